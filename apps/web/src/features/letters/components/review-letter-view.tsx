// A coordinator's review of one sent letter: why it waits, its languages (with a way to correct
// them), the original and its translation side by side, every screening match marked where it
// was found, the attached file shown in place, the translation to write or correct, and the
// decision: deliver it (refused while a pause, a deactivated writer or an unknown reader language
// holds it), or return it to its writer with a note. Claiming keeps two coordinators off the same
// letter; the history says who did what, and when.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Letter, LetterReview } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useLettersTranslation } from '../i18n';
import { AttachmentView } from './attachment-view';
import { fullName } from './person-name';
import { ReviewClaimPanel } from './review-claim-panel';
import { ReviewDecisionDialogs } from './review-decision-dialogs';
import { ReviewHistory } from './review-history';
import { ReviewLanguages } from './review-languages';
import { ReviewLetterTexts } from './review-letter-texts';
import { ReviewMatches } from './review-matches';
import { blockingReasons } from './review-reasons';
import { useReviewDecisions, type ReviewDecisions } from './use-review-decisions';

const NO_REVIEW: LetterReview = {
  reasons: [],
  matches: [],
  detectedLanguage: null,
  pause: null,
  claimedBy: null,
  claimedAt: null,
  events: [],
  village: { id: 0, name: '' },
  school: { id: 0, name: '' },
};

export function ReviewLetterView({ letter }: { letter: Letter }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const userId = useSession().userData?.id;
  const review = letter.review ?? NO_REVIEW;
  const isWaiting = letter.status === 'in_review';
  const isMine = review.claimedBy !== null && review.claimedBy.id === userId;
  const isHeldByOther = review.claimedBy !== null && !isMine;
  const needsTranslation =
    letter.targetLanguage !== null && letter.originalLanguage !== letter.targetLanguage;
  const hasTranslation = letter.translatedMessage !== null;
  const [editing, setEditing] = useState(isWaiting && needsTranslation && !hasTranslation);
  const decisions = useReviewDecisions(letter);
  const { busy } = decisions;

  return (
    <Stack spacing={2} data-testid="review-letter">
      <ReviewLetterHeading letter={letter} review={review} />
      {!isWaiting ? (
        <Alert severity="info">
          {t('letters.review.notWaiting', { status: t(`letters.status.${letter.status}`) })}
        </Alert>
      ) : null}
      {decisions.actionError ? (
        <Alert severity="error" role="alert" data-testid="review-error">
          {getErrorMessage(decisions.actionError, t)}
        </Alert>
      ) : null}
      {isWaiting ? (
        <ReviewClaimPanel letter={letter} review={review} isMine={isMine} decisions={decisions} />
      ) : null}
      <ReviewLanguages
        letter={letter}
        canCorrect={isWaiting && !isHeldByOther && !busy}
        onError={decisions.showRefusal}
      />
      <ReviewLetterTexts
        letter={letter}
        review={review}
        needsTranslation={needsTranslation}
        isEditing={editing}
        onEditingChange={setEditing}
        canEdit={isWaiting}
        busy={busy}
      />
      {letter.targetLanguage !== null && !needsTranslation ? (
        <Typography variant="body2" color="text.secondary">
          {t('letters.review.noTranslationNeeded', {
            language: format.languageName(letter.originalLanguage),
          })}
        </Typography>
      ) : null}
      <ReviewMatches matches={review.matches} />
      {letter.attachment ? (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="review-attachment"
          sx={{ p: 2 }}
        >
          <Typography id="review-attachment" variant="subtitle2" component="h3" gutterBottom>
            {t('letters.review.attachmentTitle', { name: letter.attachment.name })}
          </Typography>
          <AttachmentView attachment={letter.attachment} />
        </Paper>
      ) : null}
      {isWaiting ? (
        <DecisionButtons
          review={review}
          decisions={decisions}
          isTranslating={editing && needsTranslation}
        />
      ) : null}
      <ReviewHistory events={review.events} />
      <ReviewDecisionDialogs letter={letter} decisions={decisions} />
    </Stack>
  );
}

/** The way back to the queue, letter N between its writer and reader, where and when it was sent. */
function ReviewLetterHeading({ letter, review }: { letter: Letter; review: LetterReview }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
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
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </>
  );
}

/** Deliver (refused, and why, while something holds the letter) and Return. */
function DecisionButtons({
  review,
  decisions,
  isTranslating,
}: {
  review: LetterReview;
  decisions: ReviewDecisions;
  /** The translation form is open: the letter is not delivered half translated. */
  isTranslating: boolean;
}) {
  const { t } = useLettersTranslation();
  const blocking = blockingReasons(review.reasons);
  return (
    <Stack spacing={1}>
      {blocking.length > 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="deliver-blocked">
          {t('letters.review.cannotDeliver', {
            reasons: blocking.map((reason) => t(`letters.reasons.${reason}`)).join(', '),
          })}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          disabled={decisions.busy || isTranslating || blocking.length > 0}
          onClick={decisions.askToDeliver}
          sx={{ minHeight: 44 }}
        >
          {t('letters.review.deliver')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          disabled={decisions.busy}
          onClick={decisions.askToReturn}
          sx={{ minHeight: 44 }}
        >
          {t('letters.review.return')}
        </Button>
      </Stack>
    </Stack>
  );
}
