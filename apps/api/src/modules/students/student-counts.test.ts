// The maintained totals of the students list (student_counts and student_totals, migrations 0012
// and 0013; guardian_authorisation_counts, 0056) never drift: after a random sequence of inserts,
// bulk inserts, soft deletes, status changes, moves between villages and schools, hard deletes,
// guardians' authorisations recorded, replaced and withdrawn and changes of an admin's scope,
// every total the list answers from them equals a real count, and the counters equal a fresh
// GROUP BY.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBLE_STUDENT_STATUSES, type VisibleStudentStatus } from '@portal/shared';
import { adminSchools, adminVillages } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { assignAdmin, createActors, createPlace, idsOf } from '../../../test/helpers/fixtures';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';
import { pick, seededRandom } from '../../../test/helpers/seeded-random';
import { countStudents } from './student-counts.repo';
import type { StudentFilters } from './student-list-conditions';
import {
  insertStudent,
  insertStudents,
  softDeleteStudent,
  studentVisibility,
  updateStudent,
} from './students.repo';

let ctx: TestContext;
const villages: number[] = [];
const schools: number[] = [];
let adminId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  for (let index = 0; index < 3; index++) {
    villages.push(await createPlace(ctx.database.db, 'village', { name: `Vereda ${index}` }));
    schools.push(await createPlace(ctx.database.db, 'school', { name: `Colegio ${index}` }));
  }
  adminId = idsOf(await createActors(ctx, { ADMIN: 'ADMIN' })).ADMIN;
});
afterAll(() => ctx.close());

const superAdmin = (): AuthContext => ({
  userId: 0,
  role: 'SUPER_ADMIN',
  sessionId: 'test',
  access: 'all',
});
const admin = (): AuthContext => ({
  userId: adminId,
  role: 'ADMIN',
  sessionId: 'test',
  access: 'scoped',
});

/** The real count of what a caller's list shows with these filters. */
async function realCount(auth: AuthContext, filters: StudentFilters): Promise<number> {
  const visibility = studentVisibility(auth).condition;
  const [row] = await queryRows<{ value: number }>(
    ctx.database,
    sql`select count(*)::int as value from students where status <> 'delete'
      ${visibility ? sql`and ${visibility}` : sql``}
      ${filters.villageId === undefined ? sql`` : sql`and village_id = ${filters.villageId}`}
      ${filters.schoolId === undefined ? sql`` : sql`and school_id = ${filters.schoolId}`}
      ${filters.status === undefined ? sql`` : sql`and status = ${filters.status}`}
      ${
        filters.guardian === undefined
          ? sql``
          : sql`and ${filters.guardian === 'onFile' ? sql`` : sql`not`} exists
              (select 1 from guardian_authorisations g where g.student_id = students.id)`
      }`,
  );
  return row?.value ?? -1;
}

/**
 * Guardians' authorisations recorded for a few students without one, replaced, withdrawn or
 * deleted with their students, each several rows in one statement (the students picked by a seeded order, not at random).
 */
async function changeAuthorisations(random: () => number, step: number): Promise<void> {
  const salt = 1 + Math.floor(random() * 96);
  const howMany = 1 + Math.floor(random() * 4);
  const roll = random();
  if (roll < 0.5) {
    await queryRows(
      ctx.database,
      sql`with chosen as (
            select id from students
            where id not in (select student_id from guardian_authorisations)
            order by (id * ${salt}) % 97, id limit ${howMany}),
          stored as (
            insert into files (storage_key, original_name, content_type, size_bytes, sha256,
                               owner_kind, owner_id, purpose)
            select 'guardian/' || id || '/' || ${step}, 'a.pdf', 'application/pdf', 1,
                   repeat('0', 64), 'guardianAuthorisation', id, 'document' from chosen
            returning id, owner_id)
          insert into guardian_authorisations (student_id, signed_on, file_id, recorded_at)
          select owner_id, '2026-01-15', id, now() from stored`,
    );
  } else {
    const chosen = sql`select student_id from guardian_authorisations
                       order by (student_id * ${salt}) % 97, student_id limit ${howMany}`;
    const change =
      roll < 0.7
        ? sql`update guardian_authorisations set signed_on = '2026-02-01' where student_id in (${chosen})`
        : roll < 0.85
          ? sql`delete from guardian_authorisations where student_id in (${chosen})`
          : // A student with an authorisation deleted in SQL: the cascade takes the authorisation.
            sql`delete from students where id in (${chosen})`;
    await queryRows(ctx.database, change);
  }
}

