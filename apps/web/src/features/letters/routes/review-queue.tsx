// /edrocks/letters/review: sent letters waiting for a coordinator, oldest first: how long each
// has waited, its languages (the reader's may be unknown), why it waits (translation, approval,
// safeguarding, an attachment, another language, a pause, a deactivated writer...) and who is on
// it. Claim takes a letter and opens it; Release gives one back. Filters live in the URL.
import {
  ClearFiltersButton,
  DataTable,
  ListPage,
  useListUrlState,
} from '../../../components/data-table';
import { PATHS, buildPath } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { REVIEW_QUEUE_LIST, useReviewQueue } from '../api/get-review-queue';
import { useReviewQueueColumns } from '../components/review-queue-columns';
import { ReviewQueueFilters } from '../components/review-queue-filters';
import { useClaimAndRelease } from '../components/use-claim-and-release';
import { useLettersTranslation } from '../i18n';

export default function ReviewQueueRoute() {
  const { t } = useLettersTranslation();
  const userId = useSession().userData?.id;
  const list = useListUrlState(REVIEW_QUEUE_LIST);
  const queue = useReviewQueue(list.query);
  const { claim, release, isBusy } = useClaimAndRelease(queue.refetch);
  const columns = useReviewQueueColumns({
    userId,
    isBusy,
    onClaim: claim,
    onRelease: release,
  });

  return (
    <ListPage filters={<ReviewQueueFilters list={list} />}>
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
