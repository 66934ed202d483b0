// The reports area's own screens (the catalogue is the seed's PATHS.reports; the letters report,
// which the dashboard links to, is in PATHS too).
import { PATHS } from '../../config/paths';

export const REPORT_SCREEN_PATHS = {
  sponsorship: `${PATHS.reports}/sponsorship`,
  waitingStudents: `${PATHS.reports}/students_waiting`,
  lapsedSponsors: `${PATHS.reports}/lapsed_sponsors`,
  giving: `${PATHS.reports}/giving`,
  letters: PATHS.lettersReport,
} as const;
