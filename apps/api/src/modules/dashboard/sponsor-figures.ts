// A sponsor's own figures beside their letters, each asked of the area that owns it: their
// school's meetings of the year (the next one, how many they attended of those held), their
// assessments submitted of the five, and their donation pages' progress toward the goal. A
// sponsor account without a sponsor record has none of them (null), rather than an error.
import type { SponsorAssessments, SponsorMeetings } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import type { DashboardContext } from './dashboard-context';

/** Each page with its student's id and public link, which the student cards use. */
type DonationPagesProgress = Awaited<ReturnType<DashboardContext['donations']['pageProgress']>>;

export interface SponsorFigures {
  meetings: SponsorMeetings | null;
  assessments: SponsorAssessments | null;
  donationPages: DonationPagesProgress | null;
}

export const NO_SPONSOR_FIGURES: SponsorFigures = {
  meetings: null,
  assessments: null,
  donationPages: null,
};

/** The answer, or null when the area finds no sponsor record of the caller (404). */
function unlessNotFound<Value>(read: Promise<Value>): Promise<Value | null> {
  return read.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
}

async function sponsorMeetings(
  { meetings, clock }: DashboardContext,
  auth: AuthContext,
): Promise<SponsorMeetings | null> {
  const mine = await unlessNotFound(meetings.mine(auth));
  if (!mine) return null;
  const now = clock.now().getTime();
  const upcoming = mine.meetings
    .filter((meeting) => Date.parse(meeting.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))[0];
  return {
    next: upcoming ? { id: upcoming.id, startsAt: upcoming.startsAt, place: upcoming.place } : null,
    attended: mine.attended,
    held: mine.meetings.filter((meeting) => Date.parse(meeting.startsAt) <= now).length,
  };
}

async function sponsorAssessments(
  { assessments }: DashboardContext,
  auth: AuthContext,
): Promise<SponsorAssessments | null> {
  const mine = await unlessNotFound(assessments.mine(auth));
  if (!mine?.year) return null;
  return { submitted: mine.submitted, total: mine.parts.length };
}

export async function sponsorFigures(
  context: DashboardContext,
  auth: AuthContext,
): Promise<SponsorFigures> {
  const [meetings, assessments, donationPages] = await Promise.all([
    sponsorMeetings(context, auth),
    sponsorAssessments(context, auth),
    unlessNotFound(context.donations.pageProgress(auth)),
  ]);
  return { meetings, assessments, donationPages };
}
