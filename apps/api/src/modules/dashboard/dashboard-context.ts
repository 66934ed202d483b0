// What the dashboard's use cases work with: the database and the services of the areas whose
// figures it shows (never their tables: each area counts its own).
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AssessmentsService } from '../assessments/assessments.service';
import type { DonationsService } from '../donations/donations.service';
import type { LettersService } from '../letters/letters.service';
import type { MeetingsService } from '../meetings/meetings.service';
import type { findAvailableYear } from '../periods/periods.service';
import type { SponsorsService } from '../sponsors/sponsors.service';
import type { StudentsService } from '../students/students.service';

export interface DashboardContext {
  db: Database;
  /** Which of a sponsor's meetings has started. */
  clock: Clock;
  students: Pick<StudentsService, 'figures'>;
  sponsors: Pick<SponsorsService, 'figures'>;
  letters: Pick<LettersService, 'coordinatorFigures' | 'overview'>;
  periods: { findAvailableYear: typeof findAvailableYear };
  /** A sponsor's meetings of the year and their attendance. */
  meetings: Pick<MeetingsService, 'mine'>;
  /** A sponsor's assessments of the year. */
  assessments: Pick<AssessmentsService, 'mine'>;
  /** A sponsor's donation pages' progress. */
  donations: Pick<DonationsService, 'pageProgress'>;
}
