// /edrocks/document_status: the year's grid of each sponsor's documents (agreements, parent
// agreement, profile photo, letters sent and answered), filtered by year, school, village, a
// search and "Only missing", all kept in the URL. Coordinators select rows and send reminders
// (confirmed, with counts), export the filtered grid, and print it with its legend. Admins see
// the sponsors of their schools.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { canWrite, DOCUMENT_STATUS_SORT_FIELDS, type DocumentStatusPage } from '@portal/shared';
import { useListUrlState } from '../../../components/data-table';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
  type ReportPageLabels,
} from '../../../components/report';
import { useSession } from '../../../lib/session';
import { exportDocumentStatus } from '../api/export-document-status';
import { useDocumentStatus } from '../api/get-document-status';
import { useYears } from '../api/get-years';
import { useDocumentStatusTranslation } from '../i18n';
import { StatusLegend } from './cell-state';
import { DocumentStatusFilters } from './document-status-filters';
import { ReminderConfirmDialog } from './reminder-confirm-dialog';
import { StatusGrid, type StatusGridProps } from './status-grid';
import { useReminders } from './use-reminders';

export { reminderReach } from './use-reminders';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'onlyMissing'] as const;

export function DocumentStatusScreen() {
  const { t } = useDocumentStatusTranslation();
  const role = useSession().userData?.role;
  const canRemind = role !== undefined && canWrite(role, 'documentStatus');
  const list = useListUrlState({ sortFields: DOCUMENT_STATUS_SORT_FIELDS, filters: FILTERS });
  const grid = useDocumentStatus(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
  const labels = useReportLabels();
  const rows = grid.data?.items;
  const year = grid.data?.columns.year ?? null;
  // The selection belongs to the page it was made on: another page, search or filter starts over.
  const reminders = useReminders({ pageKey: JSON.stringify(list.query), rows, year });
  const caption = year
    ? t('documentStatus.caption', { year: year.name })
    : t('documentStatus.captionNoYear');
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId', 'onlyMissing']);
  const villageLabel = filters.villageOptions.find(
    (option) => option.value === list.filters.villageId,
  )?.label;
  const canRemindNow = canRemind && year !== null;

  return (
    <Box data-testid="document-status">
      <ReportPage
        labels={labels}
        list={list}
        filters={filters}
        moreFilters={
          <DocumentStatusFilters
            villageId={list.filters.villageId}
            isOnlyMissing={list.filters.onlyMissing === 'true'}
            villageOptions={filters.villageOptions}
            onFilterChange={list.setFilter}
          />
        }
        printedFilters={[
          villageLabel,
          list.filters.onlyMissing === 'true' ? t('documentStatus.filters.onlyMissing') : undefined,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportDocumentStatus(list.exportQuery, fileFormat)}
        fileName={t('documentStatus.fileName')}
        primaryAction={
          canRemindNow ? (
            <RemindButton count={reminders.selectedCount} onClick={reminders.askToRemind} />
          ) : null
        }
        report={grid}
        intro={
          <StatusIntro
            isAskingToSelect={
              canRemindNow && rows !== undefined && rows.length > 0 && reminders.selectedCount === 0
            }
          />
        }
      >
        <StatusResults
          page={grid.data}
          caption={caption}
          isBusy={grid.isFetching}
          selected={reminders.selected}
          onSelectedChange={reminders.select}
          isSelectable={canRemind}
          order={list.order}
          onSort={() => list.setSort('sponsor')}
          hasYear={year !== null}
          isNarrowed={narrowing.isNarrowed}
          onClear={year && narrowing.isNarrowed ? narrowing.clear : undefined}
        />
      </ReportPage>
      <ReminderConfirmDialog
        open={reminders.isConfirming}
        reach={reminders.reach}
        busy={reminders.isSending}
        onConfirm={() => void reminders.remind()}
        onCancel={reminders.cancelRemind}
      />
    </Box>
  );
}

/** The report frame's words on this screen. */
function useReportLabels(): ReportPageLabels {
  const { t } = useDocumentStatusTranslation();
  return {
    search: t('documentStatus.search'),
    year: t('documentStatus.filters.year'),
    availableYear: (name) =>
      name
        ? t('documentStatus.filters.availableYear', { year: name })
        : t('documentStatus.filters.availableYearUnknown'),
    school: t('documentStatus.filters.school'),
    print: t('documentStatus.print'),
    printedOn: (date) => t('documentStatus.printedOn', { date }),
  };
}

/** Send reminders, with how many rows are selected (none: held). */
function RemindButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useDocumentStatusTranslation();
  return (
    <Button variant="contained" startIcon={<SendIcon />} disabled={count === 0} onClick={onClick}>
      {count > 0
        ? t('documentStatus.reminders.buttonCount', { count })
        : t('documentStatus.reminders.button')}
    </Button>
  );
}

/** Above the grid: how to start reminding (for who may, until a row is selected), the legend. */
function StatusIntro({ isAskingToSelect }: { isAskingToSelect: boolean }) {
  const { t } = useDocumentStatusTranslation();
  return (
    <>
      {isAskingToSelect ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-no-print>
          {t('documentStatus.reminders.selectFirst')}
        </Typography>
      ) : null}
      <StatusLegend />
    </>
  );
}

/** The page's grid, or why there is none (no year, nothing matching, nobody yet). */
function StatusResults({
  page,
  hasYear,
  isNarrowed,
  onClear,
  ...gridProps
}: Omit<StatusGridProps, 'columns' | 'rows'> & {
  page: DocumentStatusPage | undefined;
  hasYear: boolean;
  isNarrowed: boolean;
  onClear: (() => void) | undefined;
}) {
  const { t } = useDocumentStatusTranslation();
  const emptyMessage = !hasYear
    ? t('documentStatus.noYear')
    : isNarrowed
      ? t('documentStatus.noMatch')
      : t('documentStatus.empty');
  return page && page.items.length > 0 ? (
    <StatusGrid {...gridProps} columns={page.columns} rows={page.items} />
  ) : (
    <ReportEmpty caption={gridProps.caption} message={emptyMessage} onClear={onClear} />
  );
}
