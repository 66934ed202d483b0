// A deactivated sponsor (or a writer whose account is deactivated) neither saves nor sends a
// letter, and is told to contact their coordinator; their drafts are kept; their letters waiting
// for review are held: the coordinator sees why, delivery is refused while they are inactive,
// returning the letter is not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  letterOverviewSchema,
  letterSchema,
  reviewQueuePageSchema,
  LETTER_PATHS,
  SPONSOR_PATHS,
} from '@portal/shared';
import { errorOf } from '../../../test/helpers/test-app';
import {
  action,
  createLettersWorld,
  letterBody,
  one,
  read,
  removeLetters,
  SPANISH_TEXT,
  write,
  type LettersWorld,
} from './letters-fixture';

let world: LettersWorld;

beforeAll(async () => {
  world = await createLettersWorld();
});
afterAll(() => world.ctx.close());

function sponsorSwitch(kind: 'sponsorDeactivate' | 'sponsorActivate', sponsorId: number) {
  return world.actors.ADMIN.request('POST', SPONSOR_PATHS[kind].replace(':id', String(sponsorId)));
}

describe('a deactivated sponsor', () => {
  it('can neither save nor send, keeps their draft, and is told to contact their coordinator', async () => {
    const { actors, pairs, sponsorIds } = world;
    await removeLetters(world, pairs.C);
    const draft = await write(world, actors.SPONSOR_C, letterBody(pairs.C, { number: 2 }));
    const waiting = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, {
        message: 'Hello! Call me at +1 415 555 0132 after school.',
        send: true,
      }),
    );
    expect(waiting.status).toBe('in_review');
    expect((await sponsorSwitch('sponsorDeactivate', sponsorIds.C)).statusCode).toBe(200);
    try {
      const attempts = [
        await actors.SPONSOR_C.request(
          'POST',
          LETTER_PATHS.letters,
          letterBody(pairs.C, { number: 2 }),
        ),
        await actors.SPONSOR_C.request(
          'POST',
          LETTER_PATHS.letters,
          letterBody(pairs.C, { number: 2, send: true }),
        ),
        await actors.SPONSOR_C.request('PATCH', one(draft.id), { message: 'Changed' }),
        await actors.SPONSOR_C.request('PATCH', one(draft.id), { send: true }),
        await actors.SPONSOR_C.request(
          'POST',
          LETTER_PATHS.letters,
          letterBody(pairs.C, { number: 3 }),
        ),
      ];
      for (const refused of attempts) {
        expect(refused.statusCode).toBe(409);
        expect(errorOf(refused)).toMatchObject({
          code: 'LETTER_WRITER_INACTIVE',
          message: expect.stringContaining('contact your coordinator'),
        });
      }
      const spanish = await actors.SPONSOR_C.request(
        'PATCH',
        one(draft.id),
        { send: true },
        { 'accept-language': 'es-CO' },
      );
      expect(errorOf(spanish).message).toContain('Comuníquese con su coordinador');
      // The draft is kept as it was, and nothing new was stored.
      expect(await read(actors.SPONSOR_C, draft.id)).toMatchObject({
        status: 'draft',
        message: letterBody(pairs.C).message,
      });
      const overview = letterOverviewSchema.parse(
        (await actors.SPONSOR_C.request('GET', LETTER_PATHS.letterOverview)).json(),
      );
      expect(overview).toMatchObject({ mayWrite: false, writeBlock: 'inactive' });
      const numbers = overview.sponsorships[0]!.letters.filter((slot) => slot.mine !== null);
      expect(numbers.map((slot) => slot.number)).toEqual([1, 2]);

      // The waiting letter is held: the coordinator sees why and cannot deliver it.
      const held = await read(actors.ADMIN, waiting.id);
      expect(held.review?.reasons).toEqual(['safeguarding', 'writerInactive']);
      const queue = reviewQueuePageSchema.parse(
        (
          await actors.ADMIN.request(
            'GET',
            `${LETTER_PATHS.letterReviewQueue}?reason=writerInactive`,
          )
        ).json(),
      );
      expect(queue.items.map((item) => item.id)).toEqual([waiting.id]);
      const deliver = await actors.ADMIN.request(
        'POST',
        action(LETTER_PATHS.letterDeliver, waiting.id),
      );
      expect(deliver.statusCode).toBe(409);
      expect(errorOf(deliver)).toMatchObject({
        code: 'LETTER_WRITER_DEACTIVATED',
        message: expect.stringContaining('deactivated'),
      });
      expect((await actors.STUDENT_C.request('GET', one(waiting.id))).statusCode).toBe(404);
    } finally {
      await sponsorSwitch('sponsorActivate', sponsorIds.C);
    }
    // Active again: the letter can be delivered, and the draft sent.
    expect(
      (await actors.ADMIN.request('POST', action(LETTER_PATHS.letterDeliver, waiting.id)))
        .statusCode,
    ).toBe(200);
    expect(
      (await actors.SPONSOR_C.request('PATCH', one(draft.id), { send: true })).statusCode,
    ).toBe(200);
  });

  it('may still have a waiting letter returned to them', async () => {
    const { actors, pairs, sponsorIds } = world;
    await removeLetters(world, pairs.A);
    const waiting = await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }));
    await sponsorSwitch('sponsorDeactivate', sponsorIds.A);
    try {
      const returned = await actors.ADMIN.request(
        'POST',
        action(LETTER_PATHS.letterReturn, waiting.id),
        {
          note: 'Your sponsorship is on hold. Talk to us first.',
        },
      );
      expect(returned.statusCode, returned.body).toBe(200);
      expect(letterSchema.parse(returned.json()).status).toBe('returned');
    } finally {
      await sponsorSwitch('sponsorActivate', sponsorIds.A);
    }
  });
});

describe('a writer whose account is deactivated', () => {
  it('is refused, and their waiting answer is held until the account is active again', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.D);
    const db = world.ctx.database.db;
    const answer = await write(
      world,
      actors.STUDENT_D,
      letterBody(pairs.D, {
        ...SPANISH_TEXT,
        message: `${SPANISH_TEXT.message} Escríbeme a esteban@example.com.`,
        send: true,
      }),
    );
    expect(answer.status).toBe('in_review');
    await db.execute(sql`update users set active = false where id = ${actors.STUDENT_D.id}`);
    try {
      const refused = await actors.STUDENT_D.request(
        'POST',
        LETTER_PATHS.letters,
        letterBody(pairs.D, { ...SPANISH_TEXT, number: 2, send: true }),
      );
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(errorOf(refused).message.length).toBeGreaterThan(0);
      const held = await read(actors.ADMIN, answer.id);
      expect(held.review?.reasons).toContain('writerInactive');
      const deliver = await actors.ADMIN.request(
        'POST',
        action(LETTER_PATHS.letterDeliver, answer.id),
      );
      expect(errorOf(deliver).code).toBe('LETTER_WRITER_DEACTIVATED');
    } finally {
      await db.execute(sql`update users set active = true where id = ${actors.STUDENT_D.id}`);
    }
    const [stored] = (
      (await db.execute(
        sql`select count(*)::int as count from sponsorship_letters where sponsorship_id = ${pairs.D} and number = 2`,
      )) as unknown as { rows: Array<{ count: number }> }
    ).rows;
    expect(stored?.count).toBe(0);
    expect((await read(actors.ADMIN, answer.id)).review?.reasons).toEqual(['safeguarding']);
  });
});
