// A letter's languages are the server's, and a letter cannot skip review by its languages: the
// pair comes from the writer's and the reader's accounts (a body's languages are ignored), a
// writer who sets their own account to the child's language and writes in another is held, a
// letter in a third language is held, a reader without an account means "unknown", not "same",
// and a coordinator corrects a waiting letter's languages (the translation it needs is decided
// again). The queue's reason filter says the same as each letter's reasons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  letterOverviewSchema,
  letterSchema,
  REVIEW_REASONS,
  reviewQueuePageSchema,
  LETTER_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { referenceIds } from '../../../test/helpers/fixtures';
import { buildTestApp, errorOf, type TestApp } from '../../../test/helpers/test-app';
import {
  startTranslationServer,
  type TestTranslationServer,
} from '../../../test/helpers/translation-server';
import { insertStudent } from '../students/students.service';
import {
  action,
  as,
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
let translation: TestTranslationServer;
/** The same database, with the translation service configured. */
let machine: TestApp;
/** Chloe's second sponsorship, with a student who has no account. */
let noAccountPair = 0;

const FRENCH_TEXT = {
  subject: 'Bonjour de Paris',
  message:
    "Bonjour mon amie, je joue au football à l'école et j'ai un chien qui s'appelle Max. Écris-moi vite !",
};

/** What a writer does on their profile screen: changes the language of their account. */
async function setMyLanguage(actor: LettersWorld['actors']['SPONSOR'], language: string) {
  const me = (await actor.request('GET', API.me)).json<Record<string, string>>();
  const response = await actor.request('PATCH', API.me, {
    firstName: me.firstName,
    lastName: me.lastName,
    phone: me.phone,
    language,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  translation = await startTranslationServer();
  world = await createLettersWorld();
  machine = await buildTestApp(world.ctx.testDatabase.openAnother(), {
    clock: world.clock,
    env: { TRANSLATOR_URL: translation.url },
  });
  const db = world.ctx.database.db;
  const { colombia } = await referenceIds(db);
  const studentId = await insertStudent(
    db,
    {
      firstName: 'Lucía',
      lastName: 'Sin Cuenta',
      birthdate: '2014-02-03',
      gender: 'female',
      grade: '6-sixth',
      villageId: world.places.village,
      schoolId: null,
      countryId: colombia,
      externalId: null,
      leadershipDistinction: false,
      userId: null,
      status: 'active',
    },
    world.clock.now(),
  );
  const paired = await world.actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
    sponsorId: world.sponsorIds.C,
    studentId,
  });
  expect(paired.statusCode, paired.body).toBe(201);
  noAccountPair = paired.json<{ id: number }>().id;
});

afterAll(async () => {
  await machine.close();
  await world.ctx.close();
  await translation.close();
});

