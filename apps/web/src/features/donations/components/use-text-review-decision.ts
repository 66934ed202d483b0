// Approve or Reject of a held text: which text and decision the confirmation is open for, and
// the decision itself, said in a notice when done.
import { useState } from 'react';
import type { TextReviewItem } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useTextDecision, type TextDecision } from '../api/use-text-decision';
import { useDonationsTranslation } from '../i18n';

export interface PendingDecision {
  item: TextReviewItem;
  decision: TextDecision;
}

export function useTextReviewDecision() {
  const { t } = useDonationsTranslation();
  const decision = useTextDecision();
  const [deciding, setDeciding] = useState<PendingDecision>();

  async function confirm() {
    if (!deciding) return;
    const { item } = deciding;
    try {
      await decision.mutateAsync(deciding);
      notify.success(
        t(
          deciding.decision === 'approve'
            ? 'donations.review.approved'
            : 'donations.review.rejected',
        ),
      );
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDeciding((current) => (current?.item === item ? undefined : current));
    }
  }

  return {
    deciding,
    decide: setDeciding,
    cancel: () => setDeciding(undefined),
    confirm,
    isPending: decision.isPending,
  };
}
