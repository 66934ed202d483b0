// The confirmations of a review's decisions: delivering letter N to its reader, or returning it
// to its writer with a note.
import type { Letter } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLettersTranslation } from '../i18n';
import { fullName } from './person-name';
import { ReturnDialog } from './review-return-dialog';
import type { ReviewDecisions } from './use-review-decisions';

export function ReviewDecisionDialogs({
  letter,
  decisions,
}: {
  letter: Letter;
  decisions: ReviewDecisions;
}) {
  const { t } = useLettersTranslation();
  return (
    <>
      <ConfirmDialog
        open={decisions.isConfirmingDeliver}
        title={t('letters.review.deliverTitle', { number: letter.number })}
        description={t('letters.review.deliverText', {
          number: letter.number,
          name: fullName(letter.recipient),
        })}
        confirmLabel={t('letters.review.deliverButton', { number: letter.number })}
        busy={decisions.isDelivering}
        onConfirm={() => void decisions.confirmDeliver()}
        onCancel={decisions.cancelDeliver}
      />
      <ReturnDialog
        open={decisions.isReturning}
        letter={letter}
        busy={decisions.isSendingBack}
        onConfirm={(note) => void decisions.confirmReturn(note)}
        onCancel={decisions.cancelReturn}
      />
    </>
  );
}