describe('the language pair is the server’s', () => {
  it('takes both languages from the accounts and ignores the ones a body sends', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    // Emily reads English, Valentina Spanish: claiming Spanish to Spanish changes nothing.
    const sent = await write(
      world,
      actors.SPONSOR,
      letterBody(pairs.A, { originalLanguage: 'es-CO', targetLanguage: 'es-CO', send: true }),
    );
    expect(sent.status).toBe('in_review');
    const letter = await read(actors.ADMIN, sent.id);
    expect(letter).toMatchObject({ originalLanguage: 'en-US', targetLanguage: 'es-CO' });
    expect(letter.review?.reasons).toEqual(['translation']);
    // Her answer goes the other way.
    const answer = await write(
      world,
      actors.STUDENT,
      letterBody(pairs.A, { ...SPANISH_TEXT, originalLanguage: 'en-US', targetLanguage: 'en-US' }),
    );
    expect(await read(actors.STUDENT, answer.id)).toMatchObject({
      status: 'draft',
      originalLanguage: 'es-CO',
      targetLanguage: 'en-US',
    });
    // The overview tells the writer both.
    const overview = letterOverviewSchema.parse(
      (await actors.SPONSOR.request('GET', LETTER_PATHS.letterOverview)).json(),
    );
    expect(overview.sponsorships.find((item) => item.sponsorshipId === pairs.A)?.languages).toEqual(
      { mine: 'en-US', theirs: 'es-CO' },
    );
  });

  it('holds an English letter from a sponsor who set their account to the child’s Spanish', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    await setMyLanguage(actors.SPONSOR, 'es-CO');
    try {
      const sent = await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }));
      expect(sent.status).toBe('in_review');
      const letter = await read(actors.ADMIN, sent.id);
      expect(letter).toMatchObject({ originalLanguage: 'es-CO', targetLanguage: 'es-CO' });
      expect(letter.review).toMatchObject({
        reasons: ['languageMismatch'],
        detectedLanguage: 'en-US',
      });
      expect((await actors.STUDENT.request('GET', one(sent.id))).statusCode).toBe(404);
      // Spanish from the same account, to the same child, goes through.
      await removeLetters(world, pairs.A);
      const spanish = await write(
        world,
        actors.SPONSOR,
        letterBody(pairs.A, { ...SPANISH_TEXT, send: true }),
      );
      expect(spanish.status).toBe('delivered');
    } finally {
      await setMyLanguage(actors.SPONSOR, 'en-US');
    }
  });

  it('holds a letter written in a third language between two who read the same one', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const sent = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { ...FRENCH_TEXT, send: true }),
    );
    expect(sent.status).toBe('in_review');
    expect((await read(actors.ADMIN, sent.id)).review).toMatchObject({
      reasons: ['languageMismatch'],
      detectedLanguage: 'other',
    });
    // A short greeting says too little to hold anything on.
    await removeLetters(world, pairs.C);
    const short = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { subject: 'Hi', message: 'Hola amiga!', send: true }),
    );
    expect(short.status).toBe('delivered');
  });

  it('makes a reader without an account wait for a coordinator, who sets their language', async () => {
    const { actors } = world;
    await removeLetters(world, noAccountPair);
    const sent = await write(world, actors.SPONSOR_C, letterBody(noAccountPair, { send: true }));
    expect(sent.status).toBe('in_review');
    const letter = await read(actors.ADMIN, sent.id);
    expect(letter).toMatchObject({ originalLanguage: 'en-US', targetLanguage: null });
    expect(letter.review?.reasons).toEqual(['readerLanguage']);
    for (const path of [LETTER_PATHS.letterDeliver, LETTER_PATHS.letterTranslation]) {
      const refused = await actors.ADMIN.request(
        path === LETTER_PATHS.letterDeliver ? 'POST' : 'PUT',
        action(path, sent.id),
        { translatedSubject: 'Hola', translatedMessage: 'Hola amiga' },
      );
      expect([path, refused.statusCode, errorOf(refused).code]).toEqual([
        path,
        409,
        'LETTER_READER_LANGUAGE_UNKNOWN',
      ]);
    }
    const set = await actors.ADMIN.request('PUT', action(LETTER_PATHS.letterLanguages, sent.id), {
      originalLanguage: 'en-US',
      targetLanguage: 'es-CO',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(letterSchema.parse(set.json()).review?.reasons).toEqual(['translation']);
  });
});

