// The sponsorship report's table: a row per current sponsorship (the student, their village and
// school, the sponsor and their school, since when), sorted on the server by the student, the
// sponsor or the start.
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SponsorshipReportRow, SponsorshipReportSortField } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
import { headCell, ReportGrid, stickyFirstColumn } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useReportsTranslation } from '../i18n';
import { SortHeadCell } from './sort-head-cell';

export function SponsorshipTable({
  caption,
  rows,
  sort,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: SponsorshipReportRow[];
  sort: SponsorshipReportSortField;
  order: SortOrder;
  onSort: (field: SponsorshipReportSortField) => void;
  isBusy?: boolean;
}) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const sortable = { sort, order, onSort };
  return (
    <ReportGrid
      caption={caption}
      hint={t('common.scrollHint')}
      testId="sponsorship-table"
      isBusy={isBusy}
    >
      <TableHead>
        <TableRow>
          <SortHeadCell field="student" label={t('sponsorship.columns.student')} {...sortable} />
          <TableCell scope="col" sx={headCell}>
            {t('sponsorship.columns.village')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('sponsorship.columns.studentSchool')}
          </TableCell>
          <SortHeadCell field="sponsor" label={t('sponsorship.columns.sponsor')} {...sortable} />
          <TableCell scope="col" sx={headCell}>
            {t('sponsorship.columns.sponsorSchool')}
          </TableCell>
          <SortHeadCell field="startedAt" label={t('sponsorship.columns.since')} {...sortable} />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="sponsorship-row">
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              {row.student.fullName}
            </TableCell>
            <TableCell>{row.village.name}</TableCell>
            <TableCell>{row.studentSchool?.name ?? '—'}</TableCell>
            <TableCell>{row.sponsor.fullName}</TableCell>
            <TableCell>{row.sponsorSchool.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(new Date(row.since))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportGrid>
  );
}
