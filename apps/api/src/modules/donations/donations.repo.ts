// Queries on donations. A gift carries its page (sponsor, student), the places that scope it (the
// sponsor's school, the student's village) and its year, so the list, the totals and the scoping
// are each one query on it; sponsors, students, years and places are joined read-only for names.
// The pages and their pairings are in donation-pages.repo.ts and donation-pairings.repo.ts.
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { DonationSortField, DonationStatus } from '@portal/shared';
import {
  DONOR_MESSAGE_REVIEWS_SHOWN,
  SEARCH_TOTAL_LIMIT,
  normalizeSearchText,
} from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import {
  donations,
  periods,
  schools,
  sponsors,
  students,
  villages,
  type DonationRow,
} from '../../db/schema/index';
import { countUpTo, type ListTotal, type RowWindow, type SortKey } from '../../lib/list-page';
import { scopeCondition } from '../../lib/scopes/scope';
import { PLAN_PER_CALL } from '../../db/statement-names';
import { defineVisibility, type Visibility } from '../../lib/visibility';

/**
 * The gifts a caller reaches: super and global admins every one; an admin those whose school or
 * village is theirs; a sponsor the confirmed gifts credited to their own pages; anyone else none.
 */
export const donationVisibility = defineVisibility('donations', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') {
    return and(
      eq(donations.status, 'confirmed'),
      sql`${donations.sponsorId} in (select ${sponsors.id} from ${sponsors} where ${sponsors.userId} = ${auth.userId})`,
    );
  }
  if (auth.access === 'all' || auth.access === 'read') return undefined;
  return scopeCondition(auth, 'donations', {
    school: donations.schoolId,
    village: donations.villageId,
  });
});
export type DonationVisibility = Visibility<'donations'>;

// ---------------------------------------------------------------------------------------------
// Years

