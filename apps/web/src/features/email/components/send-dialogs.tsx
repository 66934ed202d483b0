// "Send now" asks first, naming how many recipients the message goes to; "Schedule" asks for
// the moment in the user's own time zone (the browser's), which goes to the server as UTC.
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { useEmailTranslation } from '../i18n';
import { EmailFormDialog } from './email-form-dialog';

export function SendNowDialog({
  open,
  recipients,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  recipients: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const words = { count: recipients, formatted: format.number(recipients) };
  return (
    <ConfirmDialog
      open={open}
      title={t('composer.actions.confirmTitle')}
      description={t('composer.actions.confirmText', words)}
      confirmLabel={t('composer.actions.confirmButton', words)}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's time zone (a datetime-local input's value). */
function localInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function ScheduleDialog({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  /** The moment, as an ISO 8601 string in UTC. */
  onConfirm: (scheduledAt: string) => void;
  onCancel: () => void;
}) {
  const { t } = useEmailTranslation();
  const [value, setValue] = useState(() => localInputValue(new Date(Date.now() + 3600_000)));
  const moment = new Date(value);
  const isValid = value !== '' && !Number.isNaN(moment.getTime());
  return (
    <EmailFormDialog
      title={t('composer.actions.scheduleTitle')}
      busy={busy}
      onClose={onCancel}
      formError={null}
      submitLabel={t('composer.actions.scheduleConfirm')}
      isSubmitDisabled={!isValid}
      onSubmit={() => isValid && onConfirm(moment.toISOString())}
    >
      <TextField
        type="datetime-local"
        label={t('composer.actions.scheduleAt')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        required
        fullWidth
        margin="normal"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </EmailFormDialog>
  );
}
