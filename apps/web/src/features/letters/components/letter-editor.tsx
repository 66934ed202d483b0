// The writer's screen for letter N of a sponsorship: subject, message and an optional attachment.
// It says in which language the letter will be read (the server sets both languages from the
// writer's and the reader's accounts) and that a coordinator translates it when needed. Drafts
// are private and save themselves 1.5 s after typing stops; what is typed stays in localStorage
// until the server confirms it, so a reload, a dropped network or a refused save loses nothing.
// "Save and send" needs every field and a confirmation: a sent letter can no longer be changed
// by its writer; a field left empty says so under it, and the top of the form, until it is filled.
// A writer who may not write (agreements to accept, a deactivated sponsor; known from the letters'
// overview before the screen opens, or from the server's refusal) is told why at once and gets no
// field to type into: words the server cannot keep are never asked for. Words typed before stay
// on the screen, read-only, and in this browser.
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  LETTER_MESSAGE_MAX_LENGTH,
  LETTER_SUBJECT_MAX_LENGTH,
  type Language,
  type Letter,
  type LetterSlot,
  type LetterWriteBlock,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { hasErrorCode } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useLettersTranslation } from '../i18n';
import { AttachmentPicker } from './attachment-picker';
import { LetterEditorNotices } from './letter-editor-notices';
import { LetterLanguagesNote } from './letter-languages-note';
import { isComplete, useLetterDraft } from './use-letter-draft';

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
  /** Why the writer may not write now (agreements, a deactivated sponsor); null when they may. */
  writeBlock?: LetterWriteBlock | null;
  /** The languages the server gives this letter: the writer's and the reader's (null: unknown). */
  languages?: { mine: Language; theirs: Language | null };
}

/** Refusals of the writer, not of the letter: no save succeeds until they are resolved. */
const WRITER_REFUSALS = ['AGREEMENTS_REQUIRED', 'LETTER_WRITER_INACTIVE'];

export function LetterEditor({
  sponsorshipId,
  number,
  letter,
  recipientName,
  isAnswer,
  slot,
  writeBlock = null,
  languages,
}: LetterEditorProps) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const statusId = useId();
  const draft = useLetterDraft(sponsorshipId, number, letter, { isWritable: writeBlock === null });
  const { values, change, status, savedAt, problem } = draft;
  const refusal = problem?.kind === 'error' ? problem.error : undefined;
  const isBlocked =
    writeBlock !== null || WRITER_REFUSALS.some((code) => hasErrorCode(refusal, code));
  const hasWords = values.subject !== '' || values.message !== '' || values.attachment !== null;
  const [busy, setBusy] = useState<'draft' | 'send' | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function saveDraft() {
    setBusy('draft');
    try {
      await draft.saveNow(false);
      notify.success(t('letters.writer.draftSaved'));
    } catch {
      // Shown above the form; nothing typed is lost.
    } finally {
      setBusy(null);
    }
  }

  function askToSend() {
    if (!isComplete(values)) {
      draft.setProblem({ kind: 'fields' });
      return;
    }
    draft.setProblem(null);
    setConfirming(true);
  }

  async function send() {
    setBusy('send');
    try {
      await draft.saveNow(true);
      draft.forget();
      setConfirming(false);
      notify.success(t('letters.writer.sent'));
      await navigate(PATHS.letters);
    } catch {
      setConfirming(false);
    } finally {
      setBusy(null);
    }
  }

  // "Save and send" with a field empty: said under each empty field until every one is filled.
  const isMissing = problem?.kind === 'fields';
  const isSubjectMissing = isMissing && values.subject.trim() === '';
  const isMessageMissing = isMissing && values.message.trim() === '';
  const name = recipientName ?? letter?.recipient.firstName;
  const title = name
    ? t(isAnswer ? 'letters.writer.answerTitle' : 'letters.writer.title', { number, name })
    : t('letters.writer.titleNoName', { number });
  const pair =
    languages ??
    (letter ? { mine: letter.originalLanguage, theirs: letter.targetLanguage } : undefined);

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
          {pair ? (
            <LetterLanguagesNote
              mine={pair.mine}
              theirs={pair.theirs}
              readerName={name ?? t('letters.writer.yourReader')}
            />
          ) : null}

          <LetterEditorNotices
            letter={letter}
            isRestored={draft.isRestored}
            writeBlock={writeBlock}
            problem={problem}
          />

          {isBlocked && !hasWords ? null : (
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
                  error={isSubjectMissing}
                  helperText={isSubjectMissing ? t('validation.fillAllFields') : undefined}
                  // Read-only, not disabled: the words can still be selected and copied.
                  slotProps={{
                    htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH, readOnly: isBlocked },
                  }}
                  fullWidth
                />
                <TextField
                  label={t('letters.fields.message')}
                  value={values.message}
                  onChange={(event) => change({ message: event.target.value })}
                  required
                  multiline
                  minRows={8}
                  error={isMessageMissing}
                  helperText={isMessageMissing ? t('validation.fillAllFields') : undefined}
                  slotProps={{
                    htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH, readOnly: isBlocked },
                  }}
                  fullWidth
                />
                <AttachmentPicker
                  value={values.attachment}
                  onChange={(attachment) => change({ attachment })}
                  disabled={busy !== null || isBlocked}
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
                {isBlocked ? null : (
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
                )}
              </Stack>
            </Box>
          )}
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
