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
import SendIcon from '@mui/icons-material/Send';
import {
  canWrite,
  DOCUMENT_STATUS_SORT_FIELDS,
  REMINDED_CELL_STATES,
  type DocumentCellState,
  type DocumentStatusRow,
} from '@portal/shared';
import { FilterSelect, useListUrlState } from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  ReportEmpty,
  ReportPage,
  reportNarrowing,
  useReportFilters,
} from '../../../components/report';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { exportDocumentStatus } from '../api/export-document-status';
import { useDocumentStatus } from '../api/get-document-status';
import { useYears } from '../api/get-years';
import { useSendReminders } from '../api/send-reminders';
import { useDocumentStatusTranslation } from '../i18n';
import { StatusLegend } from './cell-state';
import { StatusGrid } from './status-grid';

const FILTERS = ['periodId', 'schoolId', 'villageId', 'onlyMissing'] as const;
const NO_SELECTION: ReadonlySet<number> = new Set();

/** What a reminder names: what the person can do (not what waits for a coordinator). */
function isReminded(state: DocumentCellState): boolean {
  return REMINDED_CELL_STATES.includes(state);
}

/** Who a reminder for these rows reaches: sponsors with something of their own to do, and (at
 * most) the students of rows whose answers are missing or late, as the server decides. */
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
    const hasOwn = sponsorCells.some(isReminded);
    const hasAnswers = row.answered.some(isReminded);
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
  const canRemind = role !== undefined && canWrite(role, 'documentStatus');
  const list = useListUrlState({ sortFields: DOCUMENT_STATUS_SORT_FIELDS, filters: FILTERS });
  const grid = useDocumentStatus(list.query);
  const years = useYears();
  const filters = useReportFilters(list.filters.periodId, years.data?.items);
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

  const year = grid.data?.columns.year ?? null;
  const caption = year
    ? t('documentStatus.caption', { year: year.name })
    : t('documentStatus.captionNoYear');
  const narrowing = reportNarrowing(list, ['schoolId', 'villageId', 'onlyMissing']);

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
      const already = format.number(result.alreadyRemindedToday);
      // One reminder per person and document a day (the server's rule): say so rather than
      // "0 queued" when everyone selected already had theirs today.
      if (result.queued === 0 && result.alreadyRemindedToday > 0) {
        notify.info(t('documentStatus.reminders.allSentToday'));
      } else {
        const done =
          result.skipped > 0
            ? t('documentStatus.reminders.doneSkipped', {
                queued: format.number(result.queued),
                skipped: format.number(result.skipped),
              })
            : t('documentStatus.reminders.done', { count: result.queued });
        notify.success(
          result.alreadyRemindedToday > 0
            ? `${done} ${t('documentStatus.reminders.sentToday', { already })}`
            : done,
        );
      }
      setSelection({ key: pageKey, ids: NO_SELECTION });
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  }

  const villageLabel = filters.villageOptions.find(
    (option) => option.value === list.filters.villageId,
  )?.label;

  return (
    <Box data-testid="document-status">
      <ReportPage
        labels={{
          search: t('documentStatus.search'),
          year: t('documentStatus.filters.year'),
          availableYear: (name) =>
            name
              ? t('documentStatus.filters.availableYear', { year: name })
              : t('documentStatus.filters.availableYearUnknown'),
          school: t('documentStatus.filters.school'),
          print: t('documentStatus.print'),
          printedOn: (date) => t('documentStatus.printedOn', { date }),
        }}
        list={list}
        filters={filters}
        moreFilters={
          <>
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
        printedFilters={[
          villageLabel,
          list.filters.onlyMissing === 'true' ? t('documentStatus.filters.onlyMissing') : undefined,
        ]}
        yearName={year?.name}
        download={(fileFormat) => exportDocumentStatus(list.exportQuery, fileFormat)}
        fileName={t('documentStatus.fileName')}
        primaryAction={
          canRemind && year ? (
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
        report={grid}
        intro={
          <>
            {canRemind && year && rows && rows.length > 0 && selectedRows.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} data-no-print>
                {t('documentStatus.reminders.selectFirst')}
              </Typography>
            ) : null}
            <StatusLegend />
          </>
        }
      >
        {grid.data && grid.data.items.length > 0 ? (
          <StatusGrid
            caption={caption}
            columns={grid.data.columns}
            rows={grid.data.items}
            selected={selected}
            onSelectedChange={(ids) => setSelection({ key: pageKey, ids })}
            isSelectable={canRemind}
            order={list.order}
            onSort={() => list.setSort('sponsor')}
            isBusy={grid.isFetching}
          />
        ) : (
          <ReportEmpty
            caption={caption}
            message={
              !year
                ? t('documentStatus.noYear')
                : narrowing.isNarrowed
                  ? t('documentStatus.noMatch')
                  : t('documentStatus.empty')
            }
            onClear={year && narrowing.isNarrowed ? narrowing.clear : undefined}
          />
        )}
      </ReportPage>
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
