// The head of a coordinator's screen of one sponsor's assessments: the sponsor's name, school
// and record, the year to read and how many parts of it are submitted.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Assessments } from '@portal/shared';
import { YearFilter, type YearChoice } from '../../../components/report';
import { buildPath, PATHS } from '../../../config/paths';
import { useAssessmentsTranslation } from '../i18n';
import { SubmittedProgress } from './submitted-progress';

export function SponsorAssessmentsHeader({
  data,
  years,
  onChooseYear,
}: {
  data: Assessments;
  years: YearChoice;
  onChooseYear: (chosen: string | undefined) => void;
}) {
  const { t } = useAssessmentsTranslation();
  const year = data.year;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {data.sponsor.fullName}
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary' }}>
            {t('assessments.review.school', { school: data.sponsor.school.name })}
          </Typography>
          <Link
            component={RouterLink}
            to={buildPath(PATHS.sponsorDetails, { id: data.sponsor.id })}
            variant="body2"
          >
            {t('assessments.review.openRecord')}
          </Link>
        </Box>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <YearFilter
            choice={years}
            label={t('assessments.review.yearFilter')}
            availableLabel={(name) =>
              name
                ? t('assessments.review.availableYear', { year: name })
                : t('assessments.review.availableYearUnknown')
            }
            onChange={onChooseYear}
          />
          {year ? <SubmittedProgress submitted={data.submitted} /> : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
