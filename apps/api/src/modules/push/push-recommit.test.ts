// The recommit request reaches the sponsor's phone once per year's request: queued with the
// first e-mail when recommit runs, in the sponsor's language, opening the dashboard where they
// answer; the weekly reminders are e-mails only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PUSH_PATHS } from '@portal/shared';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index';
import { ManualClock } from '../../../test/helpers/clock';
import { createTestContext } from '../../../test/helpers/test-app';
import {
  createCycleWorld,
  createYear,
  newSponsor,
  newStudent,
  pair,
  recommitPath,
  type CycleWorld,
} from '../year-cycle/year-cycle-fixture';

const clock = new ManualClock(new Date('2026-06-15T15:00:00Z'));
let world: CycleWorld;

beforeAll(async () => {
  const ctx = await createTestContext({ clock });
  world = await createCycleWorld(ctx, clock);
});
afterAll(() => world.ctx.close());

async function payloadsOf(userId: number) {
  const rows = await world.ctx.database.db
    .select({ payload: pushOutbox.payload })
    .from(pushOutbox)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.payload);
}

it('queues one notification per sponsor and year, in their language', async () => {
  await createYear(world, 2025, true);
  const sponsor = await newSponsor(world, { language: 'es-CO' });
  const student = await newStudent(world);
  await pair(world, student, sponsor.sponsorId);
  const saved = await sponsor.request('PUT', PUSH_PATHS.subscription, {
    endpoint: 'https://push.example.com/recommit',
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
  expect(saved.statusCode, saved.body).toBe(204);
  const next = await createYear(world, 2026, false);
  const run = await world.admins.SUPER_ADMIN.request('POST', recommitPath(next.id), {
    dryRun: false,
  });
  expect(run.statusCode, run.body).toBe(200);
  await world.ctx.app.platform.background.flush();
  expect(await payloadsOf(sponsor.id)).toEqual([
    {
      title: '¿Seguirá apadrinando en 2026-2027?',
      body: 'Sus estudiantes esperan su respuesta.',
      path: '/edrocks',
      topic: 'recommit',
    },
  ]);
  // A week later the e-mail reminds them; the phone is not told again.
  await world.ctx.database.db.execute(
    sql`update recommitments set reminded_at = reminded_at - interval '8 days'`,
  );
  await world.ctx.app.yearCycle.sendNotices();
  expect(await payloadsOf(sponsor.id)).toHaveLength(1);
});
