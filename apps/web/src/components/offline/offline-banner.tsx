// "Offline — showing what was saved on <date and time>" above a signed-in screen of the phone
// app while it has no connection: the time of the newest answer kept (lib/offline), in the
// user's language and the phone's time zone.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormat } from '../../lib/format';
import { ensureOfflineStrings, useOfflineTranslation } from '../../lib/offline/i18n';
import { useIsOnline } from '../../lib/offline/online-status';
import { lastUpdatedAt } from '../../lib/offline/query-persistence';

export function OfflineBanner() {
  const isOnline = useIsOnline();
  useEffect(() => {
    if (!isOnline) void ensureOfflineStrings();
  }, [isOnline]);
  if (isOnline) return null;
  return <OfflineNotice />;
}

function OfflineNotice() {
  const { t, i18n } = useOfflineTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  // Nothing until the words have arrived (their key would show for a moment).
  if (!i18n.hasResourceBundle(i18n.language, 'offline')) return null;
  const updatedAt = lastUpdatedAt(queryClient);
  return (
    <div className="pwa-offline" role="status" data-testid="offline-banner">
      {updatedAt === null
        ? t('banner.offlineNothingSaved')
        : t('banner.offline', {
            time: format.date(updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
    </div>
  );
}
