// The two changes to a parent that are asked about first: a coordinator confirming the contact,
// and removing the parent. Each holds the parent asked about until it is done or cancelled.
import { useState } from 'react';
import type { SponsorParent } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useConfirmSponsorParent } from '../api/confirm-sponsor-parent';
import { useDeleteSponsorParent } from '../api/delete-sponsor-parent';
import { useSponsorsTranslation } from '../i18n';

export function useParentConfirmAndRemove(sponsorId: number) {
  const { t } = useSponsorsTranslation();
  const [removing, setRemoving] = useState<SponsorParent | null>(null);
  const [confirming, setConfirming] = useState<SponsorParent | null>(null);
  const remove = useDeleteSponsorParent(sponsorId);
  const confirm = useConfirmSponsorParent(sponsorId);

  const confirmContact = async () => {
    if (!confirming) return;
    try {
      await confirm.mutateAsync(confirming);
      notify.success(t('sponsors.parents.confirmedNotice', { name: confirming.fullName }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setConfirming(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(t('sponsors.parents.removed', { name: removing.fullName }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setRemoving(null);
    }
  };

  return {
    confirming,
    setConfirming,
    confirmContact,
    isConfirmingBusy: confirm.isPending,
    removing,
    setRemoving,
    confirmRemove,
    isRemovingBusy: remove.isPending,
  };
}
