// Queries on donations. A gift carries its page (sponsor, student), the places that scope it (the
// sponsor's school, the student's village) and its year, so the list, the totals and the scoping
// are each one query on it; sponsors, students, years and places are joined read-only for names.
// The list is donation-list.ts, the totals donation-summary.repo.ts, the pages and their
// pairings donation-pages.repo.ts and donation-pairings.repo.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
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
import { scopeCondition } from '../../lib/scopes/scope';
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
// A gift as the list shows it

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

/** Gifts with the names of their page's sponsor and student, places and year. */
export function selectDonations(db: Database) {
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

export async function findDonationRecord(
  db: Database,
  visibility: DonationVisibility,
  id: number,
): Promise<DonationRecord | undefined> {
  const [row] = await selectDonations(db).where(and(eq(donations.id, id), visibility.condition));
  return row;
}
