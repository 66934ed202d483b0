// The places still free per village in a year, for the reports' sponsorship report: each
// village's active students times the most sponsors a student may have, less those students'
// current sponsorships of the year. One grouped query over the students of the filters (the
// students' village index) with each student's sponsorships counted through the sponsorships'
// student index; it answers one row per village, never a row per student.
import { and, eq, sql } from 'drizzle-orm';
import { MAX_SPONSORS_PER_STUDENT, type VillagePlaces } from '@portal/shared';
import type { Database } from '../../db/client';
import { sponsorships, students, villages } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/** The students whose places the report counts: every one, or an admin's (their village or school). */
export const villagePlacesVisibility = defineVisibility('reportVillagePlaces', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'reports', {
    village: students.villageId,
    school: students.schoolId,
  });
});

export interface VillagePlacesFilters {
  periodId: number;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

export async function selectVillagePlaces(
  db: Database,
  visibility: Visibility<'reportVillagePlaces'>,
  filters: VillagePlacesFilters,
): Promise<VillagePlaces[]> {
  const current = sql<number>`(select count(*) from ${sponsorships} where ${sponsorships.studentId} = ${students.id} and ${sponsorships.periodId} = ${filters.periodId} and ${sponsorships.endedAt} is null)`;
  const rows = await db
    .select({
      id: villages.id,
      name: villages.name,
      students: sql<number>`count(*)::int`,
      sponsorships: sql<number>`coalesce(sum(${current}), 0)::int`,
    })
    .from(students)
    .innerJoin(villages, eq(villages.id, students.villageId))
    .where(
      and(
        visibility.condition,
        sql`${students.status} = 'active'`,
        filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
        filters.schoolId === undefined ? undefined : eq(students.schoolId, filters.schoolId),
      ),
    )
    .groupBy(villages.id, villages.name);
  return rows.map((row) => ({
    village: { id: row.id, name: row.name },
    students: row.students,
    sponsorships: row.sponsorships,
    freePlaces: Math.max(0, row.students * MAX_SPONSORS_PER_STUDENT - row.sponsorships),
  }));
}
