// "A new version is available — Reload": shown at the foot of every page of the phone app once
// a new version is installed. Reloading is the user's choice: a letter half typed is never lost
// to a version changing under it (its words are kept anyway, lib/offline).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ensureOfflineStrings, useOfflineTranslation } from '../../lib/offline/i18n';
import { appUpdate } from '../../lib/offline/update-store';

export default function UpdatePrompt() {
  const isWaiting = useSyncExternalStore(
    appUpdate.subscribe,
    appUpdate.isWaiting,
    appUpdate.isWaiting,
  );
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    if (isWaiting) void ensureOfflineStrings().then(() => setReady(true));
  }, [isWaiting]);
  if (!isWaiting || !isReady) return null;
  return <UpdateBar />;
}

function UpdateBar() {
  const { t } = useOfflineTranslation();
  const [isReloading, setReloading] = useState(false);
  return (
    <div className="pwa-update" role="status" data-testid="update-prompt">
      <span>{t('update.available')}</span>
      <button
        type="button"
        className="pwa-update__button"
        disabled={isReloading}
        onClick={() => {
          setReloading(true);
          void appUpdate.reload();
        }}
      >
        {t('update.reload')}
      </button>
    </div>
  );
}
