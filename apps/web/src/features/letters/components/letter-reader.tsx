// One letter to read: its recipient sees the translation when there is one, with the original
// one click away ("Show original" / "Show translation"); the attachment opens in place. Opening
// it marks it read. A student reading the sponsor's letter N can answer it from here.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReplyIcon from '@mui/icons-material/Reply';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Language, Letter, LetterPerson, LetterWriter } from '@portal/shared';
import { PATHS, buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useMarkLetterRead } from '../api/mark-letter-read';
import { useLettersTranslation } from '../i18n';
import { AttachmentView } from './attachment-view';

function fullName(person: LetterPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function LetterReader({ letter, mySide }: { letter: Letter; mySide: LetterWriter | null }) {
  const { t } = useLettersTranslation();
  const isRecipient = mySide !== null && mySide === letter.recipient.kind;
  const isWriter = mySide !== null && mySide === letter.writer.kind;
  const hasTranslation = letter.translatedMessage !== null;
  const [showTranslation, setShowTranslation] = useState(isRecipient && hasTranslation);
  const markRead = useMarkLetterRead();
  const marked = useRef(false);
  const { mutate } = markRead;

  useEffect(() => {
    if (marked.current || !isRecipient || letter.readAt !== null) return;
    if (letter.status !== 'delivered') return;
    marked.current = true;
    mutate(letter.id);
  }, [isRecipient, letter.id, letter.readAt, letter.status, mutate]);

  const shown = showTranslation && hasTranslation;
  const subject = shown ? (letter.translatedSubject ?? letter.subject) : letter.subject;
  const message = shown ? (letter.translatedMessage ?? letter.message) : letter.message;
  // A delivered letter's reader language is always known; the original's stands in otherwise.
  const readLanguage = letter.targetLanguage ?? letter.originalLanguage;
  const shownLanguage = shown ? readLanguage : letter.originalLanguage;
  const canAnswer = mySide === 'student' && letter.writer.kind === 'sponsor' && isRecipient;

  return (
    <Stack spacing={2} data-testid="letter-reader">
      <Box>
        <Button component={RouterLink} to={PATHS.letters} startIcon={<ArrowBackIcon />}>
          {t('letters.back')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <LetterHeading letter={letter} isWriter={isWriter} />
          {letter.status === 'in_review' ? (
            <ReviewWaitingAlert letterId={letter.id} canReview={mySide === null} />
          ) : null}
          {isWriter && !letter.canEdit ? (
            <Typography variant="body2" color="text.secondary">
              {t('letters.writer.readOnly')}
            </Typography>
          ) : null}
          {hasTranslation ? (
            <TranslationToggle
              letter={letter}
              isShown={shown}
              readLanguage={readLanguage}
              onToggle={() => setShowTranslation((value) => !value)}
            />
          ) : null}
          <Box lang={shownLanguage} data-testid="letter-body">
            <Typography variant="h5" component="h2" gutterBottom>
              {subject || t('letters.fields.noSubject')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message}
            </Typography>
          </Box>
          {letter.attachment ? <AttachmentView attachment={letter.attachment} /> : null}
          {canAnswer ? (
            <Box>
              <Button
                variant="contained"
                startIcon={<ReplyIcon />}
                component={RouterLink}
                to={buildPath(PATHS.letterWrite, {
                  sponsorshipId: letter.sponsorshipId,
                  number: letter.number,
                })}
                sx={{ minHeight: 44 }}
              >
                {t('letters.reader.answer', { number: letter.number })}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function LetterHeading({ letter, isWriter }: { letter: Letter; isWriter: boolean }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Box>
      <Typography variant="overline" component="p">
        {t('letters.letterNumber', { number: letter.number })}
      </Typography>
      <Typography variant="body2">
        {t('letters.reader.from', { name: fullName(letter.writer) })} ·{' '}
        {t('letters.reader.to', { name: fullName(letter.recipient) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[
          letter.sentAt ? t('letters.reader.sentOn', { date: when(letter.sentAt) }) : null,
          letter.deliveredAt
            ? t('letters.reader.deliveredOn', { date: when(letter.deliveredAt) })
            : null,
          isWriter && letter.status === 'delivered'
            ? letter.readAt
              ? t('letters.reader.readOn', { date: when(letter.readAt) })
              : t('letters.reader.notRead')
            : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

function TranslationToggle({
  letter,
  isShown,
  readLanguage,
  onToggle,
}: {
  letter: Letter;
  isShown: boolean;
  readLanguage: Language;
  onToggle: () => void;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button
        variant="outlined"
        startIcon={<TranslateIcon />}
        onClick={onToggle}
        sx={{ minHeight: 44, alignSelf: 'flex-start' }}
      >
        {isShown ? t('letters.reader.showOriginal') : t('letters.reader.showTranslation')}
      </Button>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {isShown
          ? t('letters.reader.showingTranslation', {
              from: format.languageName(letter.originalLanguage),
              to: format.languageName(readLanguage),
            })
          : t('letters.reader.showingOriginal', {
              language: format.languageName(letter.originalLanguage),
            })}
      </Typography>
    </Stack>
  );
}

function ReviewWaitingAlert({ letterId, canReview }: { letterId: number; canReview: boolean }) {
  const { t } = useLettersTranslation();
  return (
    <Alert
      severity="info"
      action={
        canReview ? (
          <Button
            color="inherit"
            component={RouterLink}
            to={buildPath(PATHS.letterReviewDetails, { id: letterId })}
          >
            {t('letters.reader.toReview')}
          </Button>
        ) : undefined
      }
    >
      {t('letters.reader.waiting')}
    </Alert>
  );
}
