// A new year's requests counted by state, per sponsor's school, within what the caller reaches
// (an admin: the sponsors of their schools and the students of their villages and schools, as
// the sponsorships area scopes them; a sponsor: their own), and the reasons given for declining.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DeclineReason, RecommitmentState } from '@portal/shared';
import type { Database } from '../../db/client';
import { recommitments, schools, sponsors, students } from '../../db/schema/index';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { scopeCondition } from '../../lib/scopes/scope';

export const recommitmentVisibility = defineVisibility('sponsorship', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return eq(sponsors.userId, auth.userId);
  return scopeCondition(auth, 'sponsorship', {
    village: students.villageId,
    school: sponsors.schoolId,
  });
});

export interface StateCountRow {
  schoolId: number;
  schoolName: string;
  state: RecommitmentState;
  total: number;
}

function scoped(db: Database) {
  return db
    .select({
      schoolId: schools.id,
      schoolName: schools.name,
      state: recommitments.state,
      total: count(),
    })
    .from(recommitments)
    .innerJoin(sponsors, eq(sponsors.id, recommitments.sponsorId))
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .innerJoin(students, eq(students.id, recommitments.studentId));
}

export function countStatesBySchool(
  db: Database,
  visibility: Visibility<'sponsorship'>,
  yearId: number,
): Promise<StateCountRow[]> {
  return scoped(db)
    .where(and(eq(recommitments.periodId, yearId), visibility.condition))
    .groupBy(schools.id, schools.name, recommitments.state);
}

export function countReasons(
  db: Database,
  visibility: Visibility<'sponsorship'>,
  yearId: number,
): Promise<{ reason: DeclineReason | null; count: number }[]> {
  return db
    .select({ reason: recommitments.reason, count: count() })
    .from(recommitments)
    .innerJoin(sponsors, eq(sponsors.id, recommitments.sponsorId))
    .innerJoin(students, eq(students.id, recommitments.studentId))
    .where(
      and(
        eq(recommitments.periodId, yearId),
        eq(recommitments.state, 'declined'),
        visibility.condition,
      ),
    )
    .groupBy(recommitments.reason)
    .orderBy(desc(count()), sql`${recommitments.reason}`);
}
