// The coordinators' dashboard (super and global admins: the whole programme; an admin: their
// schools and villages): each figure asked of the area that owns it, which counts it as its own
// list does, so that a figure and the list behind it agree.
import type { CoordinatorDashboard } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { programmeFigures } from './coordinator-programme';
import type { DashboardContext } from './dashboard-context';

export async function coordinatorDashboard(
  context: DashboardContext,
  auth: AuthContext,
): Promise<CoordinatorDashboard> {
  const { db, students, sponsors, letters, periods } = context;
  const year = (await periods.findAvailableYear(db)) ?? null;
  // Each figure is its own read: asked at once, the answer takes as long as the slowest.
  const counting = students.figures(auth);
  // One fundraising page per current sponsorship: a student with two sponsors has two.
  const pages = counting.then(({ bySponsors: { one, two, three } }) => one + 2 * two + 3 * three);
  const [studentFigures, sponsorFigures, letterFigures, programme] = await Promise.all([
    counting,
    sponsors.figures(auth),
    letters.coordinatorFigures(auth, year),
    programmeFigures(context, auth, year, pages),
  ]);
  return {
    view: 'coordinator',
    year: year && { id: year.id, name: year.name },
    students: studentFigures,
    sponsors: { ...sponsorFigures, ...programme.sponsors },
    letters: letterFigures,
    longestWaiting: programme.longestWaiting,
    money: programme.money,
    events: programme.events,
    leadership: programme.leadership,
    actions: programme.actions,
  };
}
