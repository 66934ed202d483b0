// A sponsor's or a student's dashboard: their own year, from their letters' overview (the same
// due dates and states as their letters screen): whom they write to now, what is due or late,
// and what arrived unread.
import type { LetterOverview, ParticipantDashboard } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { DashboardContext } from './dashboard-context';

function countSlots(overview: LetterOverview, state: 'due' | 'late'): number {
  return overview.sponsorships
    .filter((sponsorship) => sponsorship.active)
    .flatMap((sponsorship) => sponsorship.letters)
    .filter((slot) => slot.dueState === state).length;
}

export async function participantDashboard(
  { letters }: DashboardContext,
  auth: AuthContext,
): Promise<ParticipantDashboard> {
  const overview = await letters.overview(auth, undefined);
  return {
    view: auth.role === 'STUDENT' ? 'student' : 'sponsor',
    year: overview.period,
    partners: overview.sponsorships.filter((sponsorship) => sponsorship.active).length,
    letters: {
      due: countSlots(overview, 'due'),
      late: countSlots(overview, 'late'),
      unread: overview.unread,
    },
  };
}
