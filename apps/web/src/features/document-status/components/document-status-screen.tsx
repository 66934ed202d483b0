// /edrocks/document_status: the year's grid of each sponsor's documents (agreements, parent
// agreement, profile photo, letters sent and answered), filtered by year, school, village, a
// search and "Only missing", all kept in the URL. Coordinators select rows and send reminders
// (confirmed, with counts), export the filtered grid, and print it with its legend. Admins see
// the sponsors of their schools.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import {
  canWrite,
  DOCUMENT_STATUS_SORT_FIELDS,
  OUTSTANDING_CELL_STATES,
  type DocumentCellState,
  type DocumentStatusRow,
} from '@portal/shared';
import {
  ClearFiltersButton,
  ExportMenu,
  FilterSelect,
  ListPage,
  ListPagination,
  SearchBox,
  useListUrlState,
} from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { exportDocumentStatus } from '../api/export-document-status';
import { useDocumentStatus } from '../api/get-document-status';
import { useSendReminders } from '../api/send-reminders';
import { useDocumentStatusTranslation } from '../i18n';
import { PrintStyles } from './print-styles';
import { StatusGrid } from './status-grid';
import { StatusLegend } from './status-legend';
import { useDocumentFilters } from './use-document-filters';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'onlyMissing'] as const;
const NO_SELECTION: ReadonlySet<number> = new Set();

function isOutstanding(state: DocumentCellState): boolean {
  return OUTSTANDING_CELL_STATES.includes(state);
}

/** Who a reminder for these rows reaches: sponsors with something of their own outstanding,
 * and (at most) the students of rows whose answers are outstanding. */
export function reminderReach(rows: DocumentStatusRow[]) {
  let sponsors = 0;
  let students = 0;
  let skipped = 0;
  for (const row of rows) {
    const sponsorCells = [
      ...row.agreements.map((cell) => cell.state),
      row.parentAgreement,
      row.photo,
      ...row.sent,
    ];
    const hasOwn = sponsorCells.some(isOutstanding);
    const hasAnswers = row.answered.some(isOutstanding);
    if (hasOwn) sponsors += 1;
    if (hasAnswers) students += row.students.length;
    if (!hasOwn && !hasAnswers) skipped += 1;
  }
  return { sponsors, students, skipped, people: sponsors + students };
}

