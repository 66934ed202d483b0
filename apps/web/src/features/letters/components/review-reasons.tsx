// Why a letter waits, on its review screen: each reason with what the coordinator does about it
// (the queue shows the short labels). A paused sponsorship shows the coordinator's note; a
// deactivated writer or a pause refuse delivery until they end.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BLOCKING_REVIEW_REASONS, type Letter, type ReviewReason } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';

/** Reasons that refuse delivery now (a pause, a deactivated writer, an unknown reader language). */
export function blockingReasons(reasons: readonly ReviewReason[]): ReviewReason[] {
  return reasons.filter(
    (reason) =>
      (BLOCKING_REVIEW_REASONS as readonly ReviewReason[]).includes(reason) ||
      reason === 'readerLanguage',
  );
}

export function ReviewReasons({ letter }: { letter: Letter }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const review = letter.review;
  if (!review || review.reasons.length === 0)
    return <Typography variant="body2">{t('letters.review.readyToDeliver')}</Typography>;
  const detected = review.detectedLanguage;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {t('letters.fields.reasons')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="review-reasons">
        {review.reasons.map((reason) => (
          <li key={reason}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
              {t(`letters.reasons.${reason}`)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {reason === 'languageMismatch'
                ? t('letters.reasonHelp.languageMismatch', {
                    detected:
                      detected === 'other' || detected === null
                        ? t('letters.review.otherLanguage')
                        : format.languageName(detected),
                    language: format.languageName(letter.originalLanguage),
                  })
                : t(`letters.reasonHelp.${reason}`)}
            </Typography>
            {reason === 'paused' && review.pause ? (
              <Typography variant="body2" color="text.secondary" data-testid="pause-note">
                {t('letters.review.pausedSince', {
                  date: format.date(review.pause.since, { dateStyle: 'medium' }),
                })}
                {review.pause.note
                  ? ` ${t('letters.review.pauseNote', { note: review.pause.note })}`
                  : ''}
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
    </Box>
  );
}
