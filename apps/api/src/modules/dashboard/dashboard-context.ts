// What the dashboard's use cases work with: the database and the services of the areas whose
// figures it shows (never their tables: each area counts its own).
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AgreementsService } from '../agreements/agreements.service';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { DonationsService } from '../donations/donations.service';
import type { LettersService } from '../letters/letters.service';
import type { MeetingsService } from '../meetings/meetings.service';
import type { EventsService } from '../events/events.service';
import type { LeadershipReportsService } from '../leadership-reports/leadership-reports.service';
import type { findAvailableYear, findPreviousYear } from '../periods/periods.service';
import type { ReportsService } from '../reports/reports.service';
import type { SponsorsService } from '../sponsors/sponsors.service';
import type { StudentsService } from '../students/students.service';

export interface DashboardContext {
  db: Database;
  /** Which of a sponsor's meetings has started. */
  clock: Clock;
  /** The students' figures, and a sponsor's own students as they see them. */
  students: Pick<StudentsService, 'figures' | 'list'>;
  sponsors: Pick<SponsorsService, 'figures' | 'listFigures'>;
  letters: Pick<LettersService, 'coordinatorFigures' | 'overview'>;
  periods: {
    findAvailableYear: typeof findAvailableYear;
    findPreviousYear: typeof findPreviousYear;
  };
  reports: Pick<ReportsService, 'longestWaitingStudents' | 'lapsedSponsors'>;
  /** The year's money (coordinators) and a sponsor's donation pages' progress. */
  donations: Pick<DonationsService, 'yearTotals' | 'pageProgress'>;
  events: Pick<EventsService, 'list'>;
  leadershipReports: Pick<LeadershipReportsService, 'attendanceFigures' | 'completionFigures'>;
  agreements: Pick<AgreementsService, 'missingTexts'>;
  /** A sponsor's meetings of the year and their attendance. */
  meetings: Pick<MeetingsService, 'mine'>;
  /** A sponsor's assessments of the year. */
  assessments: Pick<AssessmentsService, 'mine'>;
}
