// One sponsor's row of the grid: the selection checkbox, the sponsor's name (the row's header,
// with how many documents are outstanding), school and students, then a cell per required
// document that says its state in words to screen readers.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DocumentCellState, DocumentStatusColumns, DocumentStatusRow } from '@portal/shared';
import { centredCell, StateMark } from '../../../components/report';
import { useDocumentStatusTranslation } from '../i18n';
import { STATE_LOOKS } from './cell-state';
import { stickySelect, stickySponsor } from './status-grid-sticky';

export function StatusGridRow({
  row,
  columns,
  isSelectable,
  isSelected,
  onToggle,
}: {
  row: DocumentStatusRow;
  columns: DocumentStatusColumns;
  isSelectable: boolean;
  isSelected: boolean;
  onToggle: () => void;
}) {
  const { t } = useDocumentStatusTranslation();
  return (
    <TableRow selected={isSelected} data-testid="status-row">
      {isSelectable ? (
        <TableCell sx={stickySelect} data-no-print>
          <Checkbox
            checked={isSelected}
            onChange={onToggle}
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
        <StudentsList students={row.students} />
      </TableCell>
      <DocumentCells row={row} columns={columns} />
    </TableRow>
  );
}

/** The sponsor's students, each with their village. */
function StudentsList({ students }: { students: DocumentStatusRow['students'] }) {
  const { t } = useDocumentStatusTranslation();
  return students.length === 0 ? (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {t('documentStatus.columns.noStudents')}
    </Typography>
  ) : (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {students.map((student) => (
        <li key={student.id}>
          {t('documentStatus.columns.studentVillage', {
            name: student.fullName,
            village: student.village.name,
          })}
          {student.hasGuardianAuthorisation ? null : (
            <Typography
              component="span"
              variant="body2"
              sx={{ display: 'block', color: 'warning.dark', fontWeight: 500 }}
              data-testid="guardian-missing"
            >
              {t('documentStatus.columns.guardianMissing')}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

/** A cell per required document: agreements, parent agreement, photo, letters sent, answered. */
function DocumentCells({
  row,
  columns,
}: {
  row: DocumentStatusRow;
  columns: DocumentStatusColumns;
}) {
  const { t } = useDocumentStatusTranslation();
  const word = (state: DocumentCellState) => t(`documentStatus.states.${state}`);
  return (
    <>
      {columns.agreements.map((agreement) => {
        const state =
          row.agreements.find((cell) => cell.key === agreement.key)?.state ?? 'notNeeded';
        return (
          <StateCell
            key={agreement.key}
            state={state}
            label={t('documentStatus.cell.agreement', {
              title: agreement.title,
              state: word(state),
            })}
          />
        );
      })}
      {columns.parentAgreement ? (
        <StateCell
          state={row.parentAgreement}
          label={t('documentStatus.cell.parentAgreement', { state: word(row.parentAgreement) })}
        />
      ) : null}
      <StateCell
        state={row.photo}
        label={t('documentStatus.cell.photo', { state: word(row.photo) })}
      />
      {columns.letters.map((letter) => {
        const state = row.sent[letter.number - 1] ?? 'notNeeded';
        return (
          <StateCell
            key={`sent-${letter.number}`}
            state={state}
            label={t('documentStatus.cell.sent', { number: letter.number, state: word(state) })}
          />
        );
      })}
      {columns.letters.map((letter) => {
        const state = row.answered[letter.number - 1] ?? 'notNeeded';
        return (
          <StateCell
            key={`answered-${letter.number}`}
            state={state}
            label={t('documentStatus.cell.answered', {
              number: letter.number,
              state: word(state),
            })}
          />
        );
      })}
    </>
  );
}

function StateCell({ state, label }: { state: DocumentCellState; label: string }) {
  return (
    <TableCell sx={centredCell}>
      <StateMark looks={STATE_LOOKS} state={state} label={label} />
    </TableCell>
  );
}
