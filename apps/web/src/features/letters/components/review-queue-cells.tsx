// The review queue's cells that say more than one value: how long a letter has waited, why it
// waits, and the Claim and Release buttons.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReviewQueueItem } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import { fullName } from './person-name';

const DAY_MS = 86_400_000;

export function WaitingTime({ sentAt }: { sentAt: string }) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const days = Math.floor((Date.now() - Date.parse(sentAt)) / DAY_MS);
  return (
    <Box component="span" title={format.date(sentAt, { dateStyle: 'medium', timeStyle: 'short' })}>
      {days < 1 ? t('letters.review.lessThanADay') : t('letters.review.days', { count: days })}
    </Box>
  );
}

export function WaitingReasons({ item }: { item: ReviewQueueItem }) {
  const { t } = useLettersTranslation();
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {item.reasons.map((reason) => (
        <li key={reason}>
          {t(`letters.reasons.${reason}`)}
          {reason === 'safeguarding' && item.matchCount > 0
            ? ` (${t('letters.review.matchCount', { count: item.matchCount })})`
            : ''}
        </li>
      ))}
    </Box>
  );
}

interface ClaimButtonsProps {
  item: ReviewQueueItem;
  isMine: boolean;
  disabled: boolean;
  onClaim: (item: ReviewQueueItem) => Promise<void>;
  onRelease: (item: ReviewQueueItem) => Promise<void>;
}

export function ClaimButtons({ item, isMine, disabled, onClaim, onRelease }: ClaimButtonsProps) {
  const { t } = useLettersTranslation();
  const name = fullName(item.writer);
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {item.claimedBy === null ? (
        <Button
          size="small"
          variant="outlined"
          disabled={disabled}
          onClick={() => void onClaim(item)}
          aria-label={t('letters.review.claimNamed', { number: item.number, name })}
          sx={{ minHeight: 44 }}
        >
          {t('letters.review.claim')}
        </Button>
      ) : null}
      {isMine ? (
        <Button
          size="small"
          disabled={disabled}
          onClick={() => void onRelease(item)}
          aria-label={t('letters.review.releaseNamed', { number: item.number, name })}
          sx={{ minHeight: 44 }}
        >
          {t('letters.review.release')}
        </Button>
      ) : null}
    </Stack>
  );
}
