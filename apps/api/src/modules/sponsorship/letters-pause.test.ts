// Pausing one sponsorship's letters: coordinators in scope pause and resume (a sponsor is never
// told, and reaches nothing there); while paused, letters both ways are accepted and wait with
// the reason "paused", and delivery is refused until resumed; a pause and a send or a delivery
// at the same moment never let a letter through (parallel requests, and on PostgreSQL a pause
// held open by another connection).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  letterSchema,
  reviewQueuePageSchema,
  sponsorshipPageSchema,
  sponsorshipSchema,
  LETTER_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { eventually } from '../../../test/helpers/eventually';
import { errorOf } from '../../../test/helpers/test-app';
import {
  action,
  createLettersWorld,
  letterBody,
  read,
  removeLetters,
  SPANISH_TEXT,
  write,
  type LettersWorld,
} from '../letters/letters-fixture';

let world: LettersWorld;
const pauseUrl = (id: number) =>
  SPONSORSHIP_PATHS.sponsorshipLettersPause.replace(':id', String(id));

async function pause(id: number, note?: string) {
  const response = await world.actors.ADMIN.request(
    'POST',
    pauseUrl(id),
    note === undefined ? {} : { note },
  );
  expect(response.statusCode, response.body).toBe(200);
  return sponsorshipSchema.parse(response.json());
}

