// A sponsor's or a student's dashboard: their own year, from their letters' overview (the same
// due dates and states as their letters screen): whom they write to now, what is due or late,
// what arrived unread, and per partner the letters each way and the next one to write; for a
// sponsor, their school's meetings of the year (the next one and how many they attended).
import type {
  LetterOverview,
  ParticipantDashboard,
  PartnerLetters,
  SponsorMeetings,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import type { DashboardContext } from './dashboard-context';

type OverviewSponsorship = LetterOverview['sponsorships'][number];

function countSlots(overview: LetterOverview, state: 'due' | 'late'): number {
  return overview.sponsorships
    .filter((sponsorship) => sponsorship.active)
    .flatMap((sponsorship) => sponsorship.letters)
    .filter((slot) => slot.dueState === state).length;
}

function partnerLetters(sponsorship: OverviewSponsorship): PartnerLetters {
  const { letters } = sponsorship;
  const next = letters.find((slot) => slot.dueState === 'due' || slot.dueState === 'late');
  return {
    sponsorshipId: sponsorship.sponsorshipId,
    name: sponsorship.other.firstName,
    received: letters.filter((slot) => slot.theirs !== null).length,
    sent: letters.filter((slot) => slot.dueState === 'sent').length,
    next: next
      ? { number: next.number, dueDate: next.myDueDate, isLate: next.dueState === 'late' }
      : null,
  };
}

/** The sponsor's meetings; null when they have no sponsor record (nothing to count). */
async function sponsorMeetings(
  { meetings, clock }: DashboardContext,
  auth: AuthContext,
): Promise<SponsorMeetings | null> {
  const mine = await meetings.mine(auth).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
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

export async function participantDashboard(
  context: DashboardContext,
  auth: AuthContext,
): Promise<ParticipantDashboard> {
  const isStudent = auth.role === 'STUDENT';
  const [overview, meetings] = await Promise.all([
    context.letters.overview(auth, undefined),
    isStudent ? null : sponsorMeetings(context, auth),
  ]);
  const active = overview.sponsorships.filter((sponsorship) => sponsorship.active);
  return {
    view: isStudent ? 'student' : 'sponsor',
    year: overview.period,
    partners: active.length,
    letters: {
      due: countSlots(overview, 'due'),
      late: countSlots(overview, 'late'),
      unread: overview.unread,
    },
    partnerLetters: active.map(partnerLetters),
    meetings,
  };
}
