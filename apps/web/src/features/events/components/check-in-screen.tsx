// "Check-in": a coordinator at the door, usually on a phone. The code field comes first and is
// ready for typing (with or without dashes); the camera scans QR codes once asked to. Each
// result is big, coloured and worded (colour is never the only signal) and read out by screen
// readers; after a typed code the field is emptied and focused again for the next guest.
import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTicketCode, normalizeTicketCode, type CheckInResult } from '@portal/shared';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { useCheckInTicket } from '../api/check-in-ticket';
import { useEventsTranslation } from '../i18n';
import { CameraScanner } from './camera-scanner';

type Outcome =
  | { kind: 'ok'; result: CheckInResult }
  | { kind: 'already'; code: string; checkedInAt: string | null }
  | { kind: 'invalid'; code: string }
  | { kind: 'notValid'; code: string }
  | { kind: 'failed'; code: string; error: unknown };

function outcomeOf(code: string, error: unknown): Outcome {
  if (hasErrorCode(error, 'TICKET_ALREADY_CHECKED_IN')) {
    const at = error instanceof ApiError ? error.params?.checkedInAt : undefined;
    return { kind: 'already', code, checkedInAt: typeof at === 'string' ? at : null };
  }
  if (hasErrorCode(error, 'TICKET_CODE_INVALID')) return { kind: 'invalid', code };
  // A code that cannot be a code (too long) is refused by the contract before any lookup.
  if (error instanceof ApiError && error.status === 400) return { kind: 'invalid', code };
  if (hasErrorCode(error, 'TICKET_NOT_VALID')) return { kind: 'notValid', code };
  return { kind: 'failed', code, error };
}

export function CheckInScreen() {
  const { t } = useEventsTranslation();
  const checkIn = useCheckInTicket();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function check(raw: string, source: 'typed' | 'scanned') {
    const normalized = normalizeTicketCode(raw);
    if (normalized === '') {
      setFieldError(t('checkIn.enterCode'));
      input.current?.focus();
      return;
    }
    setFieldError('');
    const shown = formatTicketCode(normalized);
    try {
      const result = await checkIn.mutateAsync(normalized);
      setOutcome({ kind: 'ok', result });
    } catch (error) {
      setOutcome(outcomeOf(shown, error));
    }
    if (source === 'typed') {
      setCode('');
      input.current?.focus();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (checkIn.isPending) return;
    void check(code, 'typed');
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }} data-testid="check-in">
      <Typography>{t('checkIn.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="form" noValidate onSubmit={submit}>
          <TextField
            inputRef={input}
            label={t('checkIn.code')}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (fieldError) setFieldError('');
            }}
            error={Boolean(fieldError)}
            helperText={fieldError || t('checkIn.codeHint')}
            autoFocus
            fullWidth
            autoComplete="off"
            slotProps={{
              htmlInput: {
                autoCapitalize: 'characters',
                autoCorrect: 'off',
                spellCheck: false,
                maxLength: 40,
                style: { fontSize: '1.5rem', letterSpacing: '0.1em', fontFamily: 'monospace' },
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={checkIn.isPending}
            sx={{ mt: 2, minHeight: 52, fontSize: '1.1rem' }}
          >
            {t('checkIn.submit')}
          </Button>
        </Box>
      </Paper>
      {/* Always in the page, so that a new result is announced when it replaces the last. */}
      <Box role="status" aria-live="assertive" aria-atomic="true" data-testid="check-in-result">
        {outcome ? <OutcomePanel outcome={outcome} /> : null}
      </Box>
      <CameraScanner isPaused={checkIn.isPending} onCode={(text) => void check(text, 'scanned')} />
    </Stack>
  );
}

function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const big = { '& .MuiAlert-message': { width: '100%' }, py: 2, fontSize: '1.1rem' } as const;
  const title = { fontSize: '1.75rem', fontWeight: 700, mb: 0.5 } as const;

  if (outcome.kind === 'ok') {
    const { ticket } = outcome.result;
    return (
      <Alert severity="success" variant="filled" sx={big} data-outcome="ok">
        <AlertTitle sx={title}>{t('checkIn.result.ok')}</AlertTitle>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {t('checkIn.result.okDetails', {
            ticketType: ticket.ticketType,
            buyer: ticket.buyerName,
          })}
        </Typography>
        <Typography>{ticket.eventName}</Typography>
        <Typography sx={{ fontFamily: 'monospace' }}>
          {t('checkIn.result.code', { code: ticket.code })}
        </Typography>
      </Alert>
    );
  }
  if (outcome.kind === 'already') {
    return (
      <Alert severity="warning" variant="filled" sx={big} data-outcome="already">
        <AlertTitle sx={title}>{t('checkIn.result.already')}</AlertTitle>
        {outcome.checkedInAt ? (
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
            {t('checkIn.result.alreadyAt', {
              time: format.date(outcome.checkedInAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </Typography>
        ) : null}
        <Typography sx={{ fontFamily: 'monospace' }}>
          {t('checkIn.result.code', { code: outcome.code })}
        </Typography>
      </Alert>
    );
  }
  const titleKey =
    outcome.kind === 'invalid'
      ? 'checkIn.result.invalid'
      : outcome.kind === 'notValid'
        ? 'checkIn.result.notValid'
        : 'checkIn.result.failed';
  const text =
    outcome.kind === 'invalid'
      ? t('errors.ticketCodeInvalid')
      : outcome.kind === 'notValid'
        ? t('errors.ticketNotValid')
        : getErrorMessage(outcome.error, t);
  return (
    <Alert severity="error" variant="filled" sx={big} data-outcome={outcome.kind}>
      <AlertTitle sx={title}>{t(titleKey)}</AlertTitle>
      <Typography sx={{ fontSize: '1.1rem' }}>{text}</Typography>
      <Typography sx={{ fontFamily: 'monospace' }}>
        {t('checkIn.result.code', { code: outcome.code })}
      </Typography>
    </Alert>
  );
}
