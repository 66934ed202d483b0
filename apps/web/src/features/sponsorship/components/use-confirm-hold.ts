// Confirming the sponsor's live hold: the banner and the held student's card share one attempt,
// so that both show it running and the banner shows why it failed.
import { useCreateSponsorship } from '../api/create-sponsorship';
import { useHold } from '../api/hold';
import { notify } from '../../../lib/notify';
import { useSponsorshipTranslation } from '../i18n';

export function useConfirmHold() {
  const { t } = useSponsorshipTranslation();
  const hold = useHold();
  const create = useCreateSponsorship();
  const current = hold.data?.hold ?? null;
  async function confirm() {
    if (!current) return;
    try {
      await create.mutateAsync({ studentId: current.studentId });
      notify.success(t('sponsorship.sponsor.confirmed'));
      await hold.refetch();
    } catch {
      // Shown in the banner: the agreements to sign, or the server's reason.
    }
  }
  return { current, create, confirm };
}

export type ConfirmHold = ReturnType<typeof useConfirmHold>;
