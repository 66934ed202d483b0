// A form in a dialog (UX.md "Forms"): full screen on a phone, the required-fields note, the
// fields, the server's refusal above the buttons, Cancel and Save (busy while saving; the
// dialog does not close mid-save). useServerAwareSubmit puts the server's field issues under
// their inputs and keeps everything typed.
import { useId, useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FormErrorAlert } from './form-error-alert';
import { applyServerIssues } from './server-errors';
import { useDialogFullScreen } from './use-dialog-full-screen';

export function FormDialog({
  title,
  busy,
  onClose,
  onSubmit,
  serverError,
  testId,
  children,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  serverError: unknown;
  /** The form's data-testid. */
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useCommonTranslation();
  const isPhone = useDialogFullScreen();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <Box component="form" noValidate onSubmit={onSubmit} data-testid={testId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{t('form.requiredNote')}</Box>
          {children}
          <FormErrorAlert error={serverError} />
        </DialogContent>
        <FormDialogActions onClose={onClose} busy={busy} />
      </Box>
    </Dialog>
  );
}

/** A form dialog's Cancel and Save (busy while the form is sent). */
export function FormDialogActions({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const { t } = useCommonTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} disabled={busy}>
        {t('form.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={busy} aria-busy={busy}>
        {t('form.save')}
      </Button>
    </DialogActions>
  );
}

/** Two columns of fields on a wide screen, one on a phone. */
export function FormGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      {children}
    </Box>
  );
}

/** A yes/no field of a react-hook-form form, as a labelled checkbox. */
export function FormCheckboxField<Values extends FieldValues, Output = Values>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={label}
        />
      )}
    />
  );
}

/**
 * The submit handler of a form that saves to the API: the server's field issues land under
 * their inputs, any other refusal is returned as `serverError` for the form's alert.
 */
export function useServerAwareSubmit<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'handleSubmit' | 'setError'>,
  fields: readonly FieldPath<Values>[],
  save: (values: Output) => Promise<unknown>,
) {
  const [serverError, setServerError] = useState<unknown>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(values);
    } catch (error) {
      if (!applyServerIssues(error, form.setError, fields)) setServerError(error);
    }
  });
  return { onSubmit, serverError };
}
