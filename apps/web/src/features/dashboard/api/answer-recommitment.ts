// POST /edrocks/api/recommitments/:id { answer: 'recommit' } or { answer: 'decline', reason,
// note } -> the request as answered (409 RECOMMITMENT_CLOSED once the new year has begun, 409
// STUDENT_FULL when recommitting after a decline and the place was taken, 404). Whatever the
// outcome the sponsor's requests and students are read again: a refusal means the list was old.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { YEAR_CYCLE_ENDPOINTS, type RecommitmentAnswer } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';
import { RECOMMITMENT_KEYS } from './recommitment-keys';

export function answerRecommitment(id: number, body: RecommitmentAnswer) {
  return callEndpoint(YEAR_CYCLE_ENDPOINTS.answer, { params: { id }, body });
}

export function useAnswerRecommitment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecommitmentAnswer) => answerRecommitment(id, body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: RECOMMITMENT_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.students.all }),
      ]);
    },
  });
}
