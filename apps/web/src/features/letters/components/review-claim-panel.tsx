// Why a letter waits for review, who has claimed it (and when), and Claim or Release: claiming
// keeps two coordinators off the same letter.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Letter, LetterReview } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import { ReviewReasons } from './review-reasons';
import type { ReviewDecisions } from './use-review-decisions';

export function ReviewClaimPanel({
  letter,
  review,
  isMine,
  decisions,
}: {
  letter: Letter;
  review: LetterReview;
  /** Claimed by the signed-in coordinator. */
  isMine: boolean;
  decisions: ReviewDecisions;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <ReviewReasons letter={letter} />
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
              disabled={decisions.busy}
              loading={decisions.isClaiming}
              onClick={decisions.claim}
              sx={{ minHeight: 44 }}
            >
              {t('letters.review.claim')}
            </Button>
          ) : null}
          {isMine ? (
            <Button
              disabled={decisions.busy}
              loading={decisions.isReleasing}
              onClick={decisions.release}
              sx={{ minHeight: 44 }}
            >
              {t('letters.review.release')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
