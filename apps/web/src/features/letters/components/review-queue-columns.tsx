// The review queue's columns: the letter and who writes to whom, how long it has waited, its
// languages, why it waits, where it comes from, who has claimed it, and Claim or Release.
import Box from '@mui/material/Box';
import type { ReviewQueueItem } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import { fullName } from './person-name';
import { ClaimButtons, WaitingReasons, WaitingTime } from './review-queue-cells';

interface ReviewQueueColumnsOptions {
  userId: number | undefined;
  isBusy: boolean;
  onClaim: (item: ReviewQueueItem) => Promise<void>;
  onRelease: (item: ReviewQueueItem) => Promise<void>;
}

export function useReviewQueueColumns({
  userId,
  isBusy,
  onClaim,
  onRelease,
}: ReviewQueueColumnsOptions): Array<DataTableColumn<ReviewQueueItem, 'sentAt'>> {
  const { t } = useLettersTranslation();
  const format = useFormat();
  return [
    {
      id: 'letter',
      header: t('letters.fields.number'),
      rowLink: true,
      render: (row) => (
        <>
          {t('letters.letterNumber', { number: row.number })}
          <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
            {fullName(row.writer)} → {fullName(row.recipient)}
          </Box>
        </>
      ),
    },
    {
      id: 'age',
      header: t('letters.fields.age'),
      sortField: 'sentAt',
      render: (row) => <WaitingTime sentAt={row.sentAt} />,
    },
    {
      id: 'languages',
      header: t('letters.fields.languages'),
      hideOnPhone: true,
      render: (row) =>
        t('letters.review.pair', {
          from: format.languageName(row.originalLanguage, { capitalize: true }),
          to:
            row.targetLanguage === null
              ? t('letters.review.unknownLanguage')
              : format.languageName(row.targetLanguage, { capitalize: true }),
        }),
    },
    {
      id: 'reasons',
      header: t('letters.fields.reasons'),
      render: (row) => <WaitingReasons item={row} />,
    },
    {
      id: 'place',
      header: t('letters.fields.school'),
      hideOnPhone: true,
      render: (row) =>
        t('letters.review.place', { school: row.school.name, village: row.village.name }),
    },
    {
      id: 'claimedBy',
      header: t('letters.fields.claimedBy'),
      render: (row) => row.claimedBy?.name ?? t('letters.review.nobody'),
    },
    {
      id: 'actions',
      header: t('letters.fields.actions'),
      render: (row) => (
        <ClaimButtons
          item={row}
          isMine={row.claimedBy !== null && row.claimedBy.id === userId}
          disabled={isBusy}
          onClaim={onClaim}
          onRelease={onRelease}
        />
      ),
    },
  ];
}
