// The grid: a row per sponsor (the sponsor's name is the row's header and stays in view while
// the grid scrolls sideways on a phone), their school and students, then a cell per required
// document, grouped under two-line headers (a letter's title and its due date). Each cell says
// its state in words to screen readers; a checkbox per row (and one for the page) selects
// sponsors for reminders. Plain table semantics: caption, column groups, th scope.
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import type { DocumentStatusColumns, DocumentStatusRow } from '@portal/shared';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { ReportGrid } from '../../../components/report';
import { useDocumentStatusTranslation } from '../i18n';
import { StatusGridHead } from './status-grid-head';
import { StatusGridRow } from './status-grid-row';

export interface StatusGridProps {
  caption: string;
  columns: DocumentStatusColumns;
  rows: DocumentStatusRow[];
  /** Sponsor ids selected on this page. */
  selected: ReadonlySet<number>;
  onSelectedChange: (ids: Set<number>) => void;
  /** Whether rows can be selected (the caller may send reminders). */
  isSelectable: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  isBusy?: boolean;
}

export function StatusGrid({
  caption,
  columns,
  rows,
  selected,
  onSelectedChange,
  isSelectable,
  order,
  onSort,
  isBusy = false,
}: StatusGridProps) {
  const { t } = useDocumentStatusTranslation();
  const allIds = rows.map((row) => row.sponsor.id);
  const selectedOnPage = allIds.filter((id) => selected.has(id)).length;
  const hasLetters = columns.letters.length > 0;

  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  }

  return (
    <ReportGrid
      caption={caption}
      hint={t('documentStatus.captionHint')}
      testId="document-status-grid"
      isBusy={isBusy}
      beside={
        // Announces how many sponsors are selected as boxes are ticked.
        <Box role="status" sx={visuallyHidden}>
          {selectedOnPage > 0 ? t('documentStatus.selectedCount', { count: selectedOnPage }) : ''}
        </Box>
      }
    >
      <colgroup>
        {isSelectable ? <col data-no-print /> : null}
        <col />
        <col />
        <col />
      </colgroup>
      {columns.agreements.length > 0 ? <colgroup span={columns.agreements.length} /> : null}
      {columns.parentAgreement ? <colgroup span={1} /> : null}
      <colgroup span={1} />
      {hasLetters ? <colgroup span={columns.letters.length} /> : null}
      {hasLetters ? <colgroup span={columns.letters.length} /> : null}
      <StatusGridHead
        columns={columns}
        isSelectable={isSelectable}
        rowCount={rows.length}
        selectedCount={selectedOnPage}
        onSelectAll={(isSelected) => onSelectedChange(isSelected ? new Set(allIds) : new Set())}
        order={order}
        onSort={onSort}
      />
      <TableBody>
        {rows.map((row) => (
          <StatusGridRow
            key={row.sponsor.id}
            row={row}
            columns={columns}
            isSelectable={isSelectable}
            isSelected={selected.has(row.sponsor.id)}
            onToggle={() => toggle(row.sponsor.id)}
          />
        ))}
      </TableBody>
    </ReportGrid>
  );
}
