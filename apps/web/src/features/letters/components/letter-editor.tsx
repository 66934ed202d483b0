// The writer's screen for letter N of a sponsorship: subject, message, the two languages and an
// optional attachment. Drafts are private and save themselves 1.5 s after typing stops; what is
// typed stays in localStorage until the server confirms it, so a reload or a dropped network
// loses nothing. "Save and send" needs every field and a confirmation: a sent letter can no
// longer be changed by its writer.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  LANGUAGES,
  LETTER_MESSAGE_MAX_LENGTH,
  LETTER_SUBJECT_MAX_LENGTH,
  type Language,
  type Letter,
  type LetterSlot,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { refreshLetters } from '../api/letter-keys';
import { saveLetter } from '../api/save-letter';
import { useLettersTranslation } from '../i18n';
import { AttachmentPicker } from './attachment-picker';
import {
  draftStorageKey,
  readStoredDraft,
  removeStoredDraft,
  sameDraft,
  writeStoredDraft,
  type DraftValues,
} from './draft-storage';

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 1500;

/** Errors whose reason the writer can act on, shown under "Error saving the letter". */
const EXPLAINED_ERRORS = [
  'LETTER_NOT_EDITABLE',
  'LETTER_ATTACHMENT_UNAVAILABLE',
  'SPONSORSHIP_ENDED',
  'PERIOD_CLOSED',
];

type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';
/** What went wrong last: a field left empty on "send", or the server's refusal. */
type Problem = { kind: 'fields' } | { kind: 'error'; error: unknown } | null;

export interface LetterEditorProps {
  sponsorshipId: number;
  number: number;
  /** The writer's letter when it exists (a draft, or a returned letter). */
  letter?: Letter;
  /** The reader's first name. */
  recipientName?: string;
  /** The student answers the sponsor's letter; the sponsor writes it. */
  isAnswer: boolean;
  /** The year's letter N: title, theme, due date. */
  slot?: LetterSlot;
  /** False while a sponsor has agreements to accept. */
  mayWrite?: boolean;
}

function otherLanguage(language: Language): Language {
  return LANGUAGES.find((candidate) => candidate !== language) ?? language;
}

function valuesOf(letter: Letter): DraftValues {
  return {
    subject: letter.subject,
    message: letter.message,
    originalLanguage: letter.originalLanguage,
    targetLanguage: letter.targetLanguage,
    attachment: letter.attachment,
  };
}

