// Carrying sponsorships into a new year (the yearly cycle's recommit): the new year's rows are
// made for every current sponsorship of the year before whose student and sponsor are active,
// within the limit of sponsors per student (counting the new year's current sponsorships), and
// ended or reopened as the sponsor answers. The new rows are made in one statement.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_SPONSORS_PER_STUDENT, type SponsorshipEndReason } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import { schools, sponsors, sponsorships, students, villages } from '../../db/schema/index';

export interface CarryYears {
  fromYearId: number;
  toYearId: number;
}

/** The sponsorships that would be carried: current, both people active, a place left. */
function carriedCandidates({ fromYearId, toYearId }: CarryYears) {
  return sql`
    select previous_id, student_id, sponsor_id from (
      select s.id as previous_id, s.student_id, s.sponsor_id,
        row_number() over (partition by s.student_id order by s.started_at, s.id) as place
      from ${sponsorships} s
      join ${students} st on st.id = s.student_id and st.status = 'active'
      join ${sponsors} sp on sp.id = s.sponsor_id and sp.active
      where s.period_id = ${fromYearId} and s.ended_at is null
        and not exists (
          select 1 from ${sponsorships} c
          where c.period_id = ${toYearId} and c.student_id = s.student_id
            and c.sponsor_id = s.sponsor_id and c.ended_at is null)
    ) ranked
    where ranked.place + (
      select count(*) from ${sponsorships} t
      where t.period_id = ${toYearId} and t.student_id = ranked.student_id and t.ended_at is null
    ) <= ${MAX_SPONSORS_PER_STUDENT}`;
}

export interface CarryCount {
  schoolId: number;
  schoolName: string;
  villageId: number;
  villageName: string;
  total: number;
}

/** How many sponsorships would be carried, per sponsor's school and student's village. */
export function countCarry(db: Database, years: CarryYears): Promise<CarryCount[]> {
  return selectRows<CarryCount>(
    db,
    sql`
      select sc.id as "schoolId", sc.name as "schoolName", v.id as "villageId",
        v.name as "villageName", count(*)::int as total
      from (${carriedCandidates(years)}) c
      join ${sponsors} sp on sp.id = c.sponsor_id
      join ${schools} sc on sc.id = sp.school_id
      join ${students} st on st.id = c.student_id
      join ${villages} v on v.id = st.village_id
      group by sc.id, sc.name, v.id, v.name`,
  );
}

export interface CarriedSponsorship {
  previousId: number;
  sponsorshipId: number;
  sponsorId: number;
  studentId: number;
}

/**
 * Locks the rows of the students whose sponsorships would be carried, as a pairing does (their
 * pairings in the available year take turns with the carry); rows, not the table.
 */
export async function lockCarriedStudents(tx: Database, { fromYearId }: CarryYears) {
  await tx
    .select({ id: students.id })
    .from(students)
    .where(
      inArray(
        students.id,
        tx
          .select({ id: sponsorships.studentId })
          .from(sponsorships)
          .where(and(eq(sponsorships.periodId, fromYearId), isNull(sponsorships.endedAt))),
      ),
    )
    .for('no key update', { of: students });
}

/** Makes the new year's sponsorships, started at `startedAt`; the pairs made. */
export function insertCarried(
  tx: Database,
  years: CarryYears,
  values: { startedAt: Date; createdBy: number },
): Promise<CarriedSponsorship[]> {
  return selectRows<CarriedSponsorship>(
    tx,
    sql`
      with placed as (${carriedCandidates(years)}),
      inserted as (
        insert into ${sponsorships} (period_id, student_id, sponsor_id, started_at, created_by)
        select ${years.toYearId}, student_id, sponsor_id, ${values.startedAt}, ${values.createdBy}
        from placed
        returning id, student_id, sponsor_id
      )
      select p.previous_id as "previousId", i.id as "sponsorshipId",
        i.sponsor_id as "sponsorId", i.student_id as "studentId"
      from inserted i join placed p on p.student_id = i.student_id and p.sponsor_id = i.sponsor_id`,
  );
}

/** Ends the given current sponsorships (a decline, a lapse); how many it ended. */
export async function endSponsorships(
  tx: Database,
  ids: readonly number[],
  ending: { reason: SponsorshipEndReason; endedAt: Date; endedBy: number | null },
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(sponsorships)
    .set({ endedAt: ending.endedAt, endReason: ending.reason, endedBy: ending.endedBy })
    .where(and(inArray(sponsorships.id, [...ids]), isNull(sponsorships.endedAt)))
    .returning({ id: sponsorships.id });
  return rows.length;
}

/** A year's current sponsorships whose student is in college and active (they would graduate). */
export async function countGraduatingSponsorships(db: Database, yearId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sponsorships)
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .where(
      and(
        eq(sponsorships.periodId, yearId),
        isNull(sponsorships.endedAt),
        eq(students.status, 'active'),
        eq(students.grade, 'college'),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Ends a year's current sponsorships of students who are no longer active: they left. */
export async function endSponsorshipsOfStudentsWhoLeft(
  tx: Database,
  yearId: number,
  endedAt: Date,
): Promise<number> {
  const rows = await tx
    .update(sponsorships)
    .set({ endedAt, endReason: 'studentLeft', endedBy: null })
    .where(
      and(
        eq(sponsorships.periodId, yearId),
        isNull(sponsorships.endedAt),
        sql`${sponsorships.studentId} in (select ${students.id} from ${students} where ${students.status} <> 'active')`,
      ),
    )
    .returning({ id: sponsorships.id });
  return rows.length;
}

/** Makes an ended sponsorship current again (a sponsor who recommits after declining). */
export async function reopenSponsorship(tx: Database, id: number): Promise<boolean> {
  const rows = await tx
    .update(sponsorships)
    .set({ endedAt: null, endReason: null, endedBy: null })
    .where(eq(sponsorships.id, id))
    .returning({ id: sponsorships.id });
  return rows.length > 0;
}
