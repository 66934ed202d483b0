// PUT /edrocks/api/periods/:id/letters {letters} -> the year's four letters, now its own
// (400 with the fields' issues; 409 PERIOD_CLOSED for a closed year).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LETTER_ENDPOINTS, type YearLettersBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { hasErrorCode } from '../../../lib/errors';
import { PERIOD_KEYS, yearLettersKey } from './period-keys';

export function setYearLetters(periodId: number, body: YearLettersBody) {
  return callEndpoint(LETTER_ENDPOINTS.setYearLetters, { params: { id: periodId }, body });
}

export function useSetYearLetters(periodId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: YearLettersBody) => setYearLetters(periodId, body),
    onSuccess: (letters) => queryClient.setQueryData(yearLettersKey(periodId), letters),
    // The year closed meanwhile: the lists show it closed.
    onError: (error) => {
      if (hasErrorCode(error, 'PERIOD_CLOSED')) {
        void queryClient.invalidateQueries({ queryKey: PERIOD_KEYS.lists });
      }
    },
  });
}
