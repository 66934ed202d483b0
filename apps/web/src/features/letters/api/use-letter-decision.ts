// What every coordinator's decision on a letter does to the cache: the letter takes the
// server's answer and every list of letters refetches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Letter } from '@portal/shared';
import { LETTER_KEYS, refreshLetters } from './letter-keys';

export function useLetterDecision<Input>(decide: (input: Input) => Promise<Letter>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: async (letter) => {
      queryClient.setQueryData(LETTER_KEYS.detail(letter.id), letter);
      await refreshLetters(queryClient);
    },
  });
}