/** The year whose dates cover `day` (YYYY-MM-DD), if any. */
export async function findPeriodCovering(
  db: Database,
  day: string,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db
    .select({ id: periods.id, name: periods.name })
    .from(periods)
    .where(and(sql`${periods.startDate} <= ${day}`, sql`${periods.endDate} >= ${day}`))
    .orderBy(desc(periods.startDate))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Donations

export type NewDonation = typeof donations.$inferInsert;

export async function insertDonation(db: Database, values: NewDonation): Promise<DonationRow> {
  const [row] = await db.insert(donations).values(values).returning();
  if (!row) throw new Error('donation insert returned nothing');
  return row;
}

export async function updateDonation(
  db: Database,
  id: number,
  changes: Partial<NewDonation>,
): Promise<DonationRow | undefined> {
  const [row] = await db.update(donations).set(changes).where(eq(donations.id, id)).returning();
  return row;
}

/** The next receipt number (a sequence: two gifts confirmed at once never share one). */
export async function nextReceiptNumber(db: Database): Promise<number> {
  const [row] = await selectRows<{ value: string }>(
    db,
    sql`select nextval('donation_receipt_numbers') as value`,
  );
  const value = row?.value;
  if (value === undefined) throw new Error('donation_receipt_numbers gave nothing');
  return Number(value);
}

/** A donation by id, for the system's own work (the webhook, the public status by key). */
export async function findDonationRow(
  db: Database,
  id: number,
  options: { lock?: boolean } = {},
): Promise<DonationRow | undefined> {
  let query = db.select().from(donations).where(eq(donations.id, id)).$dynamic();
  if (options.lock) query = query.for('update');
  const [row] = await query;
  return row;
}

/** The online gift paid by the provider's payment `transactionId`, locked. */
export async function lockDonationByTransaction(
  db: Database,
  provider: DonationRow['provider'] & string,
  transactionId: string,
): Promise<DonationRow | undefined> {
  const [row] = await db
    .select()
    .from(donations)
    .where(and(eq(donations.provider, provider), eq(donations.transactionId, transactionId)))
    .for('update');
  return row;
}

// ---------------------------------------------------------------------------------------------
// The list

const sponsorOfGift = sponsors;
const studentOfGift = students;

const listSelection = {
  donation: donations,
  dateKey: sql<string>`coalesce(${donations.paidAt}, ${donations.createdAt})::text`,
  sponsorFirstName: sponsorOfGift.firstName,
  sponsorLastName: sponsorOfGift.lastName,
  studentFirstName: studentOfGift.firstName,
  studentLastName: studentOfGift.lastName,
  schoolName: schools.name,
  villageName: villages.name,
  periodName: periods.name,
};

export interface DonationRecord {
  donation: DonationRow;
  dateKey: string;
  sponsorFirstName: string | null;
  sponsorLastName: string | null;
  studentFirstName: string | null;
  studentLastName: string | null;
  schoolName: string | null;
  villageName: string | null;
  periodName: string | null;
}

function selectDonations(db: Database) {
  return db
    .select(listSelection)
    .from(donations)
    .leftJoin(sponsorOfGift, eq(sponsorOfGift.id, donations.sponsorId))
    .leftJoin(studentOfGift, eq(studentOfGift.id, donations.studentId))
    .leftJoin(schools, eq(schools.id, donations.schoolId))
    .leftJoin(villages, eq(villages.id, donations.villageId))
    .leftJoin(periods, eq(periods.id, donations.periodId))
    .$dynamic();
}

export interface DonationListFilters {
  q?: string | undefined;
  periodId?: number | undefined;
  schoolId?: number | undefined;
  sponsorId?: number | undefined;
  studentId?: number | undefined;
  method?: 'online' | 'manual' | undefined;
  status?: DonationStatus | undefined;
  /**
   * A sponsor's list (decision 032): what a sponsor may not read, they may not find or sort by
   * either. The search matches the first names of the gifts whose message the review lets them
   * see, and never a last name.
   */
  isLimitedToFirstNames?: boolean | undefined;
}

/** The donor's name as searched: first and last name, accents and case removed. */
const donorSearchText = sql`lower(translate(${donations.firstName} || ' ' || ${donations.lastName}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
/** What a sponsor may search: the first name alone, as their list shows it. */
const donorFirstNameSearchText = sql`lower(translate(${donations.firstName}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;

/**
 * Every word typed appears in the donor's name (as lib/search-text.ts does for search_text
 * columns; donations have none, so the name is folded here the same way for the letters Spanish
 * names use). Planned on every call, like every search.
 */
function donorSearchCondition(
  query: string | undefined,
  isLimitedToFirstNames: boolean,
): SQL | undefined {
  if (!query) return undefined;
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const escape = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);
  const searched = isLimitedToFirstNames ? donorFirstNameSearchText : donorSearchText;
  const matches = and(...words.map((word) => sql`${searched} like ${`%${escape(word)}%`}`));
  const shown = isLimitedToFirstNames
    ? sql` and ${inArray(donations.messageReview, [...DONOR_MESSAGE_REVIEWS_SHOWN])}`
    : sql``;
  return sql`(${matches}${shown} ${sql.raw(PLAN_PER_CALL)})`;
}

function listConditions(visibility: DonationVisibility, filters: DonationListFilters): SQL {
  const conditions: Array<SQL | undefined> = [
    visibility.condition,
    filters.status
      ? eq(donations.status, filters.status)
      : inArray(donations.status, ['confirmed', 'refunded']),
  ];
  if (filters.periodId !== undefined) conditions.push(eq(donations.periodId, filters.periodId));
  if (filters.schoolId !== undefined) conditions.push(eq(donations.schoolId, filters.schoolId));
  if (filters.sponsorId !== undefined) conditions.push(eq(donations.sponsorId, filters.sponsorId));
  if (filters.studentId !== undefined) conditions.push(eq(donations.studentId, filters.studentId));
  if (filters.method === 'online') conditions.push(eq(donations.method, 'online'));
  if (filters.method === 'manual') conditions.push(ne(donations.method, 'online'));
  conditions.push(donorSearchCondition(filters.q, filters.isLimitedToFirstNames === true));
  return and(...conditions) ?? sql`true`;
}

export function donationSortKeys(
  sort: DonationSortField,
  isLimitedToFirstNames = false,
): Array<SortKey<DonationRecord>> {
  const id: SortKey<DonationRecord> = {
    column: donations.id,
    type: 'integer',
    value: (row) => row.donation.id,
  };
  if (sort === 'amount')
    return [
      { column: donations.amountCents, type: 'integer', value: (row) => row.donation.amountCents },
      id,
    ];
  if (sort === 'donor' && isLimitedToFirstNames)
    return [
      { column: donations.firstName, type: 'text', value: (row) => row.donation.firstName },
      id,
    ];
  if (sort === 'donor')
    return [
      { column: donations.lastName, type: 'text', value: (row) => row.donation.lastName },
      { column: donations.firstName, type: 'text', value: (row) => row.donation.firstName },
      id,
    ];
  return [
    {
      column: sql`coalesce(${donations.paidAt}, ${donations.createdAt})`,
      type: 'timestamp',
      value: (row) => row.dateKey,
    },
    id,
  ];
}

export function findDonationPage(
  db: Database,
  visibility: DonationVisibility,
  filters: DonationListFilters,
  window: RowWindow,
): Promise<DonationRecord[]> {
  return selectDonations(db)
    .where(and(listConditions(visibility, filters), window.keyset))
    .orderBy(...window.orderBy)
    .limit(window.limit)
    .offset(window.offset);
}

export function countDonations(
  db: Database,
  visibility: DonationVisibility,
  filters: DonationListFilters,
): Promise<ListTotal> {
  const rows = db
    .select({ one: sql`1` })
    .from(donations)
    .where(listConditions(visibility, filters))
    .$dynamic();
  return filters.q ? countUpTo(db, rows, SEARCH_TOTAL_LIMIT) : countUpTo(db, rows);
}

/** One batch of the export: the rows after `after` in the list's order. */
export function findDonationBatch(
  db: Database,
  visibility: DonationVisibility,
  filters: DonationListFilters,
  orderBy: SQL[],
  after: SQL | undefined,
  limit: number,
): Promise<DonationRecord[]> {
  return selectDonations(db)
    .where(and(listConditions(visibility, filters), after))
    .orderBy(...orderBy)
    .limit(limit);
}

export async function findDonationRecord(
  db: Database,
  visibility: DonationVisibility,
  id: number,
): Promise<DonationRecord | undefined> {
  const [row] = await selectDonations(db).where(and(eq(donations.id, id), visibility.condition));
  return row;
}

// ---------------------------------------------------------------------------------------------
// The total report (confirmed gifts; donations_period_school_idx serves the year and school)

export interface SummaryRow {
  id: number | null;
  name: string | null;
  count: number;
  amountCents: number;
}

interface SummaryFilters {
  periodId: number | undefined;
  schoolId: number | undefined;
}

function summaryConditions(filters: SummaryFilters, withYear: boolean): SQL {
  return (
    and(
      eq(donations.status, 'confirmed'),
      withYear && filters.periodId !== undefined
        ? eq(donations.periodId, filters.periodId)
        : undefined,
      withYear && filters.periodId === undefined ? sql`false` : undefined,
      filters.schoolId !== undefined ? eq(donations.schoolId, filters.schoolId) : undefined,
    ) ?? sql`true`
  );
}

function toSummaryRows(
  rows: Array<{ id: number | null; name: string | null; count: number; amount: string }>,
): SummaryRow[] {
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      count: row.count,
      amountCents: Number(row.amount),
    }))
    .sort((a, b) => b.amountCents - a.amountCents || (a.name ?? '').localeCompare(b.name ?? ''));
}

