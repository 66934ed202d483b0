// The letter under review side by side with its translation, each screening match marked where
// it was found; the translation shows where it came from (machine or a person) and can be written
// or corrected while the letter waits.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Language, Letter, LetterReview, ScreenedField, ScreeningMatch } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import { HighlightedText } from '../../../components/highlighted-text';
import { TranslationForm } from './review-translation-form';

export function ReviewLetterTexts({
  letter,
  review,
  needsTranslation,
  isEditing,
  onEditingChange,
  canEdit,
  busy,
}: {
  letter: Letter;
  review: LetterReview;
  needsTranslation: boolean;
  /** The translation form is open. */
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
  /** The letter waits for review: its translation may be written or corrected. */
  canEdit: boolean;
  busy: boolean;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const matchesOf = (field: ScreenedField) =>
    review.matches.filter((match) => match.field === field);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: needsTranslation ? '1fr 1fr' : '1fr' },
      }}
    >
      <LetterOriginal letter={letter} matchesOf={matchesOf} />
      {needsTranslation && letter.targetLanguage !== null ? (
        <TextSection
          id="review-translation"
          heading={t('letters.review.translation', {
            language: format.languageName(letter.targetLanguage),
          })}
        >
          {isEditing ? (
            <TranslationForm
              letter={letter}
              onDone={() => onEditingChange(false)}
              onCancel={
                letter.translatedMessage !== null ? () => onEditingChange(false) : undefined
              }
            />
          ) : (
            <LetterTranslation
              letter={letter}
              targetLanguage={letter.targetLanguage}
              matchesOf={matchesOf}
              canEdit={canEdit}
              busy={busy}
              onEdit={() => onEditingChange(true)}
            />
          )}
        </TextSection>
      ) : null}
    </Box>
  );
}

/** One side of the comparison: a section named by its heading (the text's language). */
function TextSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}

/** The letter as its writer wrote it. */
function LetterOriginal({
  letter,
  matchesOf,
}: {
  letter: Letter;
  matchesOf: (field: ScreenedField) => ScreeningMatch[];
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  return (
    <TextSection
      id="review-original"
      heading={t('letters.review.original', {
        language: format.languageName(letter.originalLanguage),
      })}
    >
      <HighlightedLetter
        lang={letter.originalLanguage}
        testId="review-original-text"
        subject={letter.subject}
        message={letter.message}
        subjectMatches={matchesOf('subject')}
        messageMatches={matchesOf('message')}
      />
    </TextSection>
  );
}

/** The translation as it stands (or that there is none), with the way to write or correct it. */
function LetterTranslation({
  letter,
  targetLanguage,
  matchesOf,
  canEdit,
  busy,
  onEdit,
}: {
  letter: Letter;
  targetLanguage: Language;
  matchesOf: (field: ScreenedField) => ScreeningMatch[];
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
}) {
  const { t } = useLettersTranslation();
  const hasTranslation = letter.translatedMessage !== null;
  return (
    <Stack spacing={1}>
      {letter.translationSource ? (
        <Typography variant="body2" color="text.secondary">
          {letter.translationSource === 'machine'
            ? t('letters.review.machine')
            : t('letters.review.manual')}
        </Typography>
      ) : null}
      {hasTranslation ? (
        <HighlightedLetter
          lang={targetLanguage}
          testId="review-translation-text"
          subject={letter.translatedSubject ?? ''}
          message={letter.translatedMessage ?? ''}
          subjectMatches={matchesOf('translatedSubject')}
          messageMatches={matchesOf('translatedMessage')}
        />
      ) : (
        <Typography color="text.secondary">{t('letters.review.noTranslation')}</Typography>
      )}
      {canEdit ? (
        <Box>
          <Button variant="outlined" onClick={onEdit} disabled={busy} sx={{ minHeight: 44 }}>
            {hasTranslation
              ? t('letters.review.editTranslation')
              : t('letters.review.writeTranslation')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** A letter's subject and message in one language, with the screening's matches marked. */
function HighlightedLetter({
  lang,
  testId,
  subject,
  message,
  subjectMatches,
  messageMatches,
}: {
  lang: Language;
  testId: string;
  subject: string;
  message: string;
  subjectMatches: ScreeningMatch[];
  messageMatches: ScreeningMatch[];
}) {
  const { t } = useLettersTranslation();
  const kindLabel = (match: ScreeningMatch) => t(`screening.kinds.${match.kind}`);
  return (
    <Box lang={lang} data-testid={testId}>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        <HighlightedText text={subject} matches={subjectMatches} kindLabel={kindLabel} />
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <HighlightedText text={message} matches={messageMatches} kindLabel={kindLabel} />
      </Typography>
    </Box>
  );
}
