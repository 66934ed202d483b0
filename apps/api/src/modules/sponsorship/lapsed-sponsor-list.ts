// The reports' lapsed sponsors report (modules/reports), described once: the sponsors who had a
// sponsorship in the year before the report's year and have no current sponsorship in it, whom
// the caller reaches in the reports area, with how many students they sponsored then and why
// their last one ended. (Their answer to this year's recommitment request is the yearly cycle's,
// added by the reports area a page at a time.) The name sort walks the sponsors' name index;
// each sponsor's sponsorships are read through the sponsorships' sponsor index.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LapsedSponsor, LapsedSponsorSortField, SponsorshipEndReason } from '@portal/shared';
import { schools, sponsors, sponsorships, students } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/**
 * The sponsors the report shows a caller: every one, or an admin's (the sponsor's school is
 * assigned to them, or a student they sponsored in the year before lives in an assigned village).
 */
export const lapsedSponsorVisibility = defineVisibility('reportLapsedSponsors', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  const village = scopeCondition(auth, 'reports', { village: students.villageId });
  if (village === undefined) return undefined;
  const school = scopeCondition(auth, 'reports', { school: sponsors.schoolId });
  return sql`(${school} or exists (select 1 from ${sponsorships} inner join ${students} on ${students.id} = ${sponsorships.studentId} where ${sponsorships.sponsorId} = ${sponsors.id} and ${village}))`;
});
export type LapsedSponsorVisibility = Visibility<'reportLapsedSponsors'>;

export interface LapsedSponsorFilters {
  periodId: number;
  /** The year before (its sponsorships make a sponsor lapsed). */
  previousPeriodId: number;
  sort: LapsedSponsorSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  endReason?: SponsorshipEndReason | undefined;
}

/** What the sponsorship area answers of a lapsed sponsor (the report adds the recommitment). */
export type LapsedSponsorOfYear = Omit<LapsedSponsor, 'recommitment'>;

export interface LapsedSponsorRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  email: string;
  schoolId: number;
  schoolName: string;
  previousSponsorships: number;
  lastEndedAt: Date | null;
  lastEndedAtKey: string;
  endReason: SponsorshipEndReason | null;
}

/** The sponsor's sponsorships in the year before, as a FROM ... WHERE clause's tail. */
const previousOf = (filters: LapsedSponsorFilters) =>
  sql`${sponsorships} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.periodId} = ${filters.previousPeriodId}`;

/** When the last of them ended; the ages' end while one is still current (sorts last). */
const lastEnded = (filters: LapsedSponsorFilters): SQL<Date> =>
  sql<Date>`(select max(coalesce(${sponsorships.endedAt}, 'infinity'::timestamptz)) from ${previousOf(filters)})`;

function lapsedConditions(visibility: LapsedSponsorVisibility, filters: LapsedSponsorFilters) {
  const villageOfStudent =
    filters.villageId === undefined
      ? sql``
      : sql` and exists (select 1 from ${students} where ${students.id} = ${sponsorships.studentId} and ${students.villageId} = ${filters.villageId})`;
  const reason =
    filters.endReason === undefined
      ? sql``
      : sql` and ${sponsorships.endReason} = ${filters.endReason}`;
  return and(
    visibility.condition,
    searchTextCondition(sponsors.searchText, filters.q),
    filters.schoolId === undefined ? undefined : eq(sponsors.schoolId, filters.schoolId),
    sql`exists (select 1 from ${previousOf(filters)}${villageOfStudent}${reason})`,
    sql`not exists (select 1 from ${sponsorships} where ${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.periodId} = ${filters.periodId} and ${sponsorships.endedAt} is null)`,
  );
}

function lapsedSortKeys(filters: LapsedSponsorFilters): Array<SortKey<LapsedSponsorRecord>> {
  const byId: SortKey<LapsedSponsorRecord> = {
    column: sponsors.id,
    type: 'integer',
    value: (row) => row.id,
  };
  if (filters.sort === 'ended')
    return [
      { column: lastEnded(filters), type: 'timestamp', value: (row) => row.lastEndedAtKey },
      byId,
    ];
  return [
    { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
    { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
    byId,
  ];
}

export function toLapsedSponsor(row: LapsedSponsorRecord): LapsedSponsorOfYear {
  const hasEnded = row.lastEndedAt !== null && Number.isFinite(row.lastEndedAt.getTime());
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`,
    email: row.email,
    school: { id: row.schoolId, name: row.schoolName },
    previousSponsorships: row.previousSponsorships,
    lastEndedAt: hasEnded ? row.lastEndedAt!.toISOString() : null,
    endReason: row.endReason,
  };
}

export const lapsedSponsorList = defineList<
  LapsedSponsorVisibility,
  LapsedSponsorFilters,
  LapsedSponsorRecord,
  LapsedSponsorOfYear
>({
  where: lapsedConditions,
  query: (db, filters) =>
    db
      .select({
        id: sponsors.id,
        firstName: sponsors.firstName,
        lastName: sponsors.lastName,
        firstNameKey: sponsors.firstNameKey,
        lastNameKey: sponsors.lastNameKey,
        email: sponsors.email,
        schoolId: schools.id,
        schoolName: schools.name,
        previousSponsorships: sql<number>`(select count(*) from ${previousOf(filters)})::int`,
        lastEndedAt:
          sql<Date | null>`(select max(${sponsorships.endedAt}) from ${previousOf(filters)})`.mapWith(
            sponsors.createdAt,
          ),
        lastEndedAtKey: sql<string>`(${lastEnded(filters)})::text`,
        endReason: sql<SponsorshipEndReason | null>`(select ${sponsorships.endReason} from ${previousOf(filters)} order by ${sponsorships.endedAt} desc nulls first, ${sponsorships.id} desc limit 1)`,
      })
      .from(sponsors)
      .innerJoin(schools, eq(schools.id, sponsors.schoolId)),
  sortKeys: lapsedSortKeys,
  toItem: toLapsedSponsor,
});
