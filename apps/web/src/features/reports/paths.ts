// The reports area's own screens, which no other feature links to (the catalogue is the seed's
// PATHS.reports).
import { PATHS } from '../../config/paths';

export const REPORT_SCREEN_PATHS = {
  sponsorship: `${PATHS.reports}/sponsorship`,
  waitingStudents: `${PATHS.reports}/students_waiting`,
  lapsedSponsors: `${PATHS.reports}/lapsed_sponsors`,
  giving: `${PATHS.reports}/giving`,
  letters: `${PATHS.reports}/letters`,
} as const;
