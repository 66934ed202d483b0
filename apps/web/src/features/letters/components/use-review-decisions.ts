// What a coordinator decides on a letter under review: claim or release it, deliver it (after a
// confirmation), or return it to its writer with a note. A refusal shows above the letter, which
// reloads to show why; a delivered or returned letter goes back to the review queue.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Letter } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useClaimLetter } from '../api/claim-letter';
import { useDeliverLetter } from '../api/deliver-letter';
import { LETTER_KEYS } from '../api/letter-keys';
import { useReleaseLetter } from '../api/release-letter';
import { useReturnLetter } from '../api/return-letter';
import { useLettersTranslation } from '../i18n';

export function useReviewDecisions(letter: Letter) {
  const { t } = useLettersTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirmingDeliver, setConfirmingDeliver] = useState(false);
  const [isReturning, setReturning] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const claim = useClaimLetter();
  const release = useReleaseLetter();
  const deliver = useDeliverLetter();
  const sendBack = useReturnLetter(letter.id);
  const busy = claim.isPending || release.isPending || deliver.isPending || sendBack.isPending;

  /** A refusal shows above the letter, which reloads to show why. */
  function showRefusal(error: unknown) {
    setActionError(error);
    void queryClient.invalidateQueries({ queryKey: LETTER_KEYS.detail(letter.id) });
  }

  /** Runs a decision; a refusal shows above the letter. */
  async function act(run: () => Promise<unknown>, success: string): Promise<boolean> {
    setActionError(null);
    try {
      await run();
      notify.success(success);
      return true;
    } catch (error) {
      showRefusal(error);
      return false;
    }
  }

  async function confirmDeliver() {
    const isDone = await act(() => deliver.mutateAsync(letter.id), t('letters.review.delivered'));
    setConfirmingDeliver(false);
    if (isDone) await navigate(PATHS.letterReview);
  }

  async function confirmReturn(note: string) {
    const isDone = await act(() => sendBack.mutateAsync(note), t('letters.review.returned'));
    setReturning(false);
    if (isDone) await navigate(PATHS.letterReview);
  }

  return {
    busy,
    actionError,
    showRefusal,
    claim: () => void act(() => claim.mutateAsync(letter.id), t('letters.review.claimedDone')),
    isClaiming: claim.isPending,
    release: () => void act(() => release.mutateAsync(letter.id), t('letters.review.releasedDone')),
    isReleasing: release.isPending,
    isConfirmingDeliver,
    askToDeliver: () => setConfirmingDeliver(true),
    cancelDeliver: () => setConfirmingDeliver(false),
    confirmDeliver,
    isDelivering: deliver.isPending,
    isReturning,
    askToReturn: () => setReturning(true),
    cancelReturn: () => setReturning(false),
    confirmReturn,
    isSendingBack: sendBack.isPending,
  };
}

export type ReviewDecisions = ReturnType<typeof useReviewDecisions>;
