// The grid: a row per sponsor (the sponsor's name is the row's header and stays in view while
// the grid scrolls sideways on a phone), their school and students, then a cell per required
// document, grouped under two-line headers (a letter's title and its due date). Each cell says
// its state in words to screen readers; a checkbox per row (and one for the page) selects
// sponsors for reminders. Plain table semantics: caption, column groups, th scope.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import type { DocumentCellState, DocumentStatusColumns, DocumentStatusRow } from '@portal/shared';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  centredCell,
  groupHeadCell,
  headCell,
  ReportGrid,
  SortHeaderCell,
  StateMark,
  stickyFirstColumn,
} from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useDocumentStatusTranslation } from '../i18n';
import { STATE_LOOKS } from './cell-state';

/** The width of the selection column; the sponsor column sticks right after it. */
const SELECT_WIDTH = 52;

/** Sticky cells are opaque; on a selected row they show the row's highlight over it. */
const selectedSticky = {
  '.Mui-selected > &': {
    backgroundImage: (theme: Theme) => {
      const tint = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
      return `linear-gradient(${tint}, ${tint})`;
    },
  },
} as const;
const stickySelect = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  width: SELECT_WIDTH,
  minWidth: SELECT_WIDTH,
  bgcolor: 'background.paper',
  p: 0,
  textAlign: 'center',
  ...selectedSticky,
} as const;
/** The sponsor column sticks right after the selection column (at the edge on paper). */
const stickySponsor = {
  ...stickyFirstColumn,
  left: SELECT_WIDTH,
  '@media print': { left: 0 },
  ...selectedSticky,
} as const;

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
  const format = useFormat();
  const word = (state: DocumentCellState) => t(`documentStatus.states.${state}`);
  const allIds = rows.map((row) => row.sponsor.id);
  const selectedOnPage = allIds.filter((id) => selected.has(id)).length;
  const hasLetters = columns.letters.length > 0;

  function toggle(id: number) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  }

  /** A YYYY-MM-DD day in the active locale (as sent, should it not be a day). */
  function dayOf(date: string): string {
    return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date))
      ? format.day(date)
      : date;
  }

  function dueLine(date: string | null): ReactNode {
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
      <TableHead>
        <TableRow>
          {isSelectable ? (
            <TableCell rowSpan={2} sx={{ ...headCell, ...stickySelect }} data-no-print>
              <Checkbox
                checked={rows.length > 0 && selectedOnPage === rows.length}
                indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
                disabled={rows.length === 0}
                onChange={(event) =>
                  onSelectedChange(event.target.checked ? new Set(allIds) : new Set())
                }
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
              {dueLine(letter.dueDate)}
            </TableCell>
          ))}
          {columns.letters.map((letter) => (
            <TableCell
              key={`answered-${letter.number}`}
              scope="col"
              sx={{ ...headCell, textAlign: 'center', minWidth: 96 }}
            >
              {letter.title}
              {dueLine(letter.answerDueDate)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const isSelected = selected.has(row.sponsor.id);
          return (
            <TableRow key={row.sponsor.id} selected={isSelected} data-testid="status-row">
              {isSelectable ? (
                <TableCell sx={stickySelect} data-no-print>
                  <Checkbox
                    checked={isSelected}
                    onChange={() => toggle(row.sponsor.id)}
                    slotProps={{
                      input: {
                        'aria-label': t('documentStatus.selectRow', {
                          name: row.sponsor.fullName,
                        }),
                      },
                    }}
                    sx={{ p: '10px' }}
                  />
                </TableCell>
              ) : null}
              <TableCell component="th" scope="row" sx={stickySponsor}>
                {row.sponsor.fullName}
                {row.outstanding > 0 ? (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    {t('documentStatus.outstanding', { count: row.outstanding })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ minWidth: 110 }}>{row.school.name}</TableCell>
              <TableCell>
                {row.students.length === 0 ? (
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('documentStatus.columns.noStudents')}
                  </Typography>
                ) : (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {row.students.map((student) => (
                      <li key={student.id}>
                        {t('documentStatus.columns.studentVillage', {
                          name: student.fullName,
                          village: student.village.name,
                        })}
                      </li>
                    ))}
                  </Box>
                )}
              </TableCell>
              {columns.agreements.map((agreement) => {
                const state =
                  row.agreements.find((cell) => cell.key === agreement.key)?.state ?? 'notNeeded';
                return (
                  <TableCell key={agreement.key} sx={centredCell}>
                    <StateMark
                      looks={STATE_LOOKS}
                      state={state}
                      label={t('documentStatus.cell.agreement', {
                        title: agreement.title,
                        state: word(state),
                      })}
                    />
                  </TableCell>
                );
              })}
              {columns.parentAgreement ? (
                <TableCell sx={centredCell}>
                  <StateMark
                    looks={STATE_LOOKS}
                    state={row.parentAgreement}
                    label={t('documentStatus.cell.parentAgreement', {
                      state: word(row.parentAgreement),
                    })}
                  />
                </TableCell>
              ) : null}
              <TableCell sx={centredCell}>
                <StateMark
                  looks={STATE_LOOKS}
                  state={row.photo}
                  label={t('documentStatus.cell.photo', { state: word(row.photo) })}
                />
              </TableCell>
              {columns.letters.map((letter) => {
                const state = row.sent[letter.number - 1] ?? 'notNeeded';
                return (
                  <TableCell key={`sent-${letter.number}`} sx={centredCell}>
                    <StateMark
                      looks={STATE_LOOKS}
                      state={state}
                      label={t('documentStatus.cell.sent', {
                        number: letter.number,
                        state: word(state),
                      })}
                    />
                  </TableCell>
                );
              })}
              {columns.letters.map((letter) => {
                const state = row.answered[letter.number - 1] ?? 'notNeeded';
                return (
                  <TableCell key={`answered-${letter.number}`} sx={centredCell}>
                    <StateMark
                      looks={STATE_LOOKS}
                      state={state}
                      label={t('documentStatus.cell.answered', {
                        number: letter.number,
                        state: word(state),
                      })}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </ReportGrid>
  );
}