async function resume(id: number) {
  const response = await world.actors.ADMIN.request('DELETE', pauseUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return sponsorshipSchema.parse(response.json());
}

beforeAll(async () => {
  world = await createLettersWorld();
});
afterAll(() => world.ctx.close());

describe('pausing and resuming', () => {
  it('is for coordinators in scope; the sponsor is never told', async () => {
    const { actors, pairs } = world;
    const paused = await pause(pairs.D, '  Waiting for a talk with the family.  ');
    expect(paused.lettersPause).toEqual({
      since: world.clock.now().toISOString(),
      by: 'Adán Admin',
      note: 'Waiting for a talk with the family.',
    });
    // A second pause keeps the first one.
    const again = await actors.SUPER_ADMIN.request('POST', pauseUrl(pairs.D), { note: 'Other' });
    expect(sponsorshipSchema.parse(again.json()).lettersPause?.note).toBe(
      'Waiting for a talk with the family.',
    );
    const listed = sponsorshipPageSchema.parse(
      (await actors.GLOBAL_ADMIN.request('GET', SPONSORSHIP_PATHS.sponsorships)).json(),
    );
    expect(listed.items.find((item) => item.id === pairs.D)?.lettersPause).not.toBeNull();
    const ownList = sponsorshipPageSchema.parse(
      (await actors.SPONSOR_D.request('GET', SPONSORSHIP_PATHS.sponsorships)).json(),
    );
    expect(ownList.items.map((item) => [item.id, item.lettersPause])).toEqual([[pairs.D, null]]);
    expect(JSON.stringify(ownList)).not.toContain('family');

    // The sponsor reaches no sponsorship here, not even their own; a student has no access.
    expect((await actors.SPONSOR_D.request('POST', pauseUrl(pairs.D), {})).statusCode).toBe(404);
    expect((await actors.SPONSOR_D.request('DELETE', pauseUrl(pairs.D))).statusCode).toBe(404);
    expect((await actors.STUDENT_D.request('DELETE', pauseUrl(pairs.D))).statusCode).toBe(403);
    expect((await actors.OTHER_ADMIN.request('DELETE', pauseUrl(pairs.D))).statusCode).toBe(404);
    expect((await actors.ADMIN.request('POST', pauseUrl(pairs.B), {})).statusCode).toBe(404);
    expect((await actors.OTHER_ADMIN.request('POST', pauseUrl(pairs.B), {})).statusCode).toBe(200);
    expect((await actors.OTHER_ADMIN.request('DELETE', pauseUrl(pairs.B))).statusCode).toBe(200);

    const resumed = await resume(pairs.D);
    expect(resumed.lettersPause).toBeNull();
    expect((await resume(pairs.D)).lettersPause).toBeNull();
  });

  it('answers bad input with a clear 4xx and a translated message', async () => {
    const { actors, pairs } = world;
    const bad: Array<[string, unknown, number]> = [
      [pauseUrl(pairs.D), { note: 'x'.repeat(2_001) }, 400],
      [pauseUrl(pairs.D), { note: 42 }, 400],
      [pauseUrl(pairs.D), ['paused'], 400],
      [pauseUrl(2_147_483_000), {}, 404],
      [SPONSORSHIP_PATHS.sponsorshipLettersPause.replace(':id', 'abc'), {}, 400],
      [SPONSORSHIP_PATHS.sponsorshipLettersPause.replace(':id', String(2 ** 40)), {}, 400],
    ];
    for (const [url, payload, status] of bad) {
      const response = await actors.ADMIN.request('POST', url, payload, {
        'accept-language': 'es-CO',
      });
      expect([url, response.statusCode]).toEqual([url, status]);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    const long = await actors.ADMIN.request('POST', pauseUrl(pairs.D), { note: 'x'.repeat(2_001) });
    expect(errorOf(long).issues?.[0]?.path).toBe('note');
    expect(
      sponsorshipPageSchema
        .parse((await actors.ADMIN.request('GET', SPONSORSHIP_PATHS.sponsorships)).json())
        .items.find((item) => item.id === pairs.D)?.lettersPause,
    ).toBeNull();
  });
});

describe('letters of a paused sponsorship', () => {
  it('are accepted both ways but wait, and cannot be delivered until resumed', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.D);
    // Waiting before the pause: its translation will be done, and still it cannot go.
    const before = await write(
      world,
      actors.SPONSOR_D,
      letterBody(pairs.D, {
        ...SPANISH_TEXT,
        number: 2,
        message: `${SPANISH_TEXT.message} +57 310 555 1234`,
        send: true,
      }),
    );
    expect(before.status).toBe('in_review');
    await pause(pairs.D);
    const letter = await write(
      world,
      actors.SPONSOR_D,
      letterBody(pairs.D, { ...SPANISH_TEXT, send: true }),
    );
    const answer = await write(
      world,
      actors.STUDENT_D,
      letterBody(pairs.D, { ...SPANISH_TEXT, number: 3, send: true }),
    );
    for (const sent of [letter, answer]) {
      expect(sent.status).toBe('in_review');
      expect((await read(actors.ADMIN, sent.id)).review).toMatchObject({
        reasons: ['paused'],
        pause: { since: world.clock.now().toISOString(), note: null },
      });
    }
    // The writer sees a letter waiting, like any other, and nothing of the pause.
    const forWriter = await read(actors.SPONSOR_D, letter.id);
    expect(forWriter).toMatchObject({ status: 'in_review', review: null });
    expect(
      (await actors.STUDENT_D.request('GET', action(LETTER_PATHS.letter, letter.id))).statusCode,
    ).toBe(404);
    const queue = reviewQueuePageSchema.parse(
      (await actors.ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?reason=paused`)).json(),
    );
    expect(queue.items.map((item) => item.id).sort()).toEqual(
      [before.id, letter.id, answer.id].sort(),
    );
    for (const id of [before.id, letter.id]) {
      const refused = await actors.ADMIN.request('POST', action(LETTER_PATHS.letterDeliver, id));
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'LETTER_PAUSED',
        message: expect.stringContaining('paused'),
      });
    }
    // Returning one stays possible.
    const returned = await actors.ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterReturn, answer.id),
      {
        note: 'Espera un momento, por favor.',
      },
    );
    expect(letterSchema.parse(returned.json()).status).toBe('returned');

    await resume(pairs.D);
    expect((await read(actors.ADMIN, letter.id)).review?.reasons).toEqual([]);
    const delivered = await actors.ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterDeliver, letter.id),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await read(actors.STUDENT_D, letter.id)).status).toBe('delivered');
  });
});

describe('a pause at the same moment as a send or a delivery', () => {
  it('never lets a letter through: parallel requests', async () => {
    const { actors, pairs } = world;
    for (let round = 0; round < 4; round += 1) {
      await removeLetters(world, pairs.D);
      await resume(pairs.D);
      const waiting = await write(
        world,
        actors.SPONSOR_D,
        letterBody(pairs.D, {
          ...SPANISH_TEXT,
          number: 4,
          message: `${SPANISH_TEXT.message} +57 310 555 1234`,
          send: true,
        }),
      );
      const [paused, ...answers] = await Promise.all([
        actors.ADMIN.request('POST', pauseUrl(pairs.D), {}),
        actors.SUPER_ADMIN.request('POST', action(LETTER_PATHS.letterDeliver, waiting.id)),
        actors.SPONSOR_D.request(
          'POST',
          LETTER_PATHS.letters,
          letterBody(pairs.D, { ...SPANISH_TEXT, send: true }),
        ),
        actors.STUDENT_D.request(
          'POST',
          LETTER_PATHS.letters,
          letterBody(pairs.D, { ...SPANISH_TEXT, number: 2, send: true }),
        ),
      ]);
      expect(paused!.statusCode).toBe(200);
      const [deliver, ...sends] = answers;
      expect([200, 409]).toContain(deliver!.statusCode);
      if (deliver!.statusCode === 409) expect(errorOf(deliver!).code).toBe('LETTER_PAUSED');
      for (const sent of sends) expect(sent.statusCode, sent.body).toBe(201);
      // Whatever came first, nothing is delivered that the pause should have held: a letter
      // still waiting says why, and one delivered was delivered before the pause was taken.
      for (const id of [waiting.id, ...sends.map((sent) => sent.json<{ id: number }>().id)]) {
        const letter = await read(actors.ADMIN, id);
        if (letter.status === 'in_review') expect(letter.review?.reasons).toContain('paused');
        else expect(letter.status).toBe('delivered');
      }
    }
    await resume(pairs.D);
  });

  it('on PostgreSQL, a delivery and a send wait for a pause another connection holds, and see it', async () => {
    if (world.ctx.testDatabase.kind !== 'postgres') return;
    const { actors, pairs } = world;
    await removeLetters(world, pairs.D);
    await resume(pairs.D);
    const waiting = await write(
      world,
      actors.SPONSOR_D,
      letterBody(pairs.D, {
        ...SPANISH_TEXT,
        number: 2,
        message: `${SPANISH_TEXT.message} +57 310 555 1234`,
        send: true,
      }),
    );
    const other = new pg.Client({ connectionString: world.ctx.testDatabase.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(
        'update sponsorships set letters_paused_at = now(), letters_paused_by = $1 where id = $2',
        [actors.ADMIN.id, pairs.D],
      );
      let isSettled = false;
      const deliver = actors.ADMIN.request('POST', action(LETTER_PATHS.letterDeliver, waiting.id));
      const send = actors.SPONSOR_D.request(
        'POST',
        LETTER_PATHS.letters,
        letterBody(pairs.D, { ...SPANISH_TEXT, send: true }),
      );
      void Promise.all([deliver, send]).then(() => {
        isSettled = true;
      });
      // Both wait on the row the other connection holds.
      await eventually(async () => {
        const waiting = await other.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (waiting.rows[0]?.n ?? 0) >= 2;
      });
      expect(isSettled).toBe(false);
      await other.query('commit');
      const [delivered, sent] = await Promise.all([deliver, send]);
      expect(errorOf(delivered).code).toBe('LETTER_PAUSED');
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json<{ status: string }>().status).toBe('in_review');
    } finally {
      await other.end();
      await resume(pairs.D);
    }
  });
});
