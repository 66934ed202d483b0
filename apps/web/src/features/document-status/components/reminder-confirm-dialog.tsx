// The reminders' confirmation: how many people a reminder reaches, sponsors and students apart,
// how many selected rows have nothing to remind, and in which language it goes.
import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDocumentStatusTranslation } from '../i18n';
import type { ReminderReach } from './use-reminders';

export function ReminderConfirmDialog({
  open,
  reach,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  reach: ReminderReach;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useDocumentStatusTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('documentStatus.reminders.title')}
      description={<ReminderSummary reach={reach} />}
      confirmLabel={t('documentStatus.reminders.confirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}

function ReminderSummary({ reach }: { reach: ReminderReach }) {
  const { t } = useDocumentStatusTranslation();
  return (
    <>
      <Box component="span" sx={{ display: 'block' }}>
        {reach.students > 0
          ? t('documentStatus.reminders.summaryUpTo', { count: reach.people })
          : t('documentStatus.reminders.summary', { count: reach.people })}
      </Box>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {reach.sponsors > 0 ? (
          <li>{t('documentStatus.reminders.sponsors', { count: reach.sponsors })}</li>
        ) : null}
        {reach.students > 0 ? (
          <li>{t('documentStatus.reminders.students', { count: reach.students })}</li>
        ) : null}
      </Box>
      {reach.skipped > 0 ? (
        <Box component="span" sx={{ display: 'block', mb: 1 }}>
          {t('documentStatus.reminders.skipped', { count: reach.skipped })}
        </Box>
      ) : null}
      <Box component="span" sx={{ display: 'block' }}>
        {t('documentStatus.reminders.language')}
      </Box>
    </>
  );
}
