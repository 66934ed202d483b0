// Live holds per client address: sponsors holding students from one address all at once (across
// two API instances on one database) get exactly the cap; the rest wait, told why and for how
// long; another address, a sponsor moving their own hold and an expired hold are not counted.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSORSHIP_PATHS } from '@portal/shared';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import { createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { ManualClock } from '../../../test/helpers/clock';
import { addSponsor, addStudent, openYear } from '../../../test/helpers/pairings';
import { HOLDS_PER_ADDRESS } from './hold-address-limit';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
const SPONSORS = HOLDS_PER_ADDRESS + 4;
let ctx: TestContext;
let second: TestApp;
const sponsors: Actor[] = [];
const students: number[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  second = await buildTestApp(ctx.testDatabase.openAnother(), { clock });
  const db = ctx.database.db;
  const school = await createPlace(db, 'school', { name: 'Colegio Reserva' });
  const village = await createPlace(db, 'village', { name: 'Vereda Reserva' });
  await openYear(await createActor(ctx, 'SUPER_ADMIN'));
  for (let index = 0; index < SPONSORS; index += 1) {
    const actor = await createActor(ctx, 'SPONSOR');
    await addSponsor(ctx, school, { firstName: `Padrino${index}`, lastName: 'Reserva' }, actor);
    sponsors.push(actor);
    students.push(
      await addStudent(ctx, village, { firstName: `Niña${index}`, lastName: 'Reserva' }),
    );
  }
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

function hold(sponsor: Actor, studentId: number, address: string, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: SPONSORSHIP_PATHS.sponsorshipHold,
    headers: { ...bearer(sponsor.token), 'accept-language': 'es-CO' },
    remoteAddress: address,
    payload: { studentId },
  });
}

describe('holds per address', () => {
  it('lets exactly the cap of parallel holds from one address through', async () => {
    const address = '10.44.0.1';
    const answers = await Promise.all(
      sponsors.map((sponsor, index) =>
        hold(sponsor, students[index]!, address, index % 2 === 0 ? ctx.app : second.app),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(HOLDS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(SPONSORS - HOLDS_PER_ADDRESS);
    const [live] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from sponsorship_holds where expires_at > ${clock.now()}`,
    );
    expect(live?.count).toBe(HOLDS_PER_ADDRESS);

    // The refusal says why and until the first hold ends (30 minutes from now).
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(errorOf(refused)).toMatchObject({
      code: 'TOO_MANY_HOLDS',
      retryAfterSeconds: 30 * 60,
      message:
        'Hay demasiados estudiantes reservados desde esta conexión en este momento. Espere 30 minutos e intente de nuevo.',
    });

    const held = sponsors.filter((_, index) => answers[index]!.statusCode === 201);
    const waiting = sponsors.filter((_, index) => answers[index]!.statusCode === 429);
    // A sponsor who holds one may move it to another student from the same address.
    const freeStudent = students[sponsors.indexOf(waiting[0]!)]!;
    expect((await hold(held[0]!, freeStudent, address)).statusCode).toBe(201);
    // Another address is not affected.
    expect((await hold(waiting[0]!, freeStudent, '10.44.0.2')).statusCode).toBe(201);
    // Once the holds end, the address may hold again.
    clock.advance(30 * 60_000 + 1000);
    expect((await hold(waiting[1]!, students[0]!, address)).statusCode).toBe(201);
  });
});