const countColumn = sql<number>`count(*)::int`;
const amountColumn = sql<string>`coalesce(sum(${donations.amountCents}), 0)`;

export async function summarizeByYear(db: Database, filters: SummaryFilters) {
  const rows = await db
    .select({ id: periods.id, name: periods.name, count: countColumn, amount: amountColumn })
    .from(donations)
    .innerJoin(periods, eq(periods.id, donations.periodId))
    .where(summaryConditions(filters, false))
    .groupBy(periods.id, periods.name, periods.startDate)
    .orderBy(desc(periods.startDate));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    count: row.count,
    amountCents: Number(row.amount),
  }));
}

export async function summarizeBySchool(db: Database, filters: SummaryFilters) {
  const rows = await db
    .select({
      id: sql<number | null>`${donations.schoolId}`,
      name: sql<string | null>`${schools.name}`,
      count: countColumn,
      amount: amountColumn,
    })
    .from(donations)
    .leftJoin(schools, eq(schools.id, donations.schoolId))
    .where(summaryConditions(filters, true))
    .groupBy(donations.schoolId, schools.name);
  return toSummaryRows(rows);
}

export async function summarizeBySponsor(db: Database, filters: SummaryFilters) {
  const rows = await db
    .select({
      id: sql<number | null>`${donations.sponsorId}`,
      name: sql<
        string | null
      >`case when ${sponsors.id} is null then null else ${sponsors.firstName} || ' ' || ${sponsors.lastName} end`,
      count: countColumn,
      amount: amountColumn,
    })
    .from(donations)
    .leftJoin(sponsors, eq(sponsors.id, donations.sponsorId))
    .where(summaryConditions(filters, true))
    .groupBy(donations.sponsorId, sponsors.id, sponsors.firstName, sponsors.lastName);
  return toSummaryRows(rows);
}

export async function summarizeByStudent(db: Database, filters: SummaryFilters) {
  const rows = await db
    .select({
      id: sql<number | null>`${donations.studentId}`,
      name: sql<
        string | null
      >`case when ${students.id} is null then null else ${students.firstName} || ' ' || ${students.lastName} end`,
      count: countColumn,
      amount: amountColumn,
    })
    .from(donations)
    .leftJoin(students, eq(students.id, donations.studentId))
    .where(summaryConditions(filters, true))
    .groupBy(donations.studentId, students.id, students.firstName, students.lastName);
  return toSummaryRows(rows);
}
