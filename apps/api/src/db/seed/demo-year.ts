// The demo's years, its agreements published as the default texts, and the pairings of the
// available year.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../client';
import { agreementVersions, periods, sponsors, sponsorships, students } from '../schema/index';
import { DEMO_SPONSORS } from './demo-sponsors';
import { DEMO_STUDENT_DETAILS, DEMO_STUDENTS } from './demo-students';

/**
 * Pairings in the available year, when it has none: each demo sponsor with one or two students
 * (the demo sponsor with the demo student), so that some students have sponsors and others wait.
 */
export async function seedDemoSponsorships(db: Database, now: Date): Promise<void> {
  const [year] = await db
    .select({ id: periods.id, startDate: periods.startDate })
    .from(periods)
    .where(eq(periods.status, 'available'));
  if (!year) return;
  const [existing] = await db
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(eq(sponsorships.periodId, year.id))
    .limit(1);
  if (existing) return;
  const sponsorRows = await db
    .select({ id: sponsors.id, email: sponsors.email })
    .from(sponsors)
    .where(
      and(
        eq(sponsors.active, true),
        inArray(
          sponsors.email,
          DEMO_SPONSORS.map((sponsor) => sponsor.email),
        ),
      ),
    )
    .orderBy(sponsors.id);
  const studentRows = await db
    .select({ id: students.id, externalId: students.externalId })
    .from(students)
    .where(
      inArray(
        students.externalId,
        Object.values(DEMO_STUDENTS)
          .flat()
          .map((row) => row[0]),
      ),
    )
    .orderBy(students.id);
  const demoStudentId = Object.entries(DEMO_STUDENT_DETAILS).find(
    ([, details]) => details.account,
  )?.[0];
  const ordered = [
    ...studentRows.filter((row) => row.externalId === demoStudentId),
    ...studentRows.filter((row) => row.externalId !== demoStudentId),
  ];
  const pairs: Array<{ sponsorId: number; studentId: number }> = [];
  sponsorRows.forEach((sponsor, index) => {
    const first = ordered[index];
    if (first) pairs.push({ sponsorId: sponsor.id, studentId: first.id });
    // Every other sponsor also sponsors the demo student: it shows "3 of 3" and "My sponsors".
    const demoStudent = ordered[0];
    if (
      index % 2 === 1 &&
      demoStudent &&
      pairs.filter((pair) => pair.studentId === demoStudent.id).length < 3
    ) {
      pairs.push({ sponsorId: sponsor.id, studentId: demoStudent.id });
    }
  });
  if (pairs.length === 0) return;
  // Paired when the year began (a minute apart, in order), so their letters count from the
  // year's due dates and the document status shows late ones; never after now.
  const yearStart = Math.min(Date.parse(`${year.startDate}T12:00:00Z`), now.getTime());
  await db.insert(sponsorships).values(
    pairs.map((pair, index) => ({
      ...pair,
      periodId: year.id,
      startedAt: new Date(yearStart - (pairs.length - index) * 60_000),
    })),
  );
}

/**
 * The demo's agreements are the default texts (the reference data seeds them as drafts),
 * published as they are so that signing, sponsoring and the letters run; they stay marked as
 * sample texts the programme has not reviewed. Only agreements with no published version.
 */
export async function publishDemoAgreementTexts(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
      publishedAt: agreementVersions.publishedAt,
    })
    .from(agreementVersions);
  const published = new Set(
    rows.filter((row) => row.publishedAt !== null).map((row) => row.agreementId),
  );
  const drafts = new Map<number, number>();
  for (const row of rows) {
    if (row.publishedAt !== null || published.has(row.agreementId)) continue;
    drafts.set(row.agreementId, Math.max(drafts.get(row.agreementId) ?? 0, row.version));
  }
  for (const [agreementId, version] of drafts) {
    await db
      .update(agreementVersions)
      .set({ publishedAt: now })
      .where(
        and(
          eq(agreementVersions.agreementId, agreementId),
          eq(agreementVersions.version, version),
          isNull(agreementVersions.publishedAt),
        ),
      );
  }
}

/**
 * The demo's years, from 1 August to 31 July: the current one available, the one before closed,
 * the next one a draft (to show Activate). Only into a database without years.
 */
export async function seedDemoPeriods(db: Database, now: Date): Promise<void> {
  const [anyPeriod] = await db.select({ id: periods.id }).from(periods).limit(1);
  if (anyPeriod) return;
  const today = now.toISOString().slice(0, 10);
  const thisYear = Number(today.slice(0, 4));
  const currentStart = today >= `${thisYear}-08-01` ? thisYear : thisYear - 1;
  const year = (start: number) => ({
    name: `${start}-${start + 1}`,
    searchText: `${start}-${start + 1}`,
    startDate: `${start}-08-01`,
    endDate: `${start + 1}-07-31`,
  });
  await db.insert(periods).values([
    { ...year(currentStart - 1), status: 'closed', activatedAt: now, closedAt: now },
    { ...year(currentStart), status: 'available', activatedAt: now },
    { ...year(currentStart + 1), status: 'draft' },
  ]);
}