describe('student counters', () => {
  it('equal a real count after a random sequence of changes', async () => {
    const random = seededRandom(8);
    const { db } = ctx.database;
    const everyone = studentVisibility.everyone;
    const ids: number[] = [];
    const status = () => pick(random, VISIBLE_STUDENT_STATUSES) as VisibleStudentStatus;
    const place = () => ({
      villageId: pick(random, villages),
      schoolId: random() < 0.3 ? null : pick(random, schools),
    });

    for (let step = 0; step < 120; step++) {
      const roll = random();
      const now = new Date();
      if (roll < 0.3 || ids.length < 5) {
        ids.push(
          await insertStudent(
            db,
            { firstName: 'Ana', lastName: `Paso ${step}`, status: status(), ...place() },
            now,
          ),
        );
      } else if (roll < 0.4) {
        // An import: many rows in one statement, inside a transaction.
        await db.transaction((tx) =>
          insertStudents(
            tx,
            Array.from({ length: 1 + Math.floor(random() * 30) }, (_, index) => ({
              firstName: 'Importado',
              lastName: `${step}-${index}`,
              status: status(),
              ...place(),
            })),
            now,
          ),
        );
      } else if (roll < 0.55) {
        await softDeleteStudent(db, everyone, pick(random, ids), now);
      } else if (roll < 0.7) {
        const id = pick(random, ids);
        await updateStudent(
          db,
          everyone,
          { id, firstName: 'Ana', lastName: 'Cambio' },
          { status: status() },
          now,
        );
      } else if (roll < 0.82) {
        const id = pick(random, ids);
        await updateStudent(
          db,
          everyone,
          { id, firstName: 'Ana', lastName: 'Movida' },
          place(),
          now,
        );
      } else if (roll < 0.87) {
        // A rolled-back change leaves the counters as they were.
        await db
          .transaction(async (tx) => {
            await softDeleteStudent(tx, everyone, pick(random, ids), now);
            throw new Error('rolled back');
          })
          .catch(() => undefined);
      } else if (roll < 0.92) {
        // A hard delete (data cleaning in SQL) is counted too.
        await ctx.database.db.execute(sql`delete from students where id = ${pick(random, ids)}`);
      } else {
        // The admin's scope changes: their totals follow.
        await db.delete(adminVillages).where(sql`${adminVillages.userId} = ${adminId}`);
        await db.delete(adminSchools).where(sql`${adminSchools.userId} = ${adminId}`);
        await assignAdmin(db, adminId, {
          villageIds: random() < 0.7 ? [pick(random, villages)] : [],
          schoolIds: random() < 0.7 ? [pick(random, schools)] : [],
        });
      }

      if (random() < 0.35) await changeAuthorisations(random, step);
      if (step % 20 === 19) await expectCountersTrue(random);
    }
    await expectCountersTrue(random);
  });

  it('stay true under parallel writes to the same counters', async () => {
    const { db } = ctx.database;
    const now = new Date();
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        insertStudent(
          db,
          { firstName: 'Par', lastName: `Alelo ${index}`, villageId: villages[0]!, schoolId: null },
          now,
        ),
      ),
    );
    await Promise.all(
      ids.map((id, index) =>
        index % 2 === 0
          ? softDeleteStudent(db, studentVisibility.everyone, id, now)
          : updateStudent(
              db,
              studentVisibility.everyone,
              { id, firstName: 'Par', lastName: 'Alelo' },
              { villageId: villages[1]!, status: 'alumni' },
              now,
            ),
      ),
    );
    await expectCountersTrue(seededRandom(9));
  });

  async function expectCountersTrue(random: () => number) {
    const counters = await queryRows<{ key: string; n: number }>(
      ctx.database,
      sql`select village_id || '/' || school_id || '/' || status as key, students::int as n
          from student_counts where students <> 0 order by 1`,
    );
    const grouped = await queryRows<{ key: string; n: number }>(
      ctx.database,
      sql`select village_id || '/' || coalesce(school_id, 0) || '/' || status as key,
            count(*)::int as n from students group by 1 order by 1`,
    );
    expect(counters).toEqual(grouped);
    const totals = await queryRows<{ key: string; n: number }>(
      ctx.database,
      sql`select status || '/' || shard as key, students::int as n
          from student_totals where students <> 0 order by 1`,
    );
    const groupedTotals = await queryRows<{ key: string; n: number }>(
      ctx.database,
      sql`select status || '/' || (village_id % 16) as key, count(*)::int as n
          from students group by 1 order by 1`,
    );
    expect(totals).toEqual(groupedTotals);
    const onFile = await queryRows<{ key: string; n: number }>(
      ctx.database,
      sql`select village_id || '/' || school_id || '/' || status as key, students::int as n
          from guardian_authorisation_counts where students <> 0 order by 1`,
    );
    const groupedOnFile = await queryRows<{ key: string; n: number }>(
      ctx.database,
      sql`select s.village_id || '/' || coalesce(s.school_id, 0) || '/' || s.status as key,
            count(*)::int as n
          from guardian_authorisations g join students s on s.id = g.student_id
          group by 1 order by 1`,
    );
    expect(onFile).toEqual(groupedOnFile);

    const filterSets: StudentFilters[] = [
      {},
      { status: pick(random, VISIBLE_STUDENT_STATUSES) as VisibleStudentStatus },
      { villageId: pick(random, villages) },
      { schoolId: pick(random, schools) },
      { villageId: pick(random, villages), status: 'active' },
      { guardian: 'missing' },
      { status: 'active', guardian: 'missing' },
      { schoolId: pick(random, schools), guardian: 'onFile' },
      { villageId: pick(random, villages), status: 'alumni', guardian: 'onFile' },
    ];
    for (const auth of [superAdmin(), admin()]) {
      for (const filters of filterSets) {
        const total = await countStudents(ctx.database.db, auth, filters);
        expect(total, `${auth.role} ${JSON.stringify(filters)}`).toEqual({
          total: await realCount(auth, filters),
          totalKind: 'exact',
        });
      }
    }
  }
});
