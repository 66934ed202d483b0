// What the sponsors screen shows a role: the list to the admins, their own profile to a sponsor,
// their sponsors to a student. The screen draws by it, and its prefetch asks for that view's
// data.
import { isAdminRole, type Role } from '@portal/shared';

export type SponsorsView = 'list' | 'ownProfile' | 'mySponsors';

export function sponsorsViewOf(role: Role): SponsorsView {
  if (role === 'STUDENT') return 'mySponsors';
  return isAdminRole(role) ? 'list' : 'ownProfile';
}
