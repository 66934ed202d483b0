// A coordinator's review of one sent letter: the original and its translation side by side,
// every screening match marked where it was found and listed by kind, the translation to write
// or correct, and the decision: deliver it, or return it to its writer with a note. Claiming
// keeps two coordinators off the same letter; the history says who did what, and when.
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  LETTER_MESSAGE_MAX_LENGTH,
  LETTER_NOTE_MAX_LENGTH,
  LETTER_SUBJECT_MAX_LENGTH,
  type Language,
  type Letter,
  type LetterPerson,
  type LetterReview,
  type ScreenedField,
  type ScreeningMatch,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useClaimLetter } from '../api/claim-letter';
import { useDeliverLetter } from '../api/deliver-letter';
import { LETTER_KEYS } from '../api/letter-keys';
import { useReleaseLetter } from '../api/release-letter';
import { useReturnLetter } from '../api/return-letter';
import { useSaveLetterTranslation } from '../api/save-letter-translation';
import { useLettersTranslation } from '../i18n';
import { HighlightedText } from './highlighted-text';

const NO_REVIEW: LetterReview = {
  reasons: [],
  matches: [],
  claimedBy: null,
  claimedAt: null,
  events: [],
  village: { id: 0, name: '' },
  school: { id: 0, name: '' },
};