export function DocumentStatusScreen() {
  const { t } = useDocumentStatusTranslation();
  const format = useFormat();
  const role = useSession().userData?.role;
  const mayRemind = role !== undefined && canWrite(role, 'documentStatus');
  const list = useListUrlState({ sortFields: DOCUMENT_STATUS_SORT_FIELDS, filters: FILTERS });
  const grid = useDocumentStatus(list.query);
  const filters = useDocumentFilters(list.filters.periodId);
  const send = useSendReminders();
  const onlyMissingHintId = useId();

  // The selection belongs to the page it was made on: another page, search or filter starts over.
  const pageKey = JSON.stringify(list.query);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: pageKey,
    ids: NO_SELECTION,
  });
  const rows = grid.data?.items;
  const selected = selection.key === pageKey ? selection.ids : NO_SELECTION;
  const selectedRows = (rows ?? []).filter((row) => selected.has(row.sponsor.id));
  const reach = reminderReach(selectedRows);
  const [isConfirming, setConfirming] = useState(false);

  const columns = grid.data?.columns;
  const year = columns?.year ?? null;
  const caption = year
    ? t('documentStatus.caption', { year: year.name })
    : t('documentStatus.captionNoYear');
  const isNarrowed =
    Boolean(list.q) ||
    Boolean(list.filters.schoolId) ||
    Boolean(list.filters.villageId) ||
    Boolean(list.filters.onlyMissing);

  function clearNarrowing() {
    list.setSearchInput('');
    list.setFilters({ schoolId: undefined, villageId: undefined, onlyMissing: undefined });
  }

  function askToRemind() {
    if (reach.people === 0) {
      notify.info(t('documentStatus.reminders.nothing'));
      return;
    }
    setConfirming(true);
  }

  async function remind() {
    if (!year) return;
    try {
      const result = await send.mutateAsync({
        periodId: year.id,
        sponsorIds: selectedRows.map((row) => row.sponsor.id),
      });
      notify.success(
        result.skipped > 0
          ? t('documentStatus.reminders.doneSkipped', {
              queued: format.number(result.queued),
              skipped: format.number(result.skipped),
            })
          : t('documentStatus.reminders.done', { count: result.queued }),
      );
      setSelection({ key: pageKey, ids: NO_SELECTION });
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  }

  const printedFilters = [
    year?.name,
    filters.schoolOptions.find((option) => option.value === list.filters.schoolId)?.label,
    filters.villageOptions.find((option) => option.value === list.filters.villageId)?.label,
    list.filters.onlyMissing === 'true' ? t('documentStatus.filters.onlyMissing') : undefined,
    list.q ? `“${list.q}”` : undefined,
  ].filter(Boolean);

  let content;
  if (!grid.data) {
    content = grid.error ? (
      <ErrorState error={grid.error} onRetry={() => void grid.refetch()} />
    ) : (
      <LoadingSkeleton lines={5} />
    );
  } else if (grid.data.items.length === 0) {
    content = (
      <>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {caption}
        </Typography>
        {!year ? (
          <EmptyState message={t('documentStatus.noYear')} />
        ) : isNarrowed ? (
          <EmptyState
            message={t('documentStatus.noMatch')}
            action={<ClearFiltersButton onClick={clearNarrowing} />}
          />
        ) : (
          <EmptyState message={t('documentStatus.empty')} />
        )}
      </>
    );
  } else {
    content = (
      <StatusGrid
        caption={caption}
        columns={grid.data.columns}
        rows={grid.data.items}
        selected={selected}
        onSelectedChange={(ids) => setSelection({ key: pageKey, ids })}
        isSelectable={mayRemind}
        order={list.order}
        onSort={() => list.setSort('sponsor')}
        isBusy={grid.isFetching}
      />
    );
  }

  return (
    <Box data-testid="document-status">
      <PrintStyles />
      <ListPage
        search={
          <SearchBox
            label={t('documentStatus.search')}
            value={list.searchInput}
            onChange={list.setSearchInput}
          />
        }
        filters={
          <>
            <FilterSelect
              name="periodId"
              label={t('documentStatus.filters.year')}
              value={filters.yearValue}
              onChange={(value) => list.setFilter('periodId', filters.toPeriodId(value))}
              options={filters.yearOptions}
              allLabel={
                filters.available
                  ? t('documentStatus.filters.availableYear', { year: filters.available.name })
                  : t('documentStatus.filters.availableYearUnknown')
              }
            />
            <FilterSelect
              name="schoolId"
              label={t('documentStatus.filters.school')}
              value={list.filters.schoolId}
              onChange={(value) => list.setFilter('schoolId', value)}
              options={filters.schoolOptions}
            />
            <FilterSelect
              name="villageId"
              label={t('documentStatus.filters.village')}
              value={list.filters.villageId}
              onChange={(value) => list.setFilter('villageId', value)}
              options={filters.villageOptions}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={list.filters.onlyMissing === 'true'}
                  onChange={(event) =>
                    list.setFilter('onlyMissing', event.target.checked ? 'true' : undefined)
                  }
                  slotProps={{ input: { 'aria-describedby': onlyMissingHintId } }}
                />
              }
              label={
                <>
                  {t('documentStatus.filters.onlyMissing')}
                  <Box component="span" id={onlyMissingHintId} sx={{ display: 'none' }}>
                    {t('documentStatus.filters.onlyMissingHint')}
                  </Box>
                </>
              }
              sx={{ minHeight: 44, mr: 0 }}
            />
          </>
        }
        actions={
          <>
            <ExportMenu
              download={(fileFormat) => exportDocumentStatus(list.exportQuery, fileFormat)}
              fileName={t('documentStatus.fileName')}
            />
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('documentStatus.print')}
            </Button>
          </>
        }
        primaryAction={
          mayRemind && year ? (
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={selectedRows.length === 0}
              onClick={askToRemind}
            >
              {selectedRows.length > 0
                ? t('documentStatus.reminders.buttonCount', { count: selectedRows.length })
                : t('documentStatus.reminders.button')}
            </Button>
          ) : null
        }
      >
        <Typography data-print-only variant="body2" sx={{ display: 'none', mb: 1 }}>
          {[
            ...printedFilters,
            t('documentStatus.printedOn', { date: format.date(new Date()) }),
          ].join(' · ')}
        </Typography>
        {mayRemind && year && rows && rows.length > 0 && selectedRows.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-no-print>
            {t('documentStatus.reminders.selectFirst')}
          </Typography>
        ) : null}
        <StatusLegend />
        {content}
        {grid.error && grid.data ? (
          <Box sx={{ mt: 1 }} data-no-print>
            <ErrorState error={grid.error} onRetry={() => void grid.refetch()} />
          </Box>
        ) : null}
        <Box data-no-print>
          <ListPagination
            rowCount={rows?.length}
            total={grid.data?.total}
            pageInfo={grid.data}
            list={list}
            isLoading={!grid.data}
          />
        </Box>
      </ListPage>
      <ConfirmDialog
        open={isConfirming}
        title={t('documentStatus.reminders.title')}
        description={
          <>
            <Box component="span" sx={{ display: 'block' }}>
              {reach.students > 0
                ? t('documentStatus.reminders.summaryUpTo', { count: reach.people })
                : t('documentStatus.reminders.summary', { count: reach.people })}
            </Box>
            <Box component="ul" sx={{ my: 1, pl: 3 }}>
              {reach.sponsors > 0 ? (
                <li>{t('documentStatus.reminders.sponsors', { count: reach.sponsors })}</li>
              ) : null}
              {reach.students > 0 ? (
                <li>{t('documentStatus.reminders.students', { count: reach.students })}</li>
              ) : null}
            </Box>
            {reach.skipped > 0 ? (
              <Box component="span" sx={{ display: 'block', mb: 1 }}>
                {t('documentStatus.reminders.skipped', { count: reach.skipped })}
              </Box>
            ) : null}
            <Box component="span" sx={{ display: 'block' }}>
              {t('documentStatus.reminders.language')}
            </Box>
          </>
        }
        confirmLabel={t('documentStatus.reminders.confirm')}
        onConfirm={() => void remind()}
        onCancel={() => setConfirming(false)}
        busy={send.isPending}
      />
    </Box>
  );
}
