// The attendance grid: a row per sponsor (the name is the row's header and stays in view while
// the grid scrolls sideways on a phone), their school, a cell per meeting that says its state in
// words to screen readers, and the meetings attended of ten. Plain table semantics: caption,
// a column group for the meetings, th scope.
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { MEETING_COUNT, MEETING_KINDS, type AttendanceReportRow } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
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
import { useLeadershipReportsTranslation } from '../i18n';
import { STATE_LOOKS } from './attendance-cell';

export function AttendanceGrid({
  caption,
  rows,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: AttendanceReportRow[];
  order: SortOrder;
  onSort: () => void;
  isBusy?: boolean;
}) {
  const { t } = useLeadershipReportsTranslation();
  const meetingNames = MEETING_KINDS.map((kind) => t(`meetingKinds.${kind}`));

  return (
    <ReportGrid
      caption={caption}
      hint={t('reports.scrollHint')}
      testId="attendance-grid"
      isBusy={isBusy}
    >
      <colgroup>
        <col />
        <col />
      </colgroup>
      <colgroup span={MEETING_COUNT} />
      <colgroup span={1} />
      <TableHead>
        <TableRow>
          <SortHeaderCell
            label={t('reports.columns.sponsor')}
            order={order}
            onSort={onSort}
            rowSpan={2}
          />
          <TableCell scope="col" rowSpan={2} sx={headCell}>
            {t('reports.columns.school')}
          </TableCell>
          <TableCell scope="colgroup" colSpan={MEETING_COUNT} sx={groupHeadCell}>
            {t('attendance.columns.meetings')}
          </TableCell>
          <TableCell scope="col" rowSpan={2} sx={groupHeadCell}>
            {t('attendance.columns.attended')}
          </TableCell>
        </TableRow>
        <TableRow>
          {meetingNames.map((name) => (
            <TableCell
              key={name}
              scope="col"
              sx={{ ...headCell, textAlign: 'center', minWidth: 76 }}
            >
              {name}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <AttendanceRow key={row.sponsor.id} row={row} meetingNames={meetingNames} />
        ))}
      </TableBody>
    </ReportGrid>
  );
}

function AttendanceRow({
  row,
  meetingNames,
}: {
  row: AttendanceReportRow;
  meetingNames: string[];
}) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  return (
    <TableRow data-testid="attendance-row">
      <TableCell component="th" scope="row" sx={stickyFirstColumn}>
        {row.sponsor.fullName}
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{row.school.name}</TableCell>
      {row.meetings.map((state, index) => {
        const meeting = meetingNames[index] ?? format.number(index + 1);
        return (
          <TableCell key={index} sx={centredCell}>
            <StateMark
              looks={STATE_LOOKS}
              state={state}
              label={t('attendance.cell', {
                meeting,
                state: t(`attendance.states.${state}`),
              })}
            />
          </TableCell>
        );
      })}
      <TableCell sx={{ ...centredCell, fontWeight: 600 }}>
        {t('attendance.attendedOf', {
          attended: format.number(row.attended),
          total: format.number(MEETING_COUNT),
        })}
      </TableCell>
    </TableRow>
  );
}
