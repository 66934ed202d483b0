// The frame of the data requests' dialogs: a title, the fields, the server's refusal, Cancel and
// Save (busy while saving; full screen on a phone).
import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormDialogActions } from '../../../components/form/form-dialog';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { ApiError } from '../../../lib/http';

/** The server's field messages by field name. */
export function issuesOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message]));
}

export function DialogFrame({
  title,
  busy,
  error,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  const hasFieldIssues = Object.keys(issuesOf(error)).length > 0;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {children}
          <FormErrorAlert error={hasFieldIssues ? null : error} />
        </DialogContent>
        <FormDialogActions onClose={onClose} busy={busy} />
      </Box>
    </Dialog>
  );
}
