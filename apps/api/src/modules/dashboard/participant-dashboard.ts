// A sponsor's or a student's dashboard: their own year, from their letters' overview (the same
// due dates and states as their letters screen): whom they write to now, what is due or late,
// what arrived unread, and per partner the letters each way and the next one to write; for a
// sponsor, their meetings, assessments and donation pages (sponsor-figures.ts) and a card per
// student (sponsor-student-cards.ts).
import type { LetterOverview, ParticipantDashboard, PartnerLetters } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { DashboardContext } from './dashboard-context';
import { NO_SPONSOR_FIGURES, sponsorFigures } from './sponsor-figures';
import { sponsorStudentCards } from './sponsor-student-cards';

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

export async function participantDashboard(
  context: DashboardContext,
  auth: AuthContext,
): Promise<ParticipantDashboard> {
  const isStudent = auth.role === 'STUDENT';
  const [overview, sponsor] = await Promise.all([
    context.letters.overview(auth, undefined),
    isStudent ? NO_SPONSOR_FIGURES : sponsorFigures(context, auth),
  ]);
  const active = overview.sponsorships.filter((sponsorship) => sponsorship.active);
  const partnerLetterList = active.map(partnerLetters);
  const myStudents = isStudent
    ? []
    : await sponsorStudentCards(
        context,
        auth,
        active,
        new Map(partnerLetterList.map((partner) => [partner.sponsorshipId, partner])),
        sponsor.donationPages,
      );
  return {
    view: isStudent ? 'student' : 'sponsor',
    year: overview.period,
    partners: active.length,
    letters: {
      due: countSlots(overview, 'due'),
      late: countSlots(overview, 'late'),
      unread: overview.unread,
    },
    partnerLetters: partnerLetterList,
    ...sponsor,
    myStudents,
  };
}
