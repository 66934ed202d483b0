// Shares a student's donation page: the phone's share sheet where the browser has one (the phone
// app, most phones), else the link copied, with a toast either way it goes. Dismissing the share
// sheet is the sponsor's choice, not an error.
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { notify } from '../../../lib/notify';
import { useDashboardTranslation } from '../i18n';

function isDismissed(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function SharePageButton({ name, url, goal }: { name: string; url: string; goal: string }) {
  const { t } = useDashboardTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('dashboard.myStudents.copied'));
    } catch {
      notify.error(t('dashboard.myStudents.copyFailed', { url }));
    }
  };
  const share = async () => {
    if (typeof navigator.share !== 'function') return copy();
    try {
      await navigator.share({
        title: name,
        text: t('dashboard.myStudents.shareText', { name, goal }),
        url,
      });
    } catch (error) {
      // Refused by the browser (no user gesture, not allowed): the link still reaches them.
      if (!isDismissed(error)) await copy();
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<ShareIcon />}
      onClick={() => void share()}
      sx={{ minHeight: 44, justifySelf: 'start' }}
    >
      {t('dashboard.myStudents.share', { name })}
    </Button>
  );
}
