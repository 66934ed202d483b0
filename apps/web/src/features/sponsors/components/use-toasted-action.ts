// A change to a sponsor that ends in a toast: what was done, or the server's reason.
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSponsorsTranslation } from '../i18n';

type SponsorsKey = Parameters<ReturnType<typeof useSponsorsTranslation>['t']>[0];

export function useToastedAction() {
  const { t } = useSponsorsTranslation();
  return async (action: () => Promise<unknown>, successKey: SponsorsKey) => {
    try {
      await action();
      notify.success(t(successKey));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  };
}
