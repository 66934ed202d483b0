// "Return with a comment": the comment is required, and the sponsor reads it above their text.
// The server's refusal (the part is no longer submitted, the comment is too long) shows in the
// dialog, and nothing typed is lost.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ASSESSMENT_COMMENT_MAX_LENGTH } from '@portal/shared';
import { FormErrorAlert } from '../../../components/form/form-error-alert';
import { useDialogFullScreen } from '../../../components/form/use-dialog-full-screen';
import { ApiError } from '../../../lib/api-client';
import { translateFieldMessage } from '../../../lib/errors';
import { useAssessmentsTranslation } from '../i18n';

export function ReturnDialog({
  partName,
  sponsorName,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  partName: string;
  sponsorName: string;
  busy: boolean;
  /** The server's refusal of the last try. */
  error: unknown;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useAssessmentsTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [hasTried, setTried] = useState(false);
  const isMissing = hasTried && comment.trim() === '';
  const commentIssue =
    error instanceof ApiError
      ? error.issues.find((issue) => issue.path === 'comment')?.message
      : undefined;
  const fieldError = isMissing
    ? t('validation.required')
    : commentIssue
      ? translateFieldMessage(commentIssue, t)
      : '';
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (comment.trim() !== '') onConfirm(comment.trim());
        }}
      >
        <DialogTitle id={titleId}>
          {t('assessments.review.returnTitle', { part: partName, name: sponsorName })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('assessments.review.returnText', { name: sponsorName })}
          </DialogContentText>
          <CommentField value={comment} onChange={setComment} fieldError={fieldError} />
          {commentIssue ? null : <FormErrorAlert error={error} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={busy}>
            {t('assessments.review.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={busy}>
            {t('assessments.review.returnConfirm', { part: partName })}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function CommentField({
  value,
  onChange,
  fieldError,
}: {
  value: string;
  onChange: (comment: string) => void;
  fieldError: string;
}) {
  const { t } = useAssessmentsTranslation();
  return (
    <TextField
      label={t('assessments.review.comment')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={3}
      error={Boolean(fieldError)}
      helperText={fieldError || undefined}
      slotProps={{ htmlInput: { maxLength: ASSESSMENT_COMMENT_MAX_LENGTH } }}
      fullWidth
      autoFocus
    />
  );
}
