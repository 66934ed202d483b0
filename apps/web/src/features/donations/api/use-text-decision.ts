// A coordinator's decision on a held text (approve-text.ts, reject-text.ts). Decided, or refused
// because it changed meanwhile, the review list and the gifts are read again either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TextReviewItem } from '@portal/shared';
import { approveText } from './approve-text';
import { refreshDonations } from './donation-keys';
import { rejectText } from './reject-text';

export type TextDecision = 'approve' | 'reject';

export function useTextDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, item }: { decision: TextDecision; item: TextReviewItem }) =>
      decision === 'approve' ? approveText(item) : rejectText(item),
    onSettled: () => refreshDonations(queryClient),
  });
}