function fullName(person: LetterPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function ReviewLetterView({ letter }: { letter: Letter }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userId = useSession().userData?.id;
  const review = letter.review ?? NO_REVIEW;
  const isWaiting = letter.status === 'in_review';
  const isMine = review.claimedBy !== null && review.claimedBy.id === userId;
  const needsTranslation = letter.originalLanguage !== letter.targetLanguage;
  const hasTranslation = letter.translatedMessage !== null;
  const [editing, setEditing] = useState(isWaiting && needsTranslation && !hasTranslation);
  const [confirmingDeliver, setConfirmingDeliver] = useState(false);
  const [returning, setReturning] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const claim = useClaimLetter();
  const release = useReleaseLetter();
  const deliver = useDeliverLetter();
  const sendBack = useReturnLetter(letter.id);
  const busy = claim.isPending || release.isPending || deliver.isPending || sendBack.isPending;
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  const kindLabel = (match: ScreeningMatch) => t(`screening.kinds.${match.kind}`);
  const matchesOf = (field: ScreenedField) =>
    review.matches.filter((match) => match.field === field);
  const language = (code: Language) => t(`languages.${code}`);

  /** Runs a decision; a refusal shows above the letter, which reloads to show why. */
  async function act(run: () => Promise<unknown>, success: string): Promise<boolean> {
    setActionError(null);
    try {
      await run();
      notify.success(success);
      return true;
    } catch (error) {
      setActionError(error);
      void queryClient.invalidateQueries({ queryKey: LETTER_KEYS.detail(letter.id) });
      return false;
    }
  }

  async function confirmDeliver() {
    const isDone = await act(() => deliver.mutateAsync(letter.id), t('letters.review.delivered'));
    setConfirmingDeliver(false);
    if (isDone) await navigate(PATHS.letterReview);
  }

  async function confirmReturn(note: string) {
    const isDone = await act(() => sendBack.mutateAsync(note), t('letters.review.returned'));
    setReturning(false);
    if (isDone) await navigate(PATHS.letterReview);
  }

  return (
    <Stack spacing={2} data-testid="review-letter">
      <Box>
        <Button component={RouterLink} to={PATHS.letterReview} startIcon={<ArrowBackIcon />}>
          {t('nav.letterReview')}
        </Button>
      </Box>
      <Box>
        <Typography variant="h5" component="h2">
          {t('letters.review.title', {
            number: letter.number,
            writer: fullName(letter.writer),
            recipient: fullName(letter.recipient),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            review.school.name
              ? t('letters.review.place', {
                  school: review.school.name,
                  village: review.village.name,
                })
              : null,
            letter.sentAt ? t('letters.reader.sentOn', { date: when(letter.sentAt) }) : null,
            t('letters.review.pair', {
              from: language(letter.originalLanguage),
              to: language(letter.targetLanguage),
            }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>

      {!isWaiting ? (
        <Alert severity="info">
          {t('letters.review.notWaiting', { status: t(`letters.status.${letter.status}`) })}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert severity="error" role="alert" data-testid="review-error">
          {getErrorMessage(actionError, t)}
        </Alert>
      ) : null}

      {isWaiting ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={1}>
            {review.reasons.length > 0 ? (
              <Box>
                <Typography variant="subtitle2" component="h3">
                  {t('letters.fields.reasons')}
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3 }}>
                  {review.reasons.map((reason) => (
                    <li key={reason}>{t(`letters.reasons.${reason}`)}</li>
                  ))}
                </Box>
              </Box>
            ) : null}
            <Typography variant="body2" data-testid="claim-state">
              {review.claimedBy
                ? t('letters.review.claimedByName', {
                    name: review.claimedBy.name,
                    time: review.claimedAt ? when(review.claimedAt) : '',
                  })
                : t('letters.review.notClaimed')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {!review.claimedBy ? (
                <Button
                  variant="outlined"
                  disabled={busy}
                  loading={claim.isPending}
                  onClick={() =>
                    void act(() => claim.mutateAsync(letter.id), t('letters.review.claimedDone'))
                  }
                  sx={{ minHeight: 44 }}
                >
                  {t('letters.review.claim')}
                </Button>
              ) : null}
              {isMine ? (
                <Button
                  disabled={busy}
                  loading={release.isPending}
                  onClick={() =>
                    void act(() => release.mutateAsync(letter.id), t('letters.review.releasedDone'))
                  }
                  sx={{ minHeight: 44 }}
                >
                  {t('letters.review.release')}
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Paper>
      ) : null}

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: needsTranslation ? '1fr 1fr' : '1fr' },
        }}
      >
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="review-original"
          sx={{ p: 2, minWidth: 0 }}
        >
          <Typography id="review-original" variant="subtitle2" component="h3" gutterBottom>
            {t('letters.review.original', { language: language(letter.originalLanguage) })}
          </Typography>
          <Box lang={letter.originalLanguage} data-testid="review-original-text">
            <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
              <HighlightedText
                text={letter.subject}
                matches={matchesOf('subject')}
                kindLabel={kindLabel}
              />
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <HighlightedText
                text={letter.message}
                matches={matchesOf('message')}
                kindLabel={kindLabel}
              />
            </Typography>
          </Box>
        </Paper>
        {needsTranslation ? (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="review-translation"
            sx={{ p: 2, minWidth: 0 }}
          >
            <Typography id="review-translation" variant="subtitle2" component="h3" gutterBottom>
              {t('letters.review.translation', { language: language(letter.targetLanguage) })}
            </Typography>
            {editing ? (
              <TranslationForm
                letter={letter}
                onDone={() => setEditing(false)}
                onCancel={hasTranslation ? () => setEditing(false) : undefined}
              />
            ) : (
              <Stack spacing={1}>
                {letter.translationSource ? (
                  <Typography variant="body2" color="text.secondary">
                    {letter.translationSource === 'machine'
                      ? t('letters.review.machine')
                      : t('letters.review.manual')}
                  </Typography>
                ) : null}
                {hasTranslation ? (
                  <Box lang={letter.targetLanguage} data-testid="review-translation-text">
                    <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                      <HighlightedText
                        text={letter.translatedSubject ?? ''}
                        matches={matchesOf('translatedSubject')}
                        kindLabel={kindLabel}
                      />
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      <HighlightedText
                        text={letter.translatedMessage ?? ''}
                        matches={matchesOf('translatedMessage')}
                        kindLabel={kindLabel}
                      />
                    </Typography>
                  </Box>
                ) : (
                  <Typography color="text.secondary">
                    {t('letters.review.noTranslation')}
                  </Typography>
                )}
                {isWaiting ? (
                  <Box>
                    <Button
                      variant="outlined"
                      onClick={() => setEditing(true)}
                      disabled={busy}
                      sx={{ minHeight: 44 }}
                    >
                      {hasTranslation
                        ? t('letters.review.editTranslation')
                        : t('letters.review.writeTranslation')}
                    </Button>
                  </Box>
                ) : null}
              </Stack>
            )}
          </Paper>
        ) : null}
      </Box>
      {!needsTranslation ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.review.noTranslationNeeded', {
            language: language(letter.originalLanguage),
          })}
        </Typography>
      ) : null}

      <Paper variant="outlined" component="section" aria-labelledby="review-matches" sx={{ p: 2 }}>
        <Typography id="review-matches" variant="subtitle2" component="h3" gutterBottom>
          {t('letters.review.matchesTitle')}
        </Typography>
        {review.matches.length === 0 ? (
          <Typography color="text.secondary">{t('letters.review.noMatches')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="review-match-list">
            {review.matches.map((match, index) => (
              <li key={`${match.field}-${match.start}-${index}`}>
                {t('letters.review.match', {
                  kind: kindLabel(match),
                  field: t(`screening.fields.${match.field}`),
                  text: match.text,
                })}
              </li>
            ))}
          </Box>
        )}
      </Paper>

      {letter.attachment ? (
        <Typography variant="body2">
          {t('letters.fields.attachment')}:{' '}
          <a href={letter.attachment.url} target="_blank" rel="noopener noreferrer">
            {letter.attachment.name}
          </a>
        </Typography>
      ) : null}

      {isWaiting ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            disabled={busy || editing}
            onClick={() => setConfirmingDeliver(true)}
            sx={{ minHeight: 44 }}
          >
            {t('letters.review.deliver')}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            disabled={busy}
            onClick={() => setReturning(true)}
            sx={{ minHeight: 44 }}
          >
            {t('letters.review.return')}
          </Button>
        </Stack>
      ) : null}

      <Paper variant="outlined" component="section" aria-labelledby="review-history" sx={{ p: 2 }}>
        <Typography id="review-history" variant="subtitle2" component="h3" gutterBottom>
          {t('letters.review.history')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }} data-testid="review-history">
          {review.events.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <Typography variant="body2" component="span">
                {t('letters.review.event', {
                  action: t(`letters.events.${event.action}`),
                  by: event.by ?? t('letters.review.system'),
                })}{' '}
                · <time dateTime={event.at}>{when(event.at)}</time>
              </Typography>
              {event.note ? (
                <Typography variant="body2" color="text.secondary">
                  {event.note}
                </Typography>
              ) : null}
            </li>
          ))}
        </Box>
      </Paper>

      <ConfirmDialog
        open={confirmingDeliver}
        title={t('letters.review.deliverTitle', { number: letter.number })}
        description={t('letters.review.deliverText', {
          number: letter.number,
          name: fullName(letter.recipient),
        })}
        confirmLabel={t('letters.review.deliverButton', { number: letter.number })}
        busy={deliver.isPending}
        onConfirm={() => void confirmDeliver()}
        onCancel={() => setConfirmingDeliver(false)}
      />
      <ReturnDialog
        open={returning}
        letter={letter}
        busy={sendBack.isPending}
        onConfirm={(note) => void confirmReturn(note)}
        onCancel={() => setReturning(false)}
      />
    </Stack>
  );
}

