// The coordinators' dashboard (super and global admins: the whole programme; an admin: their
// schools and villages): each figure asked of the area that owns it, which counts it as its own
// list does, so that a figure and the list behind it agree.
import type { CoordinatorDashboard } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { DashboardContext } from './dashboard-context';

export async function coordinatorDashboard(
  { db, students, sponsors, letters, periods }: DashboardContext,
  auth: AuthContext,
): Promise<CoordinatorDashboard> {
  const year = (await periods.findAvailableYear(db)) ?? null;
  const studentFigures = await students.figures(auth);
  const sponsorFigures = await sponsors.figures(auth);
  const letterFigures = await letters.coordinatorFigures(auth, year);
  return {
    view: 'coordinator',
    year: year && { id: year.id, name: year.name },
    students: studentFigures,
    sponsors: sponsorFigures,
    letters: letterFigures,
  };
}
