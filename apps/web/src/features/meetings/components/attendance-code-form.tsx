// "Enter attendance code": one large field, ready to type in (a scanned QR code fills it from
// `?code=`), shown in capitals. A wrong, expired or reused code, and too many tries, are said
// under the field in the server's words; a recorded attendance names the meeting.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { attendanceBodySchema, type AttendanceBody } from '@portal/shared';
import { FormErrorAlert, SubmitButton, useServerAwareSubmit } from '../../../components/form';
import { getErrorMessage, hasErrorCode, translateFieldMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useEnterAttendanceCode } from '../api/enter-attendance-code';
import { isMobileBuild } from '../../../config/env';
import { isWorthRetrying } from '../../../lib/offline/outbox';
import { isOnlineNow } from '../../../lib/offline/online-status';
import { useSession } from '../../../lib/session';
import { queueCode } from './offline-code';
import { useMeetingsTranslation } from '../i18n';
import { FieldHelp } from '../../../components/field-help';
import { QueuedCodeNotice } from './queued-code-notice';

/** The refusals that are about the code typed: said under the field. */
const CODE_REFUSALS = [
  'ATTENDANCE_CODE_INVALID',
  'ATTENDANCE_ALREADY_RECORDED',
  'TOO_MANY_ATTENDANCE_CODES',
];
const CODE_MAX_LENGTH = 32;

export function AttendanceCodeForm() {
  const { t } = useMeetingsTranslation();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const enter = useEnterAttendanceCode();
  const { userData } = useSession();
  const [queuedCode, setQueuedCode] = useState<string | null>(null);
  const form = useForm<AttendanceBody>({
    resolver: zodResolver(attendanceBodySchema),
    defaultValues: { code: (params.get('code') ?? '').slice(0, CODE_MAX_LENGTH).toUpperCase() },
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, ['code'], async ({ code }) => {
    // The phone app keeps a code entered offline and sends it when the connection returns.
    const keepOffline = async () => {
      await queueCode(userData?.id ?? 0, code);
      setQueuedCode(code);
      form.reset({ code: '' });
    };
    if (isMobileBuild && !isOnlineNow()) return keepOffline();
    setQueuedCode(null);
    try {
      const meeting = await enter.mutateAsync(code);
      notify.success(t('meetings.mine.recorded', { meeting: t(`meetingKinds.${meeting.kind}`) }));
      form.reset({ code: '' });
      // The code of a scanned QR code has been used: a reload must not offer it again.
      if (params.has('code')) {
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('code');
            return next;
          },
          { replace: true },
        );
      }
    } catch (error) {
      if (isMobileBuild && isWorthRetrying(error)) return keepOffline();
      if (!CODE_REFUSALS.some((code) => hasErrorCode(error, code))) throw error;
      form.setError(
        'code',
        { type: 'server', message: getErrorMessage(error, t) },
        { shouldFocus: true },
      );
    }
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('meetings.mine.codeTitle')}
        </Typography>
        <FieldHelp field={t('meetings.mine.codeLabel')} text={t('meetings.mine.codeMore')} />
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        data-testid="attendance-code-form"
        sx={{ maxWidth: 420 }}
      >
        <CodeField control={form.control} />
        <FormErrorAlert error={serverError} />
        {queuedCode ? <QueuedCodeNotice code={queuedCode} /> : null}
        <SubmitButton busy={form.formState.isSubmitting} fullWidth>
          {t('meetings.mine.submit')}
        </SubmitButton>
      </Box>
    </Paper>
  );
}

function CodeField({ control }: { control: Control<AttendanceBody> }) {
  const { t } = useMeetingsTranslation();
  const id = useId();
  const helpId = `${id}-help`;
  const { field, fieldState } = useController({ control, name: 'code' });
  const errorText = translateFieldMessage(fieldState.error?.message, t);
  return (
    <FormControl fullWidth margin="normal" required error={Boolean(errorText)}>
      <InputLabel htmlFor={id}>{t('meetings.mine.codeLabel')}</InputLabel>
      <OutlinedInput
        id={id}
        label={`${t('meetings.mine.codeLabel')} *`}
        name={field.name}
        value={field.value}
        // Shown and sent in capitals: what a projector shows, whatever the phone's keyboard.
        onChange={(event) => field.onChange(event.target.value.toUpperCase())}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoFocus
        autoComplete="one-time-code"
        inputProps={{
          maxLength: CODE_MAX_LENGTH,
          autoCapitalize: 'characters',
          autoCorrect: 'off',
          spellCheck: false,
          'aria-describedby': helpId,
          'aria-invalid': Boolean(errorText),
          'data-testid': 'attendance-code-input',
        }}
        sx={{
          '& input': {
            fontFamily: '"Roboto Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace',
            fontSize: '1.75rem',
            letterSpacing: '0.2em',
            textTransform: 'uppercase',
            py: 1.5,
          },
        }}
      />
      <FormHelperText id={helpId} role={errorText ? 'alert' : undefined}>
        {errorText || t('meetings.mine.codeHelp')}
      </FormHelperText>
    </FormControl>
  );
}
