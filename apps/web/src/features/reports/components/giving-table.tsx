// The giving report's table: a row per sponsor (their school, what their pages received this
// year and the year before, with the number of gifts), sorted on the server by name.
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatMoney, type SponsorGiving, type SponsorGivingSortField } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
import { headCell, ReportGrid, stickyFirstColumn } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useReportsTranslation } from '../i18n';
import { SortHeadCell } from './sort-head-cell';

const amountCell = { textAlign: 'right', whiteSpace: 'nowrap' } as const;

export function GivingTable({
  caption,
  rows,
  currency,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: SponsorGiving[];
  currency: string;
  order: SortOrder;
  onSort: (field: SponsorGivingSortField) => void;
  isBusy?: boolean;
}) {
  const { t } = useReportsTranslation();
  const { language } = useFormat();
  const given = (giving: SponsorGiving['thisYear']) =>
    t('giving.gifts', {
      count: giving.gifts,
      amount: formatMoney(giving.amountCents, currency, language),
    });
  return (
    <ReportGrid
      caption={caption}
      hint={t('common.scrollHint')}
      testId="giving-table"
      isBusy={isBusy}
    >
      <TableHead>
        <TableRow>
          <SortHeadCell
            field="sponsor"
            label={t('giving.columns.sponsor')}
            sort="sponsor"
            order={order}
            onSort={onSort}
          />
          <TableCell scope="col" sx={headCell}>
            {t('giving.columns.school')}
          </TableCell>
          <TableCell scope="col" sx={{ ...headCell, textAlign: 'right' }}>
            {t('giving.columns.thisYear')}
          </TableCell>
          <TableCell scope="col" sx={{ ...headCell, textAlign: 'right' }}>
            {t('giving.columns.lastYear')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.sponsor.id} data-testid="giving-row">
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              {row.sponsor.fullName}
            </TableCell>
            <TableCell>{row.school.name}</TableCell>
            <TableCell sx={amountCell}>{given(row.thisYear)}</TableCell>
            <TableCell sx={amountCell}>{given(row.lastYear)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportGrid>
  );
}
