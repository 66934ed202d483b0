// The confirmation before approving or rejecting a held text, which says what happens: an
// approved text shows on the page, a rejected one never does.
import type { TextReviewItem } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDonationsTranslation } from '../i18n';
import type { PendingDecision } from './use-text-review-decision';

export function TextDecisionDialog({
  deciding,
  busy,
  onCancel,
  onConfirm,
}: {
  deciding: PendingDecision | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useDonationsTranslation();
  const isApproving = deciding?.decision === 'approve';
  const dialogBody = (item: TextReviewItem, isApprove: boolean) =>
    t(
      isApprove
        ? item.kind === 'pageText'
          ? 'donations.review.approvePageText'
          : 'donations.review.approveDonorMessage'
        : item.kind === 'pageText'
          ? 'donations.review.rejectPageText'
          : 'donations.review.rejectDonorMessage',
      { student: item.student.name, sponsor: item.sponsor.name },
    );
  return (
    <ConfirmDialog
      open={deciding !== undefined}
      title={t(isApproving ? 'donations.review.approveTitle' : 'donations.review.rejectTitle')}
      description={deciding ? dialogBody(deciding.item, isApproving) : ''}
      confirmLabel={t(
        isApproving ? 'donations.review.approveConfirm' : 'donations.review.rejectConfirm',
      )}
      destructive={!isApproving}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
