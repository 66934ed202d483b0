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
