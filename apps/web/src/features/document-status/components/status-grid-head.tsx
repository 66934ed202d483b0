// The grid's two-line head: the sponsor, school and students columns and the documents' groups
// (agreements, letters sent, letters answered) on the first line, each document under its group
// on the second, a letter with its due date.
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DocumentStatusColumns } from '@portal/shared';
import { groupHeadCell, headCell, SortHeaderCell } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useDocumentStatusTranslation } from '../i18n';
import { stickySelect, stickySponsor } from './status-grid-sticky';

export function StatusGridHead({
  columns,
  isSelectable,
  rowCount,
  selectedCount,
  onSelectAll,
  order,
  onSort,
}: {
  columns: DocumentStatusColumns;
  isSelectable: boolean;
  rowCount: number;
  /** How many of the page's rows are selected. */
  selectedCount: number;
  onSelectAll: (isSelected: boolean) => void;
  order: 'asc' | 'desc';
  onSort: () => void;
}) {
  const { t } = useDocumentStatusTranslation();
  const hasLetters = columns.letters.length > 0;
  return (
    <TableHead>
      <TableRow>
        {isSelectable ? (
          <TableCell rowSpan={2} sx={{ ...headCell, ...stickySelect }} data-no-print>
            <Checkbox
              checked={rowCount > 0 && selectedCount === rowCount}
              indeterminate={selectedCount > 0 && selectedCount < rowCount}
              disabled={rowCount === 0}
              onChange={(event) => onSelectAll(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('documentStatus.selectAll') } }}
              sx={{ p: '10px' }}
            />
          </TableCell>
        ) : null}
        <SortHeaderCell
          label={t('documentStatus.columns.sponsor')}
          order={order}
          onSort={onSort}
          rowSpan={2}
          sticky={stickySponsor}
        />
        <TableCell sx={headCell} scope="col" rowSpan={2}>
          {t('documentStatus.columns.school')}
        </TableCell>
        <TableCell scope="col" rowSpan={2} sx={{ ...headCell, minWidth: 180 }}>
          {t('documentStatus.columns.students')}
        </TableCell>
        {columns.agreements.length > 0 ? (
          <TableCell scope="colgroup" colSpan={columns.agreements.length} sx={groupHeadCell}>
            {t('documentStatus.columns.agreements')}
          </TableCell>
        ) : null}
        {columns.parentAgreement ? (
          <TableCell scope="col" rowSpan={2} sx={{ ...headCell, textAlign: 'center' }}>
            {t('documentStatus.columns.parentAgreement')}
          </TableCell>
        ) : null}
        <TableCell scope="col" rowSpan={2} sx={{ ...headCell, textAlign: 'center' }}>
          {t('documentStatus.columns.photo')}
        </TableCell>
        {hasLetters ? (
          <TableCell scope="colgroup" colSpan={columns.letters.length} sx={groupHeadCell}>
            {t('documentStatus.columns.lettersSent')}
          </TableCell>
        ) : null}
        {hasLetters ? (
          <TableCell scope="colgroup" colSpan={columns.letters.length} sx={groupHeadCell}>
            {t('documentStatus.columns.lettersAnswered')}
          </TableCell>
        ) : null}
      </TableRow>
      <DocumentHeaderRow columns={columns} />
    </TableHead>
  );
}

/** The second line: each agreement, then each letter sent and answered, with its due date. */
function DocumentHeaderRow({ columns }: { columns: DocumentStatusColumns }) {
  return (
    <TableRow>
      {columns.agreements.map((agreement) => (
        <TableCell
          key={agreement.key}
          scope="col"
          sx={{ ...headCell, textAlign: 'center', minWidth: 96 }}
        >
          {agreement.title}
        </TableCell>
      ))}
      {columns.letters.map((letter) => (
        <TableCell
          key={`sent-${letter.number}`}
          scope="col"
          sx={{ ...headCell, textAlign: 'center', minWidth: 96 }}
        >
          {letter.title}
          <DueLine date={letter.dueDate} />
        </TableCell>
      ))}
      {columns.letters.map((letter) => (
        <TableCell
          key={`answered-${letter.number}`}
          scope="col"
          sx={{ ...headCell, textAlign: 'center', minWidth: 96 }}
        >
          {letter.title}
          <DueLine date={letter.answerDueDate} />
        </TableCell>
      ))}
    </TableRow>
  );
}

/** A letter's due date under its title (or that it has none). */
function DueLine({ date }: { date: string | null }) {
  const { t } = useDocumentStatusTranslation();
  const format = useFormat();
  /** A YYYY-MM-DD day in the active locale (as sent, should it not be a day). */
  const dayOf = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? format.day(day) : day;
  return (
    <Typography
      component="span"
      variant="caption"
      sx={{ display: 'block', color: 'text.secondary', fontWeight: 400 }}
    >
      {date
        ? t('documentStatus.columns.due', { date: dayOf(date) })
        : t('documentStatus.columns.noDueDate')}
    </Typography>
  );
}
