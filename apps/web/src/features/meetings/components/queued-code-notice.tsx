// Said under the attendance code form of the phone app when the code was kept offline: it is
// sent when the connection returns, and its answer said then (app/offline-senders.ts).
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import { ensureOfflineStrings, useOfflineTranslation } from '../../../lib/offline/i18n';

export function QueuedCodeNotice({ code }: { code: string }) {
  const { t, i18n } = useOfflineTranslation();
  useEffect(() => {
    void ensureOfflineStrings();
  }, []);
  if (!i18n.hasResourceBundle(i18n.language, 'offline')) return null;
  return (
    <Alert severity="info" role="status" data-testid="attendance-code-queued" sx={{ mt: 1 }}>
      {t('attendance.queued', { code })}
    </Alert>
  );
}
