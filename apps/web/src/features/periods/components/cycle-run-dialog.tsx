// The frame of a year's "Run recommit" and "Run upgrade" dialogs: the preview loads first (a
// skeleton meanwhile), then says what will happen with counts; the button names the action and
// runs it. A refusal (no year before, already run, a closed year) shows as the dialog's error in
// the server's words, and the dialog stays open; while it runs, it cannot be closed.
import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { getErrorMessage } from '../../../lib/errors';
import { usePeriodsTranslation } from '../i18n';

export interface CycleRunDialogProps {
  title: string;
  /** What will happen, once the preview is there; none while it loads or failed. */
  preview: ReactNode | undefined;
  /** The preview's or the run's refusal. */
  error: unknown;
  /** The button naming the action ("Move 312 students up"); none until the preview is there. */
  confirmLabel: string | undefined;
  isRunning: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

export function CycleRunDialog({
  title,
  preview,
  error,
  confirmLabel,
  isRunning,
  onConfirm,
  onClose,
  testId,
}: CycleRunDialogProps) {
  const { t } = usePeriodsTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  const isLoading = preview === undefined && !error;
  return (
    <Dialog
      open
      onClose={isRunning ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {isLoading ? <LoadingSkeleton lines={2} /> : preview}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {getErrorMessage(error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isRunning} autoFocus>
          {t('confirm.cancel')}
        </Button>
        {confirmLabel !== undefined && preview !== undefined ? (
          <Button onClick={onConfirm} loading={isRunning} variant="contained" color="error">
            {confirmLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
