// /edrocks/letters/review: sent letters waiting for a coordinator, oldest first: how long each
// has waited, its languages (the reader's may be unknown), why it waits (translation, approval,
// safeguarding, an attachment, another language, a pause, a deactivated writer...) and who is on
// it. Claim takes a letter and opens it; Release gives one back. Filters live in the URL.
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LANGUAGES, REVIEW_REASONS, type ReviewQueueItem, type LetterPerson } from '@portal/shared';
import {
  ClearFiltersButton,
  DataTable,
  FilterSelect,
  ListPage,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { PATHS, buildPath } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useClaimLetter } from '../api/claim-letter';
import { REVIEW_QUEUE_LIST, useReviewQueue } from '../api/get-review-queue';
import { useReleaseLetter } from '../api/release-letter';
import { useLettersTranslation } from '../i18n';

const DAY_MS = 86_400_000;

function fullName(person: LetterPerson): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

export default function ReviewQueueRoute() {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const userId = useSession().userData?.id;
  const list = useListUrlState(REVIEW_QUEUE_LIST);
  const queue = useReviewQueue(list.query);
  const claim = useClaimLetter();
  const release = useReleaseLetter();
  const busy = claim.isPending || release.isPending;

  async function take(item: ReviewQueueItem) {
    try {
      await claim.mutateAsync(item.id);
      notify.success(t('letters.review.claimedDone'));
      await navigate(buildPath(PATHS.letterReviewDetails, { id: item.id }));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      void queue.refetch();
    }
  }

  async function giveBack(item: ReviewQueueItem) {
    try {
      await release.mutateAsync(item.id);
      notify.success(t('letters.review.releasedDone'));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    }
  }

  const languageOptions = LANGUAGES.map((language) => ({
    value: language,
    label: format.languageName(language, { capitalize: true }),
  }));

  const columns: Array<DataTableColumn<ReviewQueueItem, 'sentAt'>> = [
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
      render: (row) => {
        const days = Math.floor((Date.now() - Date.parse(row.sentAt)) / DAY_MS);
        return (
          <Box
            component="span"
            title={format.date(row.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
          >
            {days < 1
              ? t('letters.review.lessThanADay')
              : t('letters.review.days', { count: days })}
          </Box>
        );
      },
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
      render: (row) => (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {row.reasons.map((reason) => (
            <li key={reason}>
              {t(`letters.reasons.${reason}`)}
              {reason === 'safeguarding' && row.matchCount > 0
                ? ` (${t('letters.review.matchCount', { count: row.matchCount })})`
                : ''}
            </li>
          ))}
        </Box>
      ),
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
      render: (row) => {
        const name = fullName(row.writer);
        const isMine = row.claimedBy !== null && row.claimedBy.id === userId;
        return (
          <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
            {row.claimedBy === null ? (
              <Button
                size="small"
                variant="outlined"
                disabled={busy}
                onClick={() => void take(row)}
                aria-label={t('letters.review.claimNamed', { number: row.number, name })}
                sx={{ minHeight: 44 }}
              >
                {t('letters.review.claim')}
              </Button>
            ) : null}
            {isMine ? (
              <Button
                size="small"
                disabled={busy}
                onClick={() => void giveBack(row)}
                aria-label={t('letters.review.releaseNamed', { number: row.number, name })}
                sx={{ minHeight: 44 }}
              >
                {t('letters.review.release')}
              </Button>
            ) : null}
          </Stack>
        );
      },
    },
  ];

  return (
    <ListPage
      filters={
        <>
          <FilterSelect
            name="reason"
            label={t('letters.review.reason')}
            value={list.filters.reason}
            onChange={(value) => list.setFilter('reason', value)}
            options={REVIEW_REASONS.map((reason) => ({
              value: reason,
              label: t(`letters.reasons.${reason}`),
            }))}
          />
          <FilterSelect
            name="claimed"
            label={t('letters.review.claimed')}
            value={list.filters.claimed}
            onChange={(value) => list.setFilter('claimed', value)}
            options={[
              { value: 'mine', label: t('letters.review.claimedMine') },
              { value: 'unclaimed', label: t('letters.review.unclaimed') },
            ]}
          />
          <FilterSelect
            name="originalLanguage"
            label={t('letters.fields.originalLanguage')}
            value={list.filters.originalLanguage}
            onChange={(value) => list.setFilter('originalLanguage', value)}
            options={languageOptions}
          />
          <FilterSelect
            name="targetLanguage"
            label={t('letters.fields.targetLanguage')}
            value={list.filters.targetLanguage}
            onChange={(value) => list.setFilter('targetLanguage', value)}
            options={languageOptions}
          />
        </>
      }
    >
      <DataTable
        label={t('letters.review.tableLabel')}
        columns={columns}
        rows={queue.data?.items}
        total={queue.data?.total}
        pageInfo={queue.data}
        list={list}
        getRowId={(row) => row.id}
        getRowHref={(row) => buildPath(PATHS.letterReviewDetails, { id: row.id })}
        isLoading={queue.isFetching}
        error={queue.error}
        onRetry={() => void queue.refetch()}
        empty={
          list.isFiltered
            ? {
                message: t('letters.review.noMatch'),
                action: <ClearFiltersButton onClick={list.clearSearchAndFilters} />,
              }
            : { message: t('letters.review.empty') }
        }
      />
    </ListPage>
  );
}
