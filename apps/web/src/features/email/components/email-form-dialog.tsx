// The frame of the e-mail area's small forms in a dialog (a template, a board member, a
// schedule): full screen on a phone, the title, the fields, the refusal that belongs to no
// field above the buttons, Cancel and the submit button (busy while saving; no closing then).
import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { getErrorMessage } from '../../../lib/errors';
import { useEmailTranslation } from '../i18n';

export function EmailFormDialog({
  title,
  busy,
  onClose,
  onSubmit,
  formError,
  submitLabel,
  isSubmitDisabled = false,
  maxWidth = 'sm',
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** A refusal that belongs to no field (null: none). */
  formError: unknown;
  submitLabel?: string;
  isSubmitDisabled?: boolean;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
}) {
  const { t } = useEmailTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {getErrorMessage(formError, t)}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy} disabled={isSubmitDisabled}>
            {submitLabel ?? t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
