// Claiming a waiting letter opens it for review; releasing one gives it back to the queue. A
// failed claim (someone else was quicker) refreshes the queue so that the row shows who has it.
import { useNavigate } from 'react-router';
import type { ReviewQueueItem } from '@portal/shared';
import { PATHS, buildPath } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useClaimLetter } from '../api/claim-letter';
import { useReleaseLetter } from '../api/release-letter';
import { useLettersTranslation } from '../i18n';

export function useClaimAndRelease(refetchQueue: () => unknown) {
  const { t } = useLettersTranslation();
  const navigate = useNavigate();
  const claimLetter = useClaimLetter();
  const releaseLetter = useReleaseLetter();

  async function claim(item: ReviewQueueItem) {
    try {
      await claimLetter.mutateAsync(item.id);
      notify.success(t('letters.review.claimedDone'));
      await navigate(buildPath(PATHS.letterReviewDetails, { id: item.id }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      void refetchQueue();
    }
  }

  async function release(item: ReviewQueueItem) {
    try {
      await releaseLetter.mutateAsync(item.id);
      notify.success(t('letters.review.releasedDone'));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  }

  return { claim, release, isBusy: claimLetter.isPending || releaseLetter.isPending };
}
