// The reports area's screens (the catalogue is the seed's PATHS.reports; the dashboard links to
// the letters, students waiting and lapsed sponsors reports, so theirs are in config/paths.ts).
import { PATHS } from '../../config/paths';

export const REPORT_SCREEN_PATHS = {
  sponsorship: `${PATHS.reports}/sponsorship`,
  waitingStudents: PATHS.reportWaitingStudents,
  lapsedSponsors: PATHS.reportLapsedSponsors,
  giving: `${PATHS.reports}/giving`,
  letters: PATHS.reportLetters,
} as const;
