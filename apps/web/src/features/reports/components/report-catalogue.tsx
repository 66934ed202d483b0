// /edrocks/reports: the catalogue of reports, grouped (sponsorship, the leadership curriculum,
// donations), each a card with its title (a link to the report's screen) and one line on what
// it shows. A report shows only to the roles that may open it, by the permission table; the
// reports other areas own (attendance, completion, document status, donations) are linked to,
// not copied.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { canSee, type Area } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { REPORT_SCREEN_PATHS } from '../paths';
import { useSession } from '../../../lib/session';
import { useReportsTranslation } from '../i18n';

type ReportId =
  | 'sponsorship'
  | 'waitingStudents'
  | 'lapsedSponsors'
  | 'letters'
  | 'attendance'
  | 'leadershipReport'
  | 'documentStatus'
  | 'giving'
  | 'donationsSummary'
  | 'donations';
type GroupId = 'sponsorship' | 'curriculum' | 'donations';

interface CatalogueEntry {
  id: ReportId;
  path: string;
  /** The area whose permission opens the report's screen. */
  area: Area;
}

const CATALOGUE: ReadonlyArray<{ group: GroupId; entries: readonly CatalogueEntry[] }> = [
  {
    group: 'sponsorship',
    entries: [
      { id: 'sponsorship', path: REPORT_SCREEN_PATHS.sponsorship, area: 'reports' },
      { id: 'waitingStudents', path: REPORT_SCREEN_PATHS.waitingStudents, area: 'reports' },
      { id: 'lapsedSponsors', path: REPORT_SCREEN_PATHS.lapsedSponsors, area: 'reports' },
      { id: 'letters', path: REPORT_SCREEN_PATHS.letters, area: 'reports' },
    ],
  },
  {
    group: 'curriculum',
    entries: [
      { id: 'attendance', path: PATHS.attendance, area: 'attendanceReport' },
      { id: 'leadershipReport', path: PATHS.leadershipReport, area: 'leadershipReport' },
      { id: 'documentStatus', path: PATHS.documentStatus, area: 'documentStatus' },
    ],
  },
  {
    group: 'donations',
    entries: [
      { id: 'giving', path: REPORT_SCREEN_PATHS.giving, area: 'reports' },
      { id: 'donationsSummary', path: PATHS.donationsSummary, area: 'donationsSummary' },
      { id: 'donations', path: PATHS.donations, area: 'donations' },
    ],
  },
];

export function ReportCatalogue() {
  const { t } = useReportsTranslation();
  const role = useSession().userData?.role;
  const groups = CATALOGUE.map(({ group, entries }) => ({
    group,
    entries: entries.filter((entry) => role !== undefined && canSee(role, entry.area)),
  })).filter(({ entries }) => entries.length > 0);

  return (
    <Box data-testid="report-catalogue">
      <Typography variant="body1" sx={{ mb: 2, color: 'text.secondary' }}>
        {t('catalogue.intro')}
      </Typography>
      {groups.map(({ group, entries }) => (
        <Box component="section" key={group} aria-labelledby={`reports-${group}`} sx={{ mb: 3 }}>
          <Typography id={`reports-${group}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`catalogue.groups.${group}`)}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' },
            }}
          >
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={entry.path} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                        {t(`catalogue.titles.${entry.id}`)}
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {t(`catalogue.descriptions.${entry.id}`)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
