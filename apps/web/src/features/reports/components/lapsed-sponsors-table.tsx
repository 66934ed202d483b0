// The lapsed sponsors report's table: a row per sponsor of the year before without a current
// sponsorship (their name and e-mail, school, how many students they sponsored then, when and why
// the last one ended, and their answer to this year's recommitment request), sorted on the server
// by name or by when it ended.
import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LapsedSponsor, LapsedSponsorSortField } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
import { headCell, ReportGrid, stickyFirstColumn } from '../../../components/report';
import { useFormat } from '../../../lib/format';
import { useReportsTranslation } from '../i18n';
import { SortHeadCell } from './sort-head-cell';

/** "Changed their mind: No time", "Recommitted", or "Not asked". */
function useAnswerWords() {
  const { t } = useReportsTranslation();
  return (answer: LapsedSponsor['recommitment']): string => {
    if (!answer) return t('lapsed.noAnswer');
    const state = t(`lapsed.states.${answer.state}`);
    return answer.reason ? `${state}: ${t(`lapsed.reasons.${answer.reason}`)}` : state;
  };
}

export function LapsedSponsorsTable({
  caption,
  rows,
  sort,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: LapsedSponsor[];
  sort: LapsedSponsorSortField;
  order: SortOrder;
  onSort: (field: LapsedSponsorSortField) => void;
  isBusy?: boolean;
}) {
  const { t } = useReportsTranslation();
  const format = useFormat();
  const answerWords = useAnswerWords();
  const sortable = { sort, order, onSort };
  return (
    <ReportGrid
      caption={caption}
      hint={t('common.scrollHint')}
      testId="lapsed-sponsors-table"
      isBusy={isBusy}
    >
      <TableHead>
        <TableRow>
          <SortHeadCell field="sponsor" label={t('lapsed.columns.sponsor')} {...sortable} />
          <TableCell scope="col" sx={headCell}>
            {t('lapsed.columns.school')}
          </TableCell>
          <TableCell scope="col" sx={{ ...headCell, textAlign: 'right' }}>
            {t('lapsed.columns.previous')}
          </TableCell>
          <SortHeadCell field="ended" label={t('lapsed.columns.ended')} {...sortable} />
          <TableCell scope="col" sx={headCell}>
            {t('lapsed.columns.endReason')}
          </TableCell>
          <TableCell scope="col" sx={headCell}>
            {t('lapsed.columns.answer')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="lapsed-sponsor-row">
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              {row.fullName}
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {row.email}
              </Box>
            </TableCell>
            <TableCell>{row.school.name}</TableCell>
            <TableCell sx={{ textAlign: 'right' }}>
              {format.number(row.previousSponsorships)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {row.lastEndedAt ? format.date(new Date(row.lastEndedAt)) : t('lapsed.stillCurrent')}
            </TableCell>
            <TableCell>
              {row.endReason ? t(`sponsorshipEndReasons.${row.endReason}`) : '—'}
            </TableCell>
            <TableCell>{answerWords(row.recommitment)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportGrid>
  );
}
