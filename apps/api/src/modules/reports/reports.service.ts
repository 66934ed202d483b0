// The reports of the catalogue (`app.reports`): the sponsorship report (who sponsors whom in the
// year, and the places free per village) and the students waiting report (active students
// without a sponsor, longest waiting first) and the lapsed sponsors report (last year's sponsors
// without a sponsorship now, and why) and the giving report (gifts to each sponsor's pages this
// year and the year before) and the letters report (per letter and direction: sent, in review,
// late), a page at a time, and their exports. Each use case
// is its own file; this binds them to the area's context (reports-context.ts). The data is the
// sponsorship area's, the yearly cycle's, donations' and letters', read through their services.
import { bindUseCases } from '../../lib/use-cases';
import { giving, givingExport } from './giving-report';
import { lapsedSponsors, lapsedSponsorsExport } from './lapsed-sponsors-report';
import { lettersReport, lettersReportExport } from './letters-report';
import { today, type ReportsServiceDeps } from './reports-context';
import { sponsorshipReport, sponsorshipReportExport } from './sponsorship-report';
import {
  longestWaitingStudents,
  waitingStudents,
  waitingStudentsExport,
} from './waiting-students-report';

export type { ReportsServiceDeps } from './reports-context';

export function createReportsService(deps: ReportsServiceDeps) {
  return bindUseCases(deps, {
    sponsorshipReport,
    sponsorshipReportExport,
    waitingStudents,
    waitingStudentsExport,
    longestWaitingStudents,
    lapsedSponsors,
    lapsedSponsorsExport,
    giving,
    givingExport,
    lettersReport,
    lettersReportExport,
    today,
  });
}

export type ReportsService = ReturnType<typeof createReportsService>;
