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
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Language, Letter, LetterSlot, LetterWriteBlock } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { hasErrorCode } from '../../../lib/errors';
import { useLettersTranslation } from '../i18n';
import { LetterEditorHeading } from './letter-editor-heading';
import { LetterEditorNotices } from './letter-editor-notices';
import { LetterFields } from './letter-fields';
import { LetterLanguagesNote } from './letter-languages-note';
import { useLetterDraft } from './use-letter-draft';
import { useLetterSending } from './use-letter-sending';

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
  const statusId = useId();
  const draft = useLetterDraft(sponsorshipId, number, letter, { isWritable: writeBlock === null });
  const { values, change, status, savedAt, problem } = draft;
  const refusal = problem?.kind === 'error' ? problem.error : undefined;
  const isBlocked =
    writeBlock !== null || WRITER_REFUSALS.some((code) => hasErrorCode(refusal, code));
  const hasWords = values.subject !== '' || values.message !== '' || values.attachment !== null;
  const sending = useLetterSending(draft);

  const name = recipientName ?? letter?.recipient.firstName;
  const title = name
    ? t(isAnswer ? 'letters.writer.answerTitle' : 'letters.writer.title', { number, name })
    : t('letters.writer.titleNoName', { number });
  const pair =
    languages ??
    (letter ? { mine: letter.originalLanguage, theirs: letter.targetLanguage } : undefined);

  return (
    <Stack spacing={2} data-testid="letter-editor">
      <Box>
        <Button component={RouterLink} to={PATHS.letters} startIcon={<ArrowBackIcon />}>
          {t('letters.back')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <LetterEditorHeading title={title} slot={slot} />
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
            <LetterFields
              values={values}
              change={change}
              isBlocked={isBlocked}
              isMissing={problem?.kind === 'fields'}
              busy={sending.busy}
              statusId={statusId}
              status={status}
              savedAt={savedAt}
              onSubmit={(event) => {
                event.preventDefault();
                void sending.saveDraft();
              }}
              onSend={sending.askToSend}
            />
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        open={sending.isConfirming}
        title={t('letters.writer.confirmTitle', { number })}
        description={t('letters.writer.confirmText', { number, name: name ?? '' })}
        confirmLabel={t('letters.writer.confirmButton', { number })}
        busy={sending.busy === 'send'}
        onConfirm={() => void sending.send()}
        onCancel={sending.cancelSend}
      />
    </Stack>
  );
}