function TranslationForm({
  letter,
  onDone,
  onCancel,
}: {
  letter: Letter;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useLettersTranslation();
  const save = useSaveLetterTranslation(letter.id);
  const [subject, setSubject] = useState(letter.translatedSubject ?? '');
  const [message, setMessage] = useState(letter.translatedMessage ?? '');
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isSubjectMissing = isChecked && subject.trim() === '';
  const isMessageMissing = isChecked && message.trim() === '';

  async function submit() {
    setChecked(true);
    if (subject.trim() === '' || message.trim() === '') return;
    setError(null);
    try {
      await save.mutateAsync({ translatedSubject: subject, translatedMessage: message });
      notify.success(t('letters.review.translationSaved'));
      onDone();
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      lang={letter.targetLanguage}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        {error ? (
          <Alert severity="error" role="alert">
            {getErrorMessage(error, t)}
          </Alert>
        ) : null}
        <TextField
          label={t('letters.fields.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          required
          error={isSubjectMissing}
          helperText={isSubjectMissing ? t('validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH } }}
          fullWidth
        />
        <TextField
          label={t('letters.fields.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          required
          multiline
          minRows={8}
          error={isMessageMissing}
          helperText={isMessageMissing ? t('validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH } }}
          fullWidth
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={save.isPending} sx={{ minHeight: 44 }}>
            {t('letters.review.saveTranslation')}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={save.isPending} sx={{ minHeight: 44 }}>
              {t('letters.review.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

function ReturnDialog({
  open,
  letter,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  letter: Letter;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLettersTranslation();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [isChecked, setChecked] = useState(false);
  const isNoteMissing = isChecked && note.trim() === '';
  const name = fullName(letter.writer);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (note.trim() !== '') onConfirm(note);
        }}
      >
        <DialogTitle id={titleId}>
          {t('letters.review.returnTitle', { number: letter.number, name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('letters.review.returnText', { name })}
          </DialogContentText>
          <TextField
            label={t('letters.review.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            multiline
            minRows={3}
            error={isNoteMissing}
            helperText={isNoteMissing ? t('validation.required') : undefined}
            slotProps={{ htmlInput: { maxLength: LETTER_NOTE_MAX_LENGTH } }}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('letters.review.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={busy}>
            {t('letters.review.returnButton', { number: letter.number })}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
