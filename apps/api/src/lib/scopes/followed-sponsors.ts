// The sponsors a coordinator follows in the year's sponsor reports (document status, attendance,
// completion): those of their schools, and those with a current sponsorship of a student in one
// of their villages. One rule, so the reports always agree on who an admin sees.
import { sql, type SQL } from 'drizzle-orm';
import type { Area } from '@portal/shared';
import { sponsors, sponsorships, students } from '../../db/schema/index';
import type { AuthContext } from '../auth-context';
import { scopeCondition } from './scope';

/** Undefined when the caller is not scoped in `area` (they follow every sponsor). */
export function followedSponsorsCondition(auth: AuthContext, area: Area): SQL | undefined {
  const bySchool = scopeCondition(auth, area, { school: sponsors.schoolId });
  if (bySchool === undefined) return undefined;
  const byVillage = scopeCondition(auth, area, { village: students.villageId });
  return sql`(${bySchool} or exists (select 1 from ${sponsorships} inner join ${students} on ${students.id} = ${sponsorships.studentId} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.endedAt} is null and ${byVillage}))`;
}
