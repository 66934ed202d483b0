// The reports' giving report (modules/reports), described once: per sponsor whose pages received
// a confirmed gift in the year or the year before, the gifts and their sum (integer cents) in
// each. With `lapsed`, only those given to the year before and not this year (LYBUNT). An admin
// reaches the gifts of their schools and villages (each gift keeps the school and village of its
// page). The sponsors walk their name index; each one's gifts are summed through the gifts' page
// index (sponsor, student, year), and the totals are one grouped query over the two years.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SponsorGiving, SponsorGivingSortField } from '@portal/shared';
import type { Database } from '../../db/client';
import { donations, schools, sponsors } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { searchTextCondition } from '../../lib/search-text';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/** The gifts the report counts for a caller: every one, or an admin's (the gift's places). */
export const givingVisibility = defineVisibility('reportGiving', (auth: AuthContext) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return sql`false`;
  return scopeCondition(auth, 'reports', {
    school: donations.schoolId,
    village: donations.villageId,
  });
});
export type GivingVisibility = Visibility<'reportGiving'>;

export interface SponsorGivingFilters {
  periodId: number;
  /** The year before; null when there is none (nothing was given then). */
  previousPeriodId: number | null;
  sort: SponsorGivingSortField;
  order: 'asc' | 'desc';
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  lapsed?: boolean | undefined;
}

interface SponsorGivingRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  schoolId: number;
  schoolName: string;
  thisYearGifts: number;
  thisYearCents: number;
  lastYearGifts: number;
  lastYearCents: number;
}

/** The gifts the caller reaches under the filters, in one year (a WHERE's conditions). */
function giftsOf(visibility: GivingVisibility, filters: SponsorGivingFilters, periodId: number) {
  return and(
    visibility.condition,
    sql`${donations.status} = 'confirmed'`,
    eq(donations.periodId, periodId),
    filters.schoolId === undefined ? undefined : eq(donations.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(donations.villageId, filters.villageId),
  )!;
}

/** Whether the sponsor's pages received such a gift in the year. */
function gaveIn(visibility: GivingVisibility, filters: SponsorGivingFilters, periodId: number) {
  return sql`exists (select 1 from ${donations} where ${donations.sponsorId} = ${sponsors.id} and ${giftsOf(visibility, filters, periodId)})`;
}

function givingConditions(visibility: GivingVisibility, filters: SponsorGivingFilters) {
  const thisYear = gaveIn(visibility, filters, filters.periodId);
  const lastYear =
    filters.previousPeriodId === null
      ? sql`false`
      : gaveIn(visibility, filters, filters.previousPeriodId);
  return and(
    searchTextCondition(sponsors.searchText, filters.q),
    filters.lapsed ? sql`(${lastYear} and not ${thisYear})` : sql`(${thisYear} or ${lastYear})`,
  );
}

function sumOf(
  visibility: GivingVisibility,
  filters: SponsorGivingFilters,
  periodId: number | null,
): { gifts: SQL<number>; cents: SQL<number> } {
  if (periodId === null) return { gifts: sql<number>`0`, cents: sql<number>`0` };
  const from = sql`from ${donations} where ${donations.sponsorId} = ${sponsors.id} and ${giftsOf(visibility, filters, periodId)}`;
  return {
    gifts: sql<number>`(select count(*) ${from})::int`,
    cents: sql<number>`(select coalesce(sum(${donations.amountCents}), 0) ${from})::bigint`,
  };
}

function toGiving(row: SponsorGivingRecord): SponsorGiving {
  return {
    sponsor: { id: row.id, fullName: `${row.firstName} ${row.lastName}` },
    school: { id: row.schoolId, name: row.schoolName },
    thisYear: { gifts: row.thisYearGifts, amountCents: Number(row.thisYearCents) },
    lastYear: { gifts: row.lastYearGifts, amountCents: Number(row.lastYearCents) },
  };
}

const byName: Array<SortKey<SponsorGivingRecord>> = [
  { column: sponsors.lastNameKey, type: 'text', value: (row) => row.lastNameKey },
  { column: sponsors.firstNameKey, type: 'text', value: (row) => row.firstNameKey },
  { column: sponsors.id, type: 'integer', value: (row) => row.id },
];

/**
 * The list's rows carry their visibility in the filters (the sums in the columns are limited to
 * the caller's gifts too, and a list's query sees only its filters).
 */
export type GivingListFilters = SponsorGivingFilters & { visibility: GivingVisibility };

export const sponsorGivingList = defineList<
  GivingVisibility,
  GivingListFilters,
  SponsorGivingRecord,
  SponsorGiving
>({
  where: givingConditions,
  query: (db, filters) => {
    const thisYear = sumOf(filters.visibility, filters, filters.periodId);
    const lastYear = sumOf(filters.visibility, filters, filters.previousPeriodId);
    return db
      .select({
        id: sponsors.id,
        firstName: sponsors.firstName,
        lastName: sponsors.lastName,
        firstNameKey: sponsors.firstNameKey,
        lastNameKey: sponsors.lastNameKey,
        schoolId: schools.id,
        schoolName: schools.name,
        thisYearGifts: thisYear.gifts,
        thisYearCents: thisYear.cents,
        lastYearGifts: lastYear.gifts,
        lastYearCents: lastYear.cents,
      })
      .from(sponsors)
      .innerJoin(schools, eq(schools.id, sponsors.schoolId));
  },
  sortKeys: () => byName,
  toItem: toGiving,
});

export { toGiving };

/** The gifts and their sum over every gift of the filters in a year (none without a year). */
export async function givingTotal(
  db: Database,
  visibility: GivingVisibility,
  filters: SponsorGivingFilters,
  periodId: number | null,
): Promise<{ gifts: number; amountCents: number }> {
  if (periodId === null) return { gifts: 0, amountCents: 0 };
  const [row] = await db
    .select({
      gifts: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${donations.amountCents}), 0)::bigint`,
    })
    .from(donations)
    .where(and(giftsOf(visibility, filters, periodId), sql`${donations.sponsorId} is not null`));
  return { gifts: row?.gifts ?? 0, amountCents: Number(row?.cents ?? 0) };
}
