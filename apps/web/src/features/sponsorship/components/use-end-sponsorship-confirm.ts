// "Un-pair": the sponsorship asked about, then the confirmed ending (its history is kept).
import { useState } from 'react';
import type { Sponsorship } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useEndSponsorship } from '../api/end-sponsorship';
import { useSponsorshipTranslation } from '../i18n';

export function useEndSponsorshipConfirm() {
  const { t } = useSponsorshipTranslation();
  const [ending, setEnding] = useState<Sponsorship>();
  const end = useEndSponsorship();

  async function confirmEnd() {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success(t('sponsorship.unpair.done'));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setEnding(undefined);
    }
  }

  return {
    ending,
    ask: (sponsorship: Sponsorship) => setEnding(sponsorship),
    cancel: () => setEnding(undefined),
    confirmEnd,
    isBusy: end.isPending,
  };
}