describe('a coordinator corrects the languages', () => {
  it('re-evaluates the translation: the service drafts one for the new pair', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    await setMyLanguage(actors.SPONSOR, 'es-CO');
    const sent = await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true })).finally(
      () => setMyLanguage(actors.SPONSOR, 'en-US'),
    );
    const { id } = sent;
    translation.requests.length = 0;
    const corrected = await as(machine.app, actors.ADMIN)(
      'PUT',
      action(LETTER_PATHS.letterLanguages, id),
      {
        originalLanguage: 'en-US',
        targetLanguage: 'es-CO',
      },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    const letter = letterSchema.parse(corrected.json());
    expect(letter).toMatchObject({
      originalLanguage: 'en-US',
      targetLanguage: 'es-CO',
      translationSource: 'machine',
      review: { reasons: ['approval'], claimedBy: { id: actors.ADMIN.id } },
    });
    expect(translation.requests).toEqual([expect.objectContaining({ source: 'en', target: 'es' })]);
    expect(letter.review?.events.map((event) => [event.action, event.note])).toEqual([
      ['sent', null],
      ['languagesCorrected', 'en-US → es-CO'],
      ['machineTranslated', null],
    ]);
    // Back to one language: the translation made for the other pair is dropped.
    const same = await actors.ADMIN.request('PUT', action(LETTER_PATHS.letterLanguages, id), {
      originalLanguage: 'en-US',
      targetLanguage: 'en-US',
    });
    expect(letterSchema.parse(same.json())).toMatchObject({
      translatedMessage: null,
      translationSource: null,
      review: { reasons: [] },
    });
    const delivered = await actors.ADMIN.request('POST', action(LETTER_PATHS.letterDeliver, id));
    expect(delivered.statusCode, delivered.body).toBe(200);
  });

  it('confirms the languages as they are: the detected difference no longer holds it', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const sent = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { ...FRENCH_TEXT, send: true }),
    );
    const confirmed = await actors.GLOBAL_ADMIN.request(
      'PUT',
      action(LETTER_PATHS.letterLanguages, sent.id),
      { originalLanguage: 'en-US', targetLanguage: 'en-US' },
    );
    expect(letterSchema.parse(confirmed.json()).review?.reasons).toEqual([]);
  });

  it('is for coordinators in scope, on a waiting letter, with both languages', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    await removeLetters(world, pairs.C);
    const waiting = (await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }))).id;
    const delivered = (await write(world, actors.SPONSOR_C, letterBody(pairs.C, { send: true })))
      .id;
    const body = { originalLanguage: 'en-US', targetLanguage: 'es-CO' };
    const url = action(LETTER_PATHS.letterLanguages, waiting);
    for (const name of ['SPONSOR', 'STUDENT'] as const)
      expect((await actors[name].request('PUT', url, body)).statusCode, name).toBe(403);
    expect((await actors.OTHER_ADMIN.request('PUT', url, body)).statusCode).toBe(404);
    const bad: Array<[unknown, number]> = [
      [{}, 400],
      [{ originalLanguage: 'en-US' }, 400],
      [{ originalLanguage: 'fr-FR', targetLanguage: 'es-CO' }, 400],
      [{ originalLanguage: 'EN-us', targetLanguage: 'es-CO' }, 400],
      [{ originalLanguage: 1, targetLanguage: true }, 400],
      [{ originalLanguage: 'en-US', targetLanguage: 'x'.repeat(100_000) }, 400],
    ];
    for (const [payload, status] of bad) {
      const response = await actors.ADMIN.request('PUT', url, payload);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    const spanish = await actors.ADMIN.request('PUT', url, {}, { 'accept-language': 'es-CO' });
    expect(errorOf(spanish).issues?.[0]?.message).toBe('Obligatorio');
    expect(
      (await actors.ADMIN.request('PUT', action(LETTER_PATHS.letterLanguages, 2_147_483_000), body))
        .statusCode,
    ).toBe(404);
    expect(
      (await actors.ADMIN.request('PUT', action(LETTER_PATHS.letterLanguages, 2 ** 40), body))
        .statusCode,
    ).toBe(400);
    const notWaiting = await actors.ADMIN.request(
      'PUT',
      action(LETTER_PATHS.letterLanguages, delivered),
      body,
    );
    expect(errorOf(notWaiting).code).toBe('LETTER_NOT_WAITING');
    await actors.GLOBAL_ADMIN.request('POST', action(LETTER_PATHS.letterClaim, waiting));
    const claimed = await actors.ADMIN.request('PUT', url, body);
    expect(errorOf(claimed).code).toBe('LETTER_CLAIMED');
    expect((await read(actors.ADMIN, waiting)).review?.reasons).toEqual(['translation']);
  });
});

describe('the queue’s reasons', () => {
  it('filters by each reason exactly as each letter states its reasons', async () => {
    const { actors, pairs } = world;
    for (const pair of [pairs.A, pairs.C, pairs.D, noAccountPair]) await removeLetters(world, pair);
    await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }));
    await write(world, actors.SPONSOR_C, letterBody(pairs.C, { ...FRENCH_TEXT, send: true }));
    await write(world, actors.SPONSOR_C, letterBody(noAccountPair, { send: true }));
    await write(
      world,
      actors.SPONSOR_D,
      letterBody(pairs.D, {
        ...SPANISH_TEXT,
        message: `${SPANISH_TEXT.message} Mi número es +57 310 555 1234.`,
        send: true,
      }),
    );
    const all = reviewQueuePageSchema.parse(
      (
        await actors.SUPER_ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?pageSize=100`)
      ).json(),
    );
    expect(all.items.length).toBeGreaterThan(1);
    for (const reason of REVIEW_REASONS) {
      const filtered = reviewQueuePageSchema.parse(
        (
          await actors.SUPER_ADMIN.request(
            'GET',
            `${LETTER_PATHS.letterReviewQueue}?pageSize=100&reason=${reason}`,
          )
        ).json(),
      );
      expect([reason, filtered.items.map((item) => item.id).sort()]).toEqual([
        reason,
        all.items
          .filter((item) => item.reasons.includes(reason))
          .map((item) => item.id)
          .sort(),
      ]);
    }
    expect(
      (await actors.SUPER_ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?reason=holiday`))
        .statusCode,
    ).toBe(400);
  });
});
