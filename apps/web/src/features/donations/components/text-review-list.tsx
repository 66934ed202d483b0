// /edrocks/donations/review ("Texts to review"): the sponsors' page texts and donors' messages the
// safeguarding screening held before they reached a public page, oldest first, with how many
// wait; each with what the screening finds marked in it, whom it is about and a link to the page;
// Approve (the page shows it) or Reject (never shown), each after a confirmation that says what
// happens. Admins see their schools' sponsors and villages' students only (the server decides).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  TEXT_REVIEW_KINDS,
  type Language,
  type ScreeningMatch,
  type TextReviewItem,
  type TextReviewKind,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  ClearFiltersButton,
  DataTable,
  FilterSelect,
  ListPage,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { getErrorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { TEXT_REVIEW_LIST, useTextReviews } from '../api/get-text-reviews';
import { useTextDecision, type TextDecision } from '../api/use-text-decision';
import { useDonationsTranslation } from '../i18n';
import { HighlightedText } from './highlighted-text';

const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export function TextReviewList() {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const list = useListUrlState(TEXT_REVIEW_LIST);
  const reviews = useTextReviews(list.query);
  const decision = useTextDecision();
  const [deciding, setDeciding] = useState<{ item: TextReviewItem; decision: TextDecision }>();

  const kindLabel = (match: ScreeningMatch) => t(`screening.kinds.${match.kind}`);
  const textKind = (kind: TextReviewKind) => t(`donations.review.kinds.${kind}`);
  const names = (item: TextReviewItem) => ({
    student: item.student.name,
    sponsor: item.sponsor.name,
    kind: t(`screening.fields.${item.kind}`),
  });
  const donorName = (item: TextReviewItem) =>
    [item.donorFirstName, item.donorLastName].filter(Boolean).join(' ');

  async function confirm() {
    if (!deciding) return;
    const { item } = deciding;
    try {
      await decision.mutateAsync(deciding);
      notify.success(
        t(
          deciding.decision === 'approve'
            ? 'donations.review.approved'
            : 'donations.review.rejected',
        ),
      );
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDeciding((current) => (current?.item === item ? undefined : current));
    }
  }

  const columns: Array<DataTableColumn<TextReviewItem, 'submittedAt'>> = [
    {
      id: 'what',
      header: t('donations.review.fields.what'),
      sortField: 'submittedAt',
      render: (item) => (
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {textKind(item.kind)}
          </Box>
          {item.kind === 'donorMessage' ? (
            <Box component="span" sx={{ display: 'block' }}>
              {donorName(item)
                ? t('donations.review.from', { name: donorName(item) })
                : t('donations.review.fromNameless')}
            </Box>
          ) : null}
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}
          >
            {t('donations.review.waitingSince', {
              date: formatDate(item.submittedAt, language, { dateStyle: 'medium' }),
            })}
          </Box>
        </>
      ),
    },
    {
      id: 'text',
      header: t('donations.review.fields.text'),
      render: (item) => (
        <Box
          sx={{ minWidth: 220, maxWidth: 520 }}
          data-testid={`held-text-${item.kind}-${item.id}`}
        >
          {item.text ? (
            <Box component="p" sx={{ m: 0, ...wrapped }}>
              <HighlightedText text={item.text} matches={item.matches} kindLabel={kindLabel} />
            </Box>
          ) : (
            <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
              {t('donations.review.noMessage')}
            </Box>
          )}
          {item.donorFirstName && item.donorNameMatches.length > 0 ? (
            <Box component="p" sx={{ m: 0, mt: 1, ...wrapped }}>
              {t('donations.review.donorName')}{' '}
              <HighlightedText
                text={item.donorFirstName}
                matches={item.donorNameMatches}
                kindLabel={kindLabel}
              />
            </Box>
          ) : null}
        </Box>
      ),
    },
    {
      id: 'found',
      header: t('donations.review.fields.found'),
      render: (item) => {
        const kinds = [...new Set([...item.matches, ...item.donorNameMatches].map((m) => m.kind))];
        return kinds.length === 0 ? (
          t('donations.review.nothingFound')
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {kinds.map((kind) => (
              <li key={kind}>{t(`screening.kinds.${kind}`)}</li>
            ))}
          </Box>
        );
      },
    },
    {
      id: 'page',
      header: t('donations.review.fields.page'),
      hideOnPhone: true,
      render: (item) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {t('donations.review.pageOf', {
              student: item.student.name,
              sponsor: item.sponsor.name,
            })}
          </Box>
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}
          >
            {t('donations.review.place', { school: item.school.name, village: item.village.name })}
          </Box>
          <Link
            href={item.pagePath}
            target="_blank"
            rel="noopener"
            aria-label={t('donations.review.openPageNamed', { student: item.student.name })}
          >
            {t('donations.review.openPage')}
          </Link>
        </>
      ),
    },
    {
      id: 'actions',
      header: t('donations.review.fields.actions'),
      render: (item) => (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="outlined"
            size="small"
            disabled={decision.isPending}
            aria-label={t('donations.review.approveNamed', names(item))}
            onClick={() => setDeciding({ item, decision: 'approve' })}
            sx={{ minHeight: 44 }}
          >
            {t('donations.review.approve')}
          </Button>
          <Button
            color="error"
            size="small"
            disabled={decision.isPending}
            aria-label={t('donations.review.rejectNamed', names(item))}
            onClick={() => setDeciding({ item, decision: 'reject' })}
            sx={{ minHeight: 44 }}
          >
            {t('donations.review.reject')}
          </Button>
        </Stack>
      ),
    },
  ];

  const total = reviews.data?.total;
  const isApproving = deciding?.decision === 'approve';
  const dialogBody = (item: TextReviewItem, isApprove: boolean) =>
    t(
      isApprove
        ? item.kind === 'pageText'
          ? 'donations.review.approvePageText'
          : 'donations.review.approveDonorMessage'
        : item.kind === 'pageText'
          ? 'donations.review.rejectPageText'
          : 'donations.review.rejectDonorMessage',
      { student: item.student.name, sponsor: item.sponsor.name },
    );

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
      <ConfirmDialog
        open={deciding !== undefined}
        title={t(isApproving ? 'donations.review.approveTitle' : 'donations.review.rejectTitle')}
        description={deciding ? dialogBody(deciding.item, isApproving) : ''}
        confirmLabel={t(
          isApproving ? 'donations.review.approveConfirm' : 'donations.review.rejectConfirm',
        )}
        destructive={!isApproving}
        busy={decision.isPending}
        onCancel={() => setDeciding(undefined)}
        onConfirm={() => void confirm()}
      />
    </Stack>
  );
}
