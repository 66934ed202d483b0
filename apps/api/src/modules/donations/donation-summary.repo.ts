// The total report's queries (confirmed gifts; donations_period_school_idx serves the year and
// school): by year, by school, by sponsor and by student.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { donations, periods, schools, sponsors, students } from '../../db/schema/index';

export interface SummaryRow {
  id: number | null;
  name: string | null;
  count: number;
  amountCents: number;
}

export interface SummaryFilters {
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

/**
 * Confirmed gifts per sponsor or per student (`person`, named by `donationColumn`); a gift whose
 * person is gone keeps its id with no name.
 */
async function summarizeByPerson(
  db: Database,
  filters: SummaryFilters,
  person: typeof sponsors | typeof students,
  donationColumn: typeof donations.sponsorId | typeof donations.studentId,
) {
  const rows = await db
    .select({
      id: sql<number | null>`${donationColumn}`,
      name: sql<
        string | null
      >`case when ${person.id} is null then null else ${person.firstName} || ' ' || ${person.lastName} end`,
      count: countColumn,
      amount: amountColumn,
    })
    .from(donations)
    .leftJoin(person, eq(person.id, donationColumn))
    .where(summaryConditions(filters, true))
    .groupBy(donationColumn, person.id, person.firstName, person.lastName);
  return toSummaryRows(rows);
}

export function summarizeBySponsor(db: Database, filters: SummaryFilters) {
  return summarizeByPerson(db, filters, sponsors, donations.sponsorId);
}

export function summarizeByStudent(db: Database, filters: SummaryFilters) {
  return summarizeByPerson(db, filters, students, donations.studentId);
}
