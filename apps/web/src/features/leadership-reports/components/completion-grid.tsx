// The completion grid: a row per sponsor (the name, which opens their assessments, is the row's
// header and stays in view while the grid scrolls sideways), their school, meetings of 10,
// assessments of 5, letters of 4, the distinction (an award icon and the word) and what is
// still missing for it ("2 meetings, 1 assessment").
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { CompletionReportPage, CompletionReportRow } from '@portal/shared';
import type { SortOrder } from '../../../components/data-table';
import {
  centredCell,
  headCell,
  ReportGrid,
  SortHeaderCell,
  stickyFirstColumn,
} from '../../../components/report';
import { buildPath, PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useLeadershipReportsTranslation } from '../i18n';

type RequiredCounts = CompletionReportPage['required'];

/** "2 meetings, 1 assessment": what a sponsor still lacks, in the active language. */
export function useMissingWords() {
  const { t } = useLeadershipReportsTranslation();
  return (missing: CompletionReportRow['missing']): string => {
    const parts = [
      missing.meetings > 0 ? t('completion.missing.meetings', { count: missing.meetings }) : null,
      missing.assessments > 0
        ? t('completion.missing.assessments', { count: missing.assessments })
        : null,
      missing.letters > 0 ? t('completion.missing.letters', { count: missing.letters }) : null,
    ].filter((part): part is string => part !== null);
    return parts.length > 0 ? parts.join(', ') : t('completion.missing.none');
  };
}

export function CompletionGrid({
  caption,
  rows,
  required,
  periodId,
  order,
  onSort,
  isBusy = false,
}: {
  caption: string;
  rows: CompletionReportRow[];
  required: RequiredCounts;
  /** The year chosen in the filters, carried to the sponsor's assessments. */
  periodId: string | undefined;
  order: SortOrder;
  onSort: () => void;
  isBusy?: boolean;
}) {
  const { t } = useLeadershipReportsTranslation();
  const format = useFormat();
  const missingWords = useMissingWords();
  const linkHintId = useId();
  const ofTotal = (done: number, total: number) =>
    t('reports.ofTotal', { done: format.number(done), total: format.number(total) });
  const assessmentsPath = (sponsorId: number) => {
    const path = buildPath(PATHS.sponsorAssessments, { id: sponsorId });
    return periodId ? `${path}?periodId=${encodeURIComponent(periodId)}` : path;
  };

  return (
    <ReportGrid
      caption={caption}
      hint={t('reports.scrollHint')}
      testId="completion-grid"
      isBusy={isBusy}
      beside={
        <Box component="span" id={linkHintId} sx={{ display: 'none' }}>
          {t('completion.sponsorLinkHint')}
        </Box>
      }
    >
      <CompletionHead order={order} onSort={onSort} />
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.sponsor.id} data-testid="completion-row">
            <TableCell component="th" scope="row" sx={stickyFirstColumn}>
              <Link
                component={RouterLink}
                to={assessmentsPath(row.sponsor.id)}
                aria-describedby={linkHintId}
              >
                {row.sponsor.fullName}
              </Link>
            </TableCell>
            <TableCell sx={{ minWidth: 110 }}>{row.school.name}</TableCell>
            <TableCell sx={centredCell}>
              {ofTotal(row.meetingsAttended, required.meetings)}
            </TableCell>
            <TableCell sx={centredCell}>
              {ofTotal(row.assessmentsSubmitted, required.assessments)}
            </TableCell>
            <TableCell sx={centredCell}>{ofTotal(row.lettersSent, required.letters)}</TableCell>
            <DistinctionCell hasDistinction={row.hasDistinction} />
            <TableCell>{missingWords(row.missing)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ReportGrid>
  );
}

function CompletionHead({ order, onSort }: { order: SortOrder; onSort: () => void }) {
  const { t } = useLeadershipReportsTranslation();
  return (
    <TableHead>
      <TableRow>
        <SortHeaderCell label={t('reports.columns.sponsor')} order={order} onSort={onSort} />
        <TableCell scope="col" sx={headCell}>
          {t('reports.columns.school')}
        </TableCell>
        <TableCell scope="col" sx={{ ...headCell, textAlign: 'center' }}>
          {t('completion.columns.meetings')}
        </TableCell>
        <TableCell scope="col" sx={{ ...headCell, textAlign: 'center' }}>
          {t('completion.columns.assessments')}
        </TableCell>
        <TableCell scope="col" sx={{ ...headCell, textAlign: 'center' }}>
          {t('completion.columns.letters')}
        </TableCell>
        <TableCell scope="col" sx={{ ...headCell, textAlign: 'center' }}>
          {t('completion.columns.distinction')}
        </TableCell>
        <TableCell scope="col" sx={{ ...headCell, minWidth: 180 }}>
          {t('completion.columns.missing')}
        </TableCell>
      </TableRow>
    </TableHead>
  );
}

/** Whether the sponsor earned the distinction, in an icon and in words. */
function DistinctionCell({ hasDistinction }: { hasDistinction: boolean }) {
  const { t } = useLeadershipReportsTranslation();
  return (
    <TableCell sx={centredCell} data-distinction={hasDistinction}>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontWeight: hasDistinction ? 700 : 400,
          color: hasDistinction ? 'success.main' : 'text.secondary',
        }}
      >
        {hasDistinction ? (
          <EmojiEvents fontSize="small" aria-hidden />
        ) : (
          <RemoveCircleOutlineOutlined fontSize="small" aria-hidden />
        )}
        {hasDistinction ? t('completion.distinction.yes') : t('completion.distinction.no')}
      </Box>
    </TableCell>
  );
}
