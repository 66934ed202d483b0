// Letters: who reaches what (writer, recipient once delivered, coordinators in scope; 404 for
// everyone else), who writes where, the coordinators' queue by places, the year letters by role,
// and the agreements gate ("All agreements must be accepted").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  letterOverviewSchema,
  reviewQueuePageSchema,
  AGREEMENT_PATHS,
  LETTER_PATHS,
} from '@portal/shared';
import { publishAgreementText } from '../../../test/helpers/agreements';
import type { Actor } from '../../../test/helpers/fixtures';
import { errorOf, queryRows } from '../../../test/helpers/test-app';
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

describe('who reaches what', () => {
  let letterId = 0;
  beforeAll(async () => {
    await removeLetters(world, world.pairs.D);
    const sent = await write(
      world,
      world.actors.SPONSOR_D,
      letterBody(world.pairs.D, { ...SPANISH_TEXT, send: true }),
    );
    expect(sent.status).toBe('delivered');
    letterId = sent.id;
  });

  it('gives a letter to its writer, its recipient and coordinators in scope only', async () => {
    const { actors } = world;
    for (const name of ['SPONSOR_D', 'STUDENT_D', 'SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)
      expect((await actors[name].request('GET', one(letterId))).statusCode, name).toBe(200);
    for (const name of ['SPONSOR_B', 'STUDENT_B', 'OTHER_ADMIN', 'SPONSOR', 'STUDENT'] as const)
      expect((await actors[name].request('GET', one(letterId))).statusCode, name).toBe(404);
    // Coordinators see last names; the student does not.
    expect((await read(actors.ADMIN, letterId)).writer.lastName).toBe('Johnson');
    expect((await read(actors.STUDENT_D, letterId)).writer.lastName).toBeNull();
  });

  it('lets nobody write in a sponsorship they are not part of', async () => {
    const { actors, pairs } = world;
    for (const name of ['STUDENT_B', 'SPONSOR_B', 'SUPER_ADMIN', 'ADMIN'] as const) {
      const response = await actors[name].request(
        'POST',
        LETTER_PATHS.letters,
        letterBody(pairs.D, { number: 2 }),
      );
      expect(response.statusCode, name).toBe(404);
    }
    const patch = await actors.STUDENT_D.request('PATCH', one(letterId), { subject: 'x' });
    expect(patch.statusCode).toBe(404);
  });

  it('keeps coordinators to the queue of their places', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.B);
    // Ben reads English, Camilo Spanish: it waits for a translation.
    const waiting = await write(world, actors.SPONSOR_B, letterBody(pairs.B, { send: true }));
    expect(waiting.status).toBe('in_review');
    const queueOf = async (actor: Actor) =>
      reviewQueuePageSchema
        .parse((await actor.request('GET', LETTER_PATHS.letterReviewQueue)).json())
        .items.map((item) => item.id);
    expect(await queueOf(actors.OTHER_ADMIN)).toContain(waiting.id);
    expect(await queueOf(actors.ADMIN)).not.toContain(waiting.id);
    expect(await queueOf(actors.GLOBAL_ADMIN)).toContain(waiting.id);
    for (const path of [
      LETTER_PATHS.letterClaim,
      LETTER_PATHS.letterDeliver,
      LETTER_PATHS.letterLanguages,
    ]) {
      const method = path === LETTER_PATHS.letterLanguages ? 'PUT' : 'POST';
      const refused = await actors.ADMIN.request(method, action(path, waiting.id), {
        originalLanguage: 'en-US',
        targetLanguage: 'es-CO',
      });
      expect([path, refused.statusCode]).toEqual([path, 404]);
    }
    for (const name of ['SPONSOR', 'STUDENT'] as const)
      expect((await actors[name].request('GET', LETTER_PATHS.letterReviewQueue)).statusCode).toBe(
        403,
      );
  });

  it('sets the year letters for super and global admins only', async () => {
    const { actors } = world;
    const url = LETTER_PATHS.yearLetters.replace(':id', String(world.periodId));
    const body = {
      letters: [1, 2, 3, 4].map((number) => ({
        number,
        title: `Carta ${number}`,
        theme: 'Tema',
        dueDate: null,
        answerDueDate: null,
      })),
    };
    expect((await actors.ADMIN.request('PUT', url, body)).statusCode).toBe(403);
    expect((await actors.SPONSOR.request('GET', url)).statusCode).toBe(403);
    expect((await actors.ADMIN.request('GET', url)).statusCode).toBe(200);
    expect((await actors.GLOBAL_ADMIN.request('PUT', url, body)).statusCode).toBe(200);
  });
});

describe('the agreements gate', () => {
  it('refuses a sponsor with a required agreement unsigned ("All agreements must be accepted")', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.D);
    const [agreement] = await queryRows<{ id: number }>(
      world.ctx.database,
      sql`select id from agreements where key = 'sponsor-commitment'`,
    );
    const required = await actors.SUPER_ADMIN.request(
      'PATCH',
      AGREEMENT_PATHS.agreement.replace(':id', String(agreement!.id)),
      { required: true },
    );
    expect(required.statusCode, required.body).toBe(200);
    const versionId = await publishAgreementText(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'es-CO',
      title: 'Compromiso',
      text: 'Escribiré cuatro cartas.',
    });
    try {
      const refused = await actors.SPONSOR_D.request(
        'POST',
        LETTER_PATHS.letters,
        letterBody(pairs.D),
      );
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'AGREEMENTS_REQUIRED',
        message: 'All agreements must be accepted',
      });
      const overview = letterOverviewSchema.parse(
        (await actors.SPONSOR_D.request('GET', LETTER_PATHS.letterOverview)).json(),
      );
      expect(overview).toMatchObject({ mayWrite: false, writeBlock: 'agreements' });
      // The student of that sponsorship still answers.
      const answer = await actors.STUDENT_D.request(
        'POST',
        LETTER_PATHS.letters,
        letterBody(pairs.D),
      );
      expect(answer.statusCode).toBe(201);
      const accepted = await actors.SPONSOR_D.request(
        'POST',
        AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(versionId)),
        { typedName: 'Diego Johnson' },
      );
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(
        (await actors.SPONSOR_D.request('POST', LETTER_PATHS.letters, letterBody(pairs.D)))
          .statusCode,
      ).toBe(201);
    } finally {
      await actors.SUPER_ADMIN.request(
        'PATCH',
        AGREEMENT_PATHS.agreement.replace(':id', String(agreement!.id)),
        { required: false },
      );
    }
  });
});