export function LetterEditor({
  sponsorshipId,
  number,
  letter,
  recipientName,
  isAnswer,
  slot,
  mayWrite = true,
}: LetterEditorProps) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userData } = useSession();
  const key = draftStorageKey(userData?.id ?? 0, sponsorshipId, number);
  const statusId = useId();

  // What the server holds, and what the screen starts with: unsaved words from this browser win.
  const [initial] = useState(() => {
    const fromServer = letter ? valuesOf(letter) : null;
    const stored = readStoredDraft(key);
    if (stored && !sameDraft(stored, fromServer)) return { values: stored, restored: true };
    if (stored) removeStoredDraft(key);
    const language = userData?.language ?? format.language;
    return {
      values: fromServer ?? {
        subject: '',
        message: '',
        originalLanguage: language,
        targetLanguage: otherLanguage(language),
        attachment: null,
      },
      restored: false,
    };
  });
  const [values, setValues] = useState<DraftValues>(initial.values);
  const valuesRef = useRef(initial.values);
  const lastSaved = useRef<DraftValues | null>(letter ? valuesOf(letter) : null);
  const [status, setStatus] = useState<SaveStatus>(initial.restored ? 'dirty' : 'idle');
  const [savedAt, setSavedAt] = useState<string | null>(letter?.updatedAt ?? null);
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<unknown>>(Promise.resolve());

  /** Saves what is on the screen now, after any save already on its way. */
  const save = useCallback(
    (send: boolean) => {
      const run = async () => {
        const snapshot = valuesRef.current;
        setStatus('saving');
        try {
          const saved = await saveLetter({
            sponsorshipId,
            number,
            subject: snapshot.subject,
            message: snapshot.message,
            originalLanguage: snapshot.originalLanguage,
            targetLanguage: snapshot.targetLanguage,
            attachmentFileId: snapshot.attachment?.fileId ?? null,
            send,
          });
          lastSaved.current = snapshot;
          if (sameDraft(valuesRef.current, snapshot)) removeStoredDraft(key);
          setSavedAt(new Date().toISOString());
          setStatus(sameDraft(valuesRef.current, snapshot) ? 'saved' : 'dirty');
          setProblem(null);
          void refreshLetters(queryClient);
          return saved;
        } catch (error) {
          setStatus('failed');
          setProblem({ kind: 'error', error });
          throw error;
        }
      };
      const next = chain.current.then(run, run);
      chain.current = next.catch(() => undefined);
      return next;
    },
    [key, number, queryClient, sponsorshipId],
  );

  const autosave = useCallback(() => {
    const current = valuesRef.current;
    if (sameDraft(current, lastSaved.current)) return;
    const isBlank =
      lastSaved.current === null &&
      current.subject === '' &&
      current.message === '' &&
      current.attachment === null;
    if (isBlank) return;
    save(false).catch(() => undefined);
  }, [save]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(autosave, AUTOSAVE_DELAY_MS);
  }, [autosave]);

  // Restored words are saved soon, as if just typed; the timer stops with the screen.
  useEffect(() => {
    if (initial.restored) schedule();
    return () => clearTimeout(timer.current);
  }, [initial.restored, schedule]);

  function change(patch: Partial<DraftValues>) {
    const next = { ...valuesRef.current, ...patch };
    valuesRef.current = next;
    setValues(next);
    if (sameDraft(next, lastSaved.current)) removeStoredDraft(key);
    else writeStoredDraft(key, next);
    setStatus((current) => (current === 'saving' ? current : 'dirty'));
    if (problem?.kind === 'fields') setProblem(null);
    schedule();
  }

  async function saveDraft() {
    clearTimeout(timer.current);
    setBusy('draft');
    try {
      await save(false);
      notify.success(t('letters.writer.draftSaved'));
    } catch {
      // Shown above the form; nothing typed is lost.
    } finally {
      setBusy(null);
    }
  }

  function askToSend() {
    if (values.subject.trim() === '' || values.message.trim() === '') {
      setProblem({ kind: 'fields' });
      return;
    }
    setProblem(null);
    setConfirming(true);
  }

  async function send() {
    clearTimeout(timer.current);
    setBusy('send');
    try {
      await save(true);
      removeStoredDraft(key);
      setConfirming(false);
      notify.success(t('letters.writer.sent'));
      await navigate(PATHS.letters);
    } catch {
      setConfirming(false);
    } finally {
      setBusy(null);
    }
  }

  const isMissing = problem?.kind === 'fields';
  const error = problem?.kind === 'error' ? problem.error : undefined;
  const needsAgreements = hasErrorCode(error, 'AGREEMENTS_REQUIRED');
  const fieldsRefused = hasErrorCode(error, 'LETTER_FIELDS_REQUIRED');
  const isExplained = EXPLAINED_ERRORS.some((code) => hasErrorCode(error, code));
  const name = recipientName ?? letter?.recipient.firstName;
  const title = name
    ? t(isAnswer ? 'letters.writer.answerTitle' : 'letters.writer.title', { number, name })
    : t('letters.writer.titleNoName', { number });

  const statusText =
    status === 'saving'
      ? t('letters.writer.saving')
      : status === 'dirty' || status === 'failed'
        ? t('letters.writer.unsaved')
        : savedAt
          ? t('letters.writer.savedAt', {
              time: format.date(savedAt, { timeStyle: 'short' }),
            })
          : '';

  return (
    <Stack spacing={2} data-testid="letter-editor">
      <Box>
        <Button component={RouterLink} to={PATHS.letters} startIcon={<ArrowBackIcon />}>
          {t('letters.back')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h5" component="h2">
              {title}
            </Typography>
            {slot?.title ? <Typography variant="subtitle1">{slot.title}</Typography> : null}
            {slot?.theme ? (
              <Typography variant="body2" color="text.secondary">
                {t('letters.writer.theme', { theme: slot.theme })}
              </Typography>
            ) : null}
            {slot?.myDueDate ? (
              <Typography variant="body2" color="text.secondary">
                {t('letters.writer.dueOn', { date: format.day(slot.myDueDate) })}
              </Typography>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              {t('letters.writer.draftNote')}
            </Typography>
          </Box>

          {letter?.status === 'returned' && letter.returnNote ? (
            <Alert severity="warning" data-testid="return-note">
              <AlertTitle>{t('letters.writer.returnedTitle')}</AlertTitle>
              {letter.returnNote}
            </Alert>
          ) : null}
          {initial.restored ? <Alert severity="info">{t('letters.writer.restored')}</Alert> : null}
          {!mayWrite && !needsAgreements ? (
            <Alert severity="warning">
              {t('letters.agreementsNeeded')}{' '}
              <Link component={RouterLink} to={PATHS.agreements}>
                {t('letters.toAgreements')}
              </Link>
            </Alert>
          ) : null}
          {isMissing || fieldsRefused ? (
            <Alert severity="error" role="alert" data-testid="letter-problem">
              {t('validation.fillAllFields')}
            </Alert>
          ) : needsAgreements ? (
            <Alert severity="error" role="alert" data-testid="letter-problem">
              {getErrorMessage(error, t)}{' '}
              <Link component={RouterLink} to={PATHS.agreements}>
                {t('letters.toAgreements')}
              </Link>
            </Alert>
          ) : error ? (
            <Alert severity="error" role="alert" data-testid="letter-problem">
              <Box component="span" sx={{ display: 'block' }}>
                {t('errors.letterSave')}
              </Box>
              {isExplained ? (
                <Box component="span" sx={{ display: 'block' }}>
                  {getErrorMessage(error, t)}
                </Box>
              ) : null}
            </Alert>
          ) : null}

          <Box
            component="form"
            noValidate
            aria-describedby={statusId}
            onSubmit={(event) => {
              event.preventDefault();
              void saveDraft();
            }}
          >
            <Stack spacing={2}>
              <TextField
                label={t('letters.fields.subject')}
                value={values.subject}
                onChange={(event) => change({ subject: event.target.value })}
                required
                error={isMissing && values.subject.trim() === ''}
                helperText={
                  isMissing && values.subject.trim() === '' ? t('validation.required') : undefined
                }
                slotProps={{ htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH } }}
                fullWidth
              />
              <TextField
                label={t('letters.fields.message')}
                value={values.message}
                onChange={(event) => change({ message: event.target.value })}
                required
                multiline
                minRows={8}
                error={isMissing && values.message.trim() === ''}
                helperText={
                  isMissing && values.message.trim() === '' ? t('validation.required') : undefined
                }
                slotProps={{ htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH } }}
                fullWidth
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <LanguageField
                  label={t('letters.fields.originalLanguage')}
                  value={values.originalLanguage}
                  onChange={(language) => change({ originalLanguage: language })}
                />
                <LanguageField
                  label={t('letters.fields.targetLanguage')}
                  value={values.targetLanguage}
                  onChange={(language) => change({ targetLanguage: language })}
                />
              </Stack>
              <AttachmentPicker
                value={values.attachment}
                onChange={(attachment) => change({ attachment })}
                disabled={busy !== null}
              />
              <Typography
                id={statusId}
                role="status"
                aria-live="polite"
                variant="body2"
                color="text.secondary"
                data-testid="save-status"
                sx={{ minHeight: '1.5em' }}
              >
                {statusText}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  type="submit"
                  variant="outlined"
                  loading={busy === 'draft'}
                  disabled={busy !== null}
                  sx={{ minHeight: 44 }}
                >
                  {t('letters.writer.saveDraft')}
                </Button>
                <Button
                  variant="contained"
                  onClick={askToSend}
                  disabled={busy !== null}
                  sx={{ minHeight: 44 }}
                >
                  {t('letters.writer.send')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={t('letters.writer.confirmTitle', { number })}
        description={t('letters.writer.confirmText', { number, name: name ?? '' })}
        confirmLabel={t('letters.writer.confirmButton', { number })}
        busy={busy === 'send'}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

function LanguageField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { t } = useLettersTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Language)}
      sx={{ minWidth: 200 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language}>
          {t(`languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
