// /edrocks/donations/review ("Texts to review"): the sponsors' page texts and donors' messages the
// safeguarding screening held before they reached a public page, oldest first, with how many
// wait; each with what the screening finds marked in it, whom it is about and a link to the page;
// Approve (the page shows it) or Reject (never shown), each after a confirmation that says what
// happens. Admins see their schools' sponsors and villages' students only (the server decides).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEXT_REVIEW_KINDS } from '@portal/shared';
import {
  ClearFiltersButton,
  DataTable,
  FilterSelect,
  ListPage,
  useListUrlState,
} from '../../../components/data-table';
import { TEXT_REVIEW_LIST, useTextReviews } from '../api/get-text-reviews';
import { useDonationsTranslation } from '../i18n';
import { TextDecisionDialog } from './text-decision-dialog';
import { useTextKindLabel, useTextReviewColumns } from './text-review-columns';
import { useTextReviewDecision } from './use-text-review-decision';

export function TextReviewList() {
  const { t } = useDonationsTranslation();
  const textKind = useTextKindLabel();
  const list = useListUrlState(TEXT_REVIEW_LIST);
  const reviews = useTextReviews(list.query);
  const decision = useTextReviewDecision();
  const columns = useTextReviewColumns({
    isDeciding: decision.isPending,
    onDecide: (item, chosen) => decision.decide({ item, decision: chosen }),
  });
  const total = reviews.data?.total;

  return (
    <Stack spacing={2}>
      <Typography variant="body1">{t('donations.review.intro')}</Typography>
      <Typography variant="subtitle1" component="p" role="status" data-testid="review-count">
        {total === undefined ? '' : t('donations.review.waiting', { count: total })}
      </Typography>
      <ListPage
        filters={
          <FilterSelect
            name="kind"
            label={t('donations.review.kindFilter')}
            value={list.filters.kind}
            onChange={(value) => list.setFilter('kind', value)}
            options={TEXT_REVIEW_KINDS.map((kind) => ({ value: kind, label: textKind(kind) }))}
          />
        }
      >
        <DataTable
          label={t('donations.review.tableLabel')}
          columns={columns}
          rows={reviews.data?.items}
          total={total}
          pageInfo={reviews.data}
          list={list}
          getRowId={(item) => `${item.kind}-${item.id}`}
          isLoading={reviews.isFetching}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
          empty={
            list.isFiltered
              ? {
                  message: t('donations.review.noMatch'),
                  action: <ClearFiltersButton onClick={list.clearSearchAndFilters} />,
                }
              : { message: t('donations.review.empty') }
          }
        />
      </ListPage>
      <TextDecisionDialog
        deciding={decision.deciding}
        busy={decision.isPending}
        onCancel={decision.cancel}
        onConfirm={() => void decision.confirm()}
      />
    </Stack>
  );
}
