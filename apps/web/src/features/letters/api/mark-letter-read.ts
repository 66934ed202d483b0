// POST /edrocks/api/letters/:id/read -> the letter, read by its recipient (the first time is kept).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LETTER_KEYS, OVERVIEW_KEY } from './letter-keys';

export function markLetterRead(id: number) {
  return callEndpoint(LETTER_ENDPOINTS.markRead, { params: { id } });
}

export function useMarkLetterRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLetterRead,
    onSuccess: async (letter) => {
      queryClient.setQueryData(LETTER_KEYS.detail(letter.id), letter);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LETTER_KEYS.lists }),
        queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY }),
      ]);
    },
  });
}
