// Letters: the whole life of a letter (draft, saving while typing, sending, inbox, reading,
// answering), "You must fill all fields", the agreements gate, who reaches what, translation
// through a local LibreTranslate-speaking server and by hand, review, safeguarding, returning a
// letter to its writer, the e-mails, the year's letters and due dates, concurrency, bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  letterOverviewSchema,
  letterPageSchema,
  letterSchema,
  reviewQueuePageSchema,
  yearLettersSchema,
  type Letter,
  type Role,
} from '@portal/shared';
import { makeAgreementsOptional, publishAgreementText } from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import {
  bearer,
  buildTestApp,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  startTranslationServer,
  type TestTranslationServer,
} from '../../../test/helpers/translation-server';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let smtp: TestSmtpServer;
let translation: TestTranslationServer;
/** The same database, with the translation service configured (review on). */
let machine: TestApp;
/** The same database, translation service configured and review off. */
let unreviewed: TestApp;

type Name =
  | Role
  | 'OTHER_ADMIN'
  | 'SPONSOR_B'
  | 'STUDENT_B'
  | 'SPONSOR_C'
  | 'STUDENT_C'
  | 'SPONSOR_D'
  | 'STUDENT_D';
let actors: Record<Name, Actor>;
let periodId = 0;
/** SPONSOR with STUDENT, SPONSOR_B with STUDENT_B (other places), SPONSOR_C with STUDENT_C... */
let pairs: Record<'A' | 'B' | 'C' | 'D', number>;
let sponsorIds: Record<'A' | 'B' | 'C' | 'D', number>;

const one = (id: number) => API.letter.replace(':id', String(id));
const action = (path: string, id: number) => path.replace(':id', String(id));

function as(app: TestApp['app'], actor: Actor) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(actor.token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

function letterBody(sponsorshipId: number, extra: Record<string, unknown> = {}) {
  return {
    sponsorshipId,
    number: 1,
    subject: 'Hello from Texas',
    message: 'Hello friend! I play football at school and I have a dog named Max.',
    originalLanguage: 'en-US',
    targetLanguage: 'en-US',
    ...extra,
  };
}

async function write(actor: Actor, body: Record<string, unknown>, app = ctx.app) {
  const response = await as(app, actor)('POST', API.letters, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; status: string }>();
}

async function read(actor: Actor, id: number): Promise<Letter> {
  const response = await actor.request('GET', one(id));
  expect(response.statusCode, response.body).toBe(200);
  return letterSchema.parse(response.json());
}

async function removeLetters(sponsorshipId: number) {
  await ctx.database.db.execute(
    sql`delete from sponsorship_letters where sponsorship_id = ${sponsorshipId}`,
  );
}

/** The mail to `email` about letter `id` (each notice links to its letter). */
async function mailAbout(email: string, id: number) {
  await ctx.app.platform.mailer.flush();
  return smtp.waitForMail(
    (mail) =>
      mail.to.includes(email) && new RegExp(`/edrocks/letters/${id}(?!\\d)`).test(mail.text),
  );
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  translation = await startTranslationServer();
  ctx = await createTestContext({ clock, env: { SMTP_URL: smtp.url } });
  machine = await buildTestApp(ctx.testDatabase.openAnother(), {
    clock,
    env: { TRANSLATOR_URL: translation.url, TRANSLATOR_API_KEY: 'letters-key' },
  });
  unreviewed = await buildTestApp(ctx.testDatabase.openAnother(), {
    clock,
    env: { TRANSLATOR_URL: translation.url, LETTER_TRANSLATION_REVIEW: 'false' },
  });
  const db = ctx.database.db;
  const { colombia } = await referenceIds(db);
  const village = await createPlace(db, 'village', { name: 'Vereda El Roble' });
  const otherVillage = await createPlace(db, 'village', { name: 'Vereda Lejana' });
  const school = await createPlace(db, 'school', { name: 'Lincoln High' });
  const otherSchool = await createPlace(db, 'school', { name: 'Far Away High' });
  const named = (firstName: string, lastName: string, language: 'en-US' | 'es-CO' = 'en-US') => ({
    firstName,
    lastName,
    language,
    email: uniqueEmail(firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
  });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', named('Sara', 'Super')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', named('Gloria', 'Global')),
    ADMIN: await createActor(ctx, 'ADMIN', named('Adán', 'Admin')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', named('Otto', 'Other')),
    SPONSOR: await createActor(ctx, 'SPONSOR', named('Emily', 'Johnson')),
    STUDENT: await createActor(ctx, 'STUDENT', named('Valentina', 'Rojas', 'es-CO')),
    SPONSOR_B: await createActor(ctx, 'SPONSOR', named('Ben', 'Brown')),
    STUDENT_B: await createActor(ctx, 'STUDENT', named('Camilo', 'Pérez', 'es-CO')),
    SPONSOR_C: await createActor(ctx, 'SPONSOR', named('Chloe', 'Clark')),
    STUDENT_C: await createActor(ctx, 'STUDENT', named('Daniela', 'Gómez', 'es-CO')),
    SPONSOR_D: await createActor(ctx, 'SPONSOR', named('Dylan', 'Davis')),
    STUDENT_D: await createActor(ctx, 'STUDENT', named('Esteban', 'Mora', 'es-CO')),
  };
  // The agreements' gate has its own test below: until then nothing is required.
  await makeAgreementsOptional(ctx.database);
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [school], villageIds: [village] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, {
    schoolIds: [otherSchool],
    villageIds: [otherVillage],
  });
  const created = await actors.SUPER_ADMIN.request('POST', API.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  periodId = created.json<{ id: number }>().id;
  await actors.SUPER_ADMIN.request('POST', API.periodActivate.replace(':id', String(periodId)));

  const sponsor = async (actor: Actor, schoolId: number) =>
    (await insertSponsorIfFree(db, {
      firstName: actor === actors.SPONSOR ? 'Emily' : `Sponsor${actor.id}`,
      lastName: 'Johnson',
      email: actor.email,
      phone: '+1 415 555 0100',
      schoolId,
      birthdate: '2000-01-01',
      leadershipDistinction: false,
      active: true,
      userId: actor.id,
    }))!;
  const student = (actor: Actor, villageId: number, firstName: string) =>
    insertStudent(
      db,
      {
        firstName,
        lastName: 'Rojas',
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: actor.id,
        status: 'active',
      },
      clock.now(),
    );
  const pair = async (sponsorId: number, studentId: number) => {
    const response = await actors.SUPER_ADMIN.request('POST', API.sponsorships, {
      sponsorId,
      studentId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  sponsorIds = {
    A: await sponsor(actors.SPONSOR, school),
    B: await sponsor(actors.SPONSOR_B, otherSchool),
    C: await sponsor(actors.SPONSOR_C, school),
    D: await sponsor(actors.SPONSOR_D, school),
  };
  pairs = {
    A: await pair(sponsorIds.A, await student(actors.STUDENT, village, 'Valentina')),
    B: await pair(sponsorIds.B, await student(actors.STUDENT_B, otherVillage, 'Camilo')),
    C: await pair(sponsorIds.C, await student(actors.STUDENT_C, village, 'Daniela')),
    D: await pair(sponsorIds.D, await student(actors.STUDENT_D, village, 'Esteban')),
  };
});

afterAll(async () => {
  await unreviewed.close();
  await machine.close();
  await ctx.close();
  await translation.close();
  await smtp.close();
});

describe('the life of a letter', () => {
  it('drafts, saves over the draft, sends, lands in the inbox, is read and answered', async () => {
    await removeLetters(pairs.A);
    const draft = await write(actors.SPONSOR, letterBody(pairs.A, { message: 'Hello fr' }));
    expect(draft.status).toBe('draft');
    // A draft is private: the student and coordinators do not see it.
    expect((await actors.STUDENT.request('GET', one(draft.id))).statusCode).toBe(404);
    expect((await actors.SUPER_ADMIN.request('GET', one(draft.id))).statusCode).toBe(404);

    // Saving while typing: a second POST of the same letter saves over the draft; so does PATCH.
    const again = await write(actors.SPONSOR, letterBody(pairs.A, { message: 'Hello friend!' }));
    expect(again).toEqual({ id: draft.id, status: 'draft' });
    const patched = await actors.SPONSOR.request('PATCH', one(draft.id), {
      message: 'Hello friend! I play football at school.',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(letterSchema.parse(patched.json())).toMatchObject({
      status: 'draft',
      subject: 'Hello from Texas',
      message: 'Hello friend! I play football at school.',
      canEdit: true,
      sentAt: null,
    });
    const drafts = letterPageSchema.parse(
      (await actors.SPONSOR.request('GET', `${API.letters}?box=drafts`)).json(),
    );
    expect(drafts.items.map((item) => item.id)).toContain(draft.id);

    const sent = await actors.SPONSOR.request('PATCH', one(draft.id), { send: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const delivered = letterSchema.parse(sent.json());
    expect(delivered).toMatchObject({ status: 'delivered', canEdit: false, review: null });
    expect(delivered.deliveredAt).toBe(clock.now().toISOString());

    // The student's inbox: unread, with the sponsor's first name only.
    const inbox = letterPageSchema.parse((await actors.STUDENT.request('GET', API.letters)).json());
    const item = inbox.items.find((candidate) => candidate.id === draft.id);
    expect(item).toMatchObject({
      unread: true,
      subject: 'Hello from Texas',
      writer: { kind: 'sponsor', firstName: 'Emily', lastName: null },
    });
    expect(JSON.stringify(inbox)).not.toContain('Johnson');
    expect(JSON.stringify(inbox)).not.toContain('415');
    const overview = letterOverviewSchema.parse(
      (await actors.STUDENT.request('GET', API.letterOverview)).json(),
    );
    expect(overview.unread).toBe(1);

    const opened = await actors.STUDENT.request('POST', action(API.letterRead, draft.id));
    expect(opened.statusCode).toBe(200);
    const readAt = letterSchema.parse(opened.json()).readAt;
    expect(readAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    // Opening it again keeps the first time.
    const reopened = letterSchema.parse(
      (await actors.STUDENT.request('POST', action(API.letterRead, draft.id))).json(),
    );
    expect(reopened.readAt).toBe(readAt);
    // Reading one's own letter does not mark it read.
    await actors.SPONSOR.request('POST', action(API.letterRead, draft.id));

    // The student answers letter 1.
    const answer = await write(
      actors.STUDENT,
      letterBody(pairs.A, {
        subject: 'Gracias',
        message: 'Gracias por tu carta. Mi perro se llama Luna.',
        originalLanguage: 'es-CO',
        targetLanguage: 'es-CO',
        send: true,
      }),
    );
    expect(answer.status).toBe('delivered');
    const sponsorInbox = letterPageSchema.parse(
      (await actors.SPONSOR.request('GET', `${API.letters}?box=inbox`)).json(),
    );
    expect(sponsorInbox.items.map((letter) => letter.id)).toEqual([answer.id]);
    const sentBox = letterPageSchema.parse(
      (await actors.SPONSOR.request('GET', `${API.letters}?box=sent`)).json(),
    );
    expect(sentBox.items.map((letter) => letter.id)).toEqual([draft.id]);
    expect((await read(actors.SPONSOR, draft.id)).readAt).toBe(readAt);
  });

  it('refuses to send an incomplete letter with "You must fill all fields", keeping the draft', async () => {
    await removeLetters(pairs.C);
    const draft = await write(
      actors.SPONSOR_C,
      letterBody(pairs.C, { subject: 'Only a subject', message: '' }),
    );
    const response = await as(ctx.app, actors.SPONSOR_C)(
      'POST',
      API.letters,
      letterBody(pairs.C, { subject: 'Only a subject', message: '   ', send: true }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'LETTER_FIELDS_REQUIRED',
      message: 'You must fill all fields',
    });
    const spanish = await ctx.app.inject({
      method: 'PATCH',
      url: one(draft.id),
      headers: { ...bearer(actors.SPONSOR_C.token), 'accept-language': 'es-CO' },
      payload: { subject: '', send: true },
    });
    expect(spanish.statusCode).toBe(422);
    expect(errorOf(spanish).message).toBe('Debe llenar todos los campos');
    const kept = await read(actors.SPONSOR_C, draft.id);
    expect(kept).toMatchObject({ status: 'draft', subject: 'Only a subject' });
  });

  it('keeps a sent letter read-only for its writer', async () => {
    await removeLetters(pairs.C);
    const sent = await write(actors.SPONSOR_C, letterBody(pairs.C, { send: true }));
    const patch = await actors.SPONSOR_C.request('PATCH', one(sent.id), { subject: 'Changed' });
    expect(patch.statusCode).toBe(409);
    expect(errorOf(patch).code).toBe('LETTER_NOT_EDITABLE');
    const again = await actors.SPONSOR_C.request('POST', API.letters, letterBody(pairs.C));
    expect(errorOf(again).code).toBe('LETTER_NOT_EDITABLE');
    expect((await actors.SPONSOR_C.request('DELETE', one(sent.id))).statusCode).toBe(409);
    expect((await read(actors.SPONSOR_C, sent.id)).subject).toBe('Hello from Texas');
  });

  it('deletes a draft that was never sent', async () => {
    await removeLetters(pairs.C);
    const draft = await write(actors.SPONSOR_C, letterBody(pairs.C, { number: 2 }));
    expect((await actors.STUDENT_C.request('DELETE', one(draft.id))).statusCode).toBe(404);
    expect((await actors.SPONSOR_C.request('DELETE', one(draft.id))).statusCode).toBe(204);
    expect((await actors.SPONSOR_C.request('GET', one(draft.id))).statusCode).toBe(404);
  });

  it('saves concurrent saves of the same letter as one letter', async () => {
    await removeLetters(pairs.D);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        as(ctx.app, actors.SPONSOR_D)(
          'POST',
          API.letters,
          letterBody(pairs.D, { message: `Version ${index}` }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(responses.map((response) => response.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    const [row] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from sponsorship_letters where sponsorship_id = ${pairs.D}`,
    );
    expect(row?.count).toBe(1);
  });
});

describe('who reaches what', () => {
  let letterId = 0;
  beforeAll(async () => {
    await removeLetters(pairs.A);
    letterId = (await write(actors.SPONSOR, letterBody(pairs.A, { send: true }))).id;
  });

  it('gives a letter to its writer, its recipient and coordinators in scope only', async () => {
    for (const name of ['SPONSOR', 'STUDENT', 'SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)
      expect((await actors[name].request('GET', one(letterId))).statusCode, name).toBe(200);
    for (const name of ['SPONSOR_B', 'STUDENT_B', 'OTHER_ADMIN', 'SPONSOR_C'] as const)
      expect((await actors[name].request('GET', one(letterId))).statusCode, name).toBe(404);
    // Coordinators see last names; the student does not.
    expect((await read(actors.ADMIN, letterId)).writer.lastName).toBe('Johnson');
    expect((await read(actors.STUDENT, letterId)).writer.lastName).toBeNull();
  });

  it('lets nobody write in a sponsorship they are not part of', async () => {
    for (const name of ['STUDENT_B', 'SPONSOR_B', 'SUPER_ADMIN', 'ADMIN'] as const) {
      const response = await actors[name].request(
        'POST',
        API.letters,
        letterBody(pairs.A, { number: 2 }),
      );
      expect(response.statusCode, name).toBe(404);
    }
    const patch = await actors.STUDENT.request('PATCH', one(letterId), { subject: 'x' });
    expect(patch.statusCode).toBe(404);
  });

  it('keeps coordinators to the queue of their places', async () => {
    await removeLetters(pairs.B);
    const waiting = await write(
      actors.SPONSOR_B,
      letterBody(pairs.B, { targetLanguage: 'es-CO', send: true }),
    );
    expect(waiting.status).toBe('in_review');
    const queueOf = async (actor: Actor) =>
      reviewQueuePageSchema
        .parse((await actor.request('GET', API.letterReviewQueue)).json())
        .items.map((item) => item.id);
    expect(await queueOf(actors.OTHER_ADMIN)).toContain(waiting.id);
    expect(await queueOf(actors.ADMIN)).not.toContain(waiting.id);
    expect(await queueOf(actors.GLOBAL_ADMIN)).toContain(waiting.id);
    const claim = await actors.ADMIN.request('POST', action(API.letterClaim, waiting.id));
    expect(claim.statusCode).toBe(404);
    for (const name of ['SPONSOR', 'STUDENT'] as const)
      expect((await actors[name].request('GET', API.letterReviewQueue)).statusCode).toBe(403);
  });

  it('sets the year letters for super and global admins only', async () => {
    const url = API.yearLetters.replace(':id', String(periodId));
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

describe('translation', () => {
  it('waits for a coordinator without a translation service, who claims, translates and delivers it', async () => {
    await removeLetters(pairs.A);
    const sent = await write(
      actors.SPONSOR,
      letterBody(pairs.A, { targetLanguage: 'es-CO', send: true }),
    );
    expect(sent.status).toBe('in_review');
    expect((await actors.STUDENT.request('GET', one(sent.id))).statusCode).toBe(404);
    const queue = reviewQueuePageSchema.parse(
      (await actors.ADMIN.request('GET', `${API.letterReviewQueue}?reason=translation`)).json(),
    );
    expect(queue.items.find((item) => item.id === sent.id)).toMatchObject({
      reasons: ['translation'],
      originalLanguage: 'en-US',
      targetLanguage: 'es-CO',
      claimedBy: null,
      sentAt: clock.now().toISOString(),
    });

    const claimed = await actors.ADMIN.request('POST', action(API.letterClaim, sent.id));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(letterSchema.parse(claimed.json()).review?.claimedBy).toEqual({
      id: actors.ADMIN.id,
      name: 'Adán Admin',
    });
    const taken = await actors.GLOBAL_ADMIN.request('POST', action(API.letterClaim, sent.id));
    expect(errorOf(taken).code).toBe('LETTER_CLAIMED');
    const blocked = await actors.GLOBAL_ADMIN.request('POST', action(API.letterDeliver, sent.id));
    expect(errorOf(blocked).code).toBe('LETTER_CLAIMED');
    const missing = await actors.ADMIN.request('POST', action(API.letterDeliver, sent.id));
    expect(missing.statusCode).toBe(409);
    expect(errorOf(missing).code).toBe('LETTER_TRANSLATION_MISSING');

    const translated = await actors.ADMIN.request('PUT', action(API.letterTranslation, sent.id), {
      translatedSubject: 'Hola desde Texas',
      translatedMessage: '¡Hola amiga! Juego fútbol en el colegio y tengo un perro llamado Max.',
    });
    expect(translated.statusCode, translated.body).toBe(200);
    expect(letterSchema.parse(translated.json())).toMatchObject({
      translationSource: 'manual',
      review: { reasons: [] },
    });
    const delivered = await actors.ADMIN.request('POST', action(API.letterDeliver, sent.id));
    expect(delivered.statusCode).toBe(200);
    const letter = letterSchema.parse(delivered.json());
    expect(letter.status).toBe('delivered');
    expect(letter.review?.events.map((event) => [event.action, event.by])).toEqual([
      ['sent', 'Emily Johnson'],
      ['claimed', 'Adán Admin'],
      ['translated', 'Adán Admin'],
      ['delivered', 'Adán Admin'],
    ]);

    // The student reads the translation, the original one click away (both in the answer).
    const forStudent = await read(actors.STUDENT, sent.id);
    expect(forStudent).toMatchObject({
      translatedSubject: 'Hola desde Texas',
      message: letterBody(pairs.A).message,
      review: null,
    });
    const inbox = letterPageSchema.parse((await actors.STUDENT.request('GET', API.letters)).json());
    expect(inbox.items.find((item) => item.id === sent.id)?.subject).toBe('Hola desde Texas');

    // The student's notice: in Spanish, naming the writer, never the letter itself.
    const mail = await mailAbout(actors.STUDENT.email, sent.id);
    expect(mail.subject).toBe('Tienes una carta nueva de Emily');
    expect(mail.text).toContain(`/edrocks/letters/${sent.id}`);
    expect(mail.text).not.toContain('football');
  });

  it('translates on save through the translation service; a coordinator approves the draft', async () => {
    await removeLetters(pairs.C);
    translation.requests.length = 0;
    const sent = await write(
      actors.SPONSOR_C,
      letterBody(pairs.C, { targetLanguage: 'es-CO', send: true }),
      machine.app,
    );
    expect(sent.status).toBe('in_review');
    expect(translation.requests).toEqual([
      expect.objectContaining({ source: 'en', target: 'es', api_key: 'letters-key' }),
    ]);
    const waiting = await read(actors.SUPER_ADMIN, sent.id);
    expect(waiting).toMatchObject({
      translationSource: 'machine',
      translatedSubject: '[es] Hola from Texas',
      review: { reasons: ['approval'] },
    });
    expect(waiting.translatedMessage).toContain('fútbol');
    expect(waiting.review?.events.map((event) => event.action)).toEqual([
      'sent',
      'machineTranslated',
    ]);
    const delivered = await actors.SUPER_ADMIN.request('POST', action(API.letterDeliver, sent.id));
    expect(letterSchema.parse(delivered.json()).status).toBe('delivered');
  });

  it('delivers a machine translation at once when review is off', async () => {
    await removeLetters(pairs.C);
    const sent = await write(
      actors.SPONSOR_C,
      letterBody(pairs.C, { targetLanguage: 'es-CO', send: true }),
      unreviewed.app,
    );
    expect(sent.status).toBe('delivered');
    expect((await read(actors.STUDENT_C, sent.id)).translatedMessage).toMatch(/^\[es\] /);
  });

  it('falls back to a coordinator when the translation service fails', async () => {
    await removeLetters(pairs.C);
    translation.failWith = 500;
    try {
      const sent = await write(
        actors.SPONSOR_C,
        letterBody(pairs.C, { targetLanguage: 'es-CO', send: true }),
        machine.app,
      );
      expect(sent.status).toBe('in_review');
      const letter = await read(actors.SUPER_ADMIN, sent.id);
      expect(letter.review?.reasons).toEqual(['translation']);
      expect(letter.review?.events.map((event) => event.action)).toContain(
        'machineTranslationFailed',
      );
    } finally {
      translation.failWith = undefined;
    }
  });
});

describe('safeguarding', () => {
  it('holds a letter with a phone number, highlights it, and a coordinator delivers it', async () => {
    await removeLetters(pairs.A);
    const message = 'Hello friend! Write me on WhatsApp at +1 415 555 0132 any time.';
    const sent = await write(actors.SPONSOR, letterBody(pairs.A, { message, send: true }));
    expect(sent.status).toBe('in_review');
    const letter = await read(actors.ADMIN, sent.id);
    expect(letter.review?.reasons).toEqual(['safeguarding']);
    const phone = letter.review?.matches.find((match) => match.kind === 'phone');
    expect(phone).toMatchObject({ field: 'message', text: '+1 415 555 0132' });
    expect(message.slice(phone!.start, phone!.end)).toBe('+1 415 555 0132');
    expect(letter.review?.matches.map((match) => match.kind)).toContain('messagingApp');
    const queue = reviewQueuePageSchema.parse(
      (await actors.ADMIN.request('GET', `${API.letterReviewQueue}?reason=safeguarding`)).json(),
    );
    expect(queue.items.find((item) => item.id === sent.id)?.matchCount).toBeGreaterThanOrEqual(2);
    const delivered = await actors.ADMIN.request('POST', action(API.letterDeliver, sent.id));
    expect(letterSchema.parse(delivered.json()).status).toBe('delivered');
    expect((await actors.STUDENT.request('GET', one(sent.id))).statusCode).toBe(200);
  });

  it('returns a letter to its writer with a note; the writer edits it and sends it again', async () => {
    await removeLetters(pairs.A);
    const sent = await write(
      actors.SPONSOR,
      letterBody(pairs.A, {
        message: 'Can you send me your address? Also my email is emily@example.com',
        send: true,
      }),
    );
    const kinds = (await read(actors.ADMIN, sent.id)).review?.matches.map((match) => match.kind);
    expect(kinds).toContain('email');
    const returned = await actors.ADMIN.request('POST', action(API.letterReturn, sent.id), {
      note: 'Please do not share your e-mail address.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    const forWriter = await read(actors.SPONSOR, sent.id);
    expect(forWriter).toMatchObject({
      status: 'returned',
      returnNote: 'Please do not share your e-mail address.',
      canEdit: true,
    });
    expect((await actors.STUDENT.request('GET', one(sent.id))).statusCode).toBe(404);
    const mail = await mailAbout(actors.SPONSOR.email, sent.id);
    expect(mail.subject).toBe('Your letter 1 needs a change');
    expect(mail.text).toContain('Please do not share your e-mail address.');

    const resent = await actors.SPONSOR.request('PATCH', one(sent.id), {
      message: 'I hope you are well. I play football at school.',
      send: true,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(letterSchema.parse(resent.json())).toMatchObject({
      status: 'delivered',
      returnNote: null,
    });
    const events = (await read(actors.ADMIN, sent.id)).review?.events;
    expect(events?.map((event) => [event.action, event.note])).toEqual([
      ['sent', null],
      ['flagged', null],
      ['returned', 'Please do not share your e-mail address.'],
      ['sent', null],
      ['delivered', null],
    ]);
  });

  it('lets one of two coordinators claiming at once have the letter', async () => {
    await removeLetters(pairs.A);
    const sent = await write(
      actors.SPONSOR,
      letterBody(pairs.A, { targetLanguage: 'es-CO', send: true }),
    );
    const answers = await Promise.all(
      [actors.ADMIN, actors.GLOBAL_ADMIN, actors.SUPER_ADMIN].map((actor) =>
        actor.request('POST', action(API.letterClaim, sent.id)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('the agreements gate', () => {
  it('refuses a sponsor with a required agreement unsigned ("All agreements must be accepted")', async () => {
    await removeLetters(pairs.D);
    const [agreement] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from agreements where key = 'sponsor-commitment'`,
    );
    const required = await actors.SUPER_ADMIN.request(
      'PATCH',
      API.agreement.replace(':id', String(agreement!.id)),
      { required: true },
    );
    expect(required.statusCode, required.body).toBe(200);
    const versionId = await publishAgreementText(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'en-US',
      title: 'Commitment',
      text: 'I will write four letters.',
    });
    try {
      const refused = await actors.SPONSOR_D.request('POST', API.letters, letterBody(pairs.D));
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'AGREEMENTS_REQUIRED',
        message: 'All agreements must be accepted',
      });
      const overview = letterOverviewSchema.parse(
        (await actors.SPONSOR_D.request('GET', API.letterOverview)).json(),
      );
      expect(overview.mayWrite).toBe(false);
      // The student of that sponsorship still answers.
      const answer = await actors.STUDENT_D.request('POST', API.letters, letterBody(pairs.D));
      expect(answer.statusCode).toBe(201);
      const accepted = await actors.SPONSOR_D.request(
        'POST',
        API.agreementAccept.replace(':versionId', String(versionId)),
        { typedName: `Sponsor${actors.SPONSOR_D.id} Johnson` },
      );
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(
        (await actors.SPONSOR_D.request('POST', API.letters, letterBody(pairs.D))).statusCode,
      ).toBe(201);
    } finally {
      await actors.SUPER_ADMIN.request(
        'PATCH',
        API.agreement.replace(':id', String(agreement!.id)),
        {
          required: false,
        },
      );
    }
  });
});

describe('the year letters and what is due', () => {
  it('spreads default due dates over the year until a coordinator sets them', async () => {
    await ctx.database.db.execute(sql`delete from letters where period_id = ${periodId}`);
    const url = API.yearLetters.replace(':id', String(periodId));
    const defaults = yearLettersSchema.parse((await actors.ADMIN.request('GET', url)).json());
    expect(defaults.customised).toBe(false);
    expect(defaults.letters.map((letter) => letter.number)).toEqual([1, 2, 3, 4]);
    expect(defaults.letters[0]).toMatchObject({ title: 'Letter 1', theme: 'Introduce yourself' });
    const dates = defaults.letters.flatMap((letter) => [letter.dueDate!, letter.answerDueDate!]);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]! > '2026-08-01' && dates.at(-1)! < '2027-07-31').toBe(true);
  });

  it('shows each writer what is due and what is late', async () => {
    await removeLetters(pairs.A);
    const url = API.yearLetters.replace(':id', String(periodId));
    const set = await actors.SUPER_ADMIN.request('PUT', url, {
      letters: [
        {
          number: 1,
          title: 'Hello',
          theme: 'Introduce yourself',
          dueDate: '2026-11-20',
          answerDueDate: '2026-12-20',
        },
        {
          number: 2,
          title: 'Family',
          theme: 'My family',
          dueDate: '2026-11-30',
          answerDueDate: '2027-01-10',
        },
        { number: 3, title: 'Dreams', theme: 'My dreams', dueDate: null, answerDueDate: null },
        {
          number: 4,
          title: 'Looking back',
          theme: 'The year',
          dueDate: '2027-05-01',
          answerDueDate: '2027-06-01',
        },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(yearLettersSchema.parse(set.json()).customised).toBe(true);
    await write(actors.SPONSOR, letterBody(pairs.A, { number: 4, send: true }));

    const overview = letterOverviewSchema.parse(
      (await actors.SPONSOR.request('GET', API.letterOverview)).json(),
    );
    expect(overview).toMatchObject({ writer: 'sponsor', mayWrite: true });
    const slots = overview.sponsorships.find((item) => item.sponsorshipId === pairs.A)!.letters;
    expect(slots.map((slot) => [slot.number, slot.dueState, slot.daysLeft])).toEqual([
      [1, 'late', -5],
      [2, 'due', 5],
      [3, 'open', null],
      [4, 'sent', null],
    ]);
    const forStudent = letterOverviewSchema.parse(
      (await actors.STUDENT.request('GET', API.letterOverview)).json(),
    );
    const studentSlots = forStudent.sponsorships[0]!.letters;
    expect(forStudent.writer).toBe('student');
    expect(forStudent.sponsorships[0]!.other).toMatchObject({
      kind: 'sponsor',
      firstName: 'Emily',
      lastName: null,
    });
    expect(studentSlots[0]).toMatchObject({
      myDueDate: '2026-12-20',
      dueState: 'due',
      daysLeft: 25,
    });
    expect(studentSlots[3]?.theirs).not.toBeNull();
  });

  it('refuses an answer due before its letter, and a closed or unknown year', async () => {
    const url = API.yearLetters.replace(':id', String(periodId));
    const letters = [1, 2, 3, 4].map((number) => ({
      number,
      title: 'T',
      theme: 'T',
      dueDate: '2026-12-01',
      answerDueDate: number === 2 ? '2026-11-01' : null,
    }));
    const early = await actors.SUPER_ADMIN.request('PUT', url, { letters });
    expect(early.statusCode).toBe(400);
    const twice = await actors.SUPER_ADMIN.request('PUT', url, {
      letters: [...letters.slice(0, 3), { ...letters[0] }],
    });
    expect(twice.statusCode).toBe(400);
    const unknown = await actors.SUPER_ADMIN.request(
      'PUT',
      API.yearLetters.replace(':id', '2147483000'),
      { letters: letters.map((letter) => ({ ...letter, answerDueDate: null })) },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('attachments', () => {
  it('attaches an uploaded file that the recipient opens in place', async () => {
    await removeLetters(pairs.A);
    const body = await multipartBody({
      file: { data: await samples.pdf(), filename: 'drawing.pdf' },
    });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: API.letterAttachments,
      headers: { ...bearer(actors.SPONSOR.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ fileId: number; contentType: string }>();
    expect(file.contentType).toBe('application/pdf');
    // Another writer cannot attach it.
    const stolen = await actors.SPONSOR_C.request(
      'POST',
      API.letters,
      letterBody(pairs.C, { number: 3, attachmentFileId: file.fileId }),
    );
    expect(stolen.statusCode).toBe(409);
    expect(errorOf(stolen).code).toBe('LETTER_ATTACHMENT_UNAVAILABLE');

    const sent = await write(
      actors.SPONSOR,
      letterBody(pairs.A, { attachmentFileId: file.fileId, send: true }),
    );
    const letter = await read(actors.STUDENT, sent.id);
    expect(letter.attachment).toMatchObject({ fileId: file.fileId, name: 'drawing.pdf' });
    const opened = await ctx.app.inject({ method: 'GET', url: letter.attachment!.url });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    const fileUrl = API.file.replace(':id', String(file.fileId));
    expect((await actors.STUDENT.request('GET', fileUrl)).statusCode).toBe(200);
    expect((await actors.STUDENT_B.request('GET', fileUrl)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 400 with translated messages, 404 for unknown ids, and loses nothing', async () => {
    await removeLetters(pairs.A);
    const kept = await write(actors.SPONSOR, letterBody(pairs.A, { number: 2 }));
    const bad: Array<[unknown, number]> = [
      [{ ...letterBody(pairs.A), number: 5 }, 400],
      [{ ...letterBody(pairs.A), number: 'one' }, 400],
      [{ ...letterBody(pairs.A), sponsorshipId: '1' }, 400],
      [{ ...letterBody(pairs.A), subject: 'x'.repeat(201) }, 400],
      [{ ...letterBody(pairs.A), message: 'x'.repeat(10_001) }, 400],
      [{ ...letterBody(pairs.A), originalLanguage: 'fr-FR' }, 400],
      [{ ...letterBody(pairs.A), send: 'yes' }, 400],
      [{ number: 1 }, 400],
      [{ ...letterBody(pairs.A), sponsorshipId: 2_147_483_000 }, 404],
      [{ ...letterBody(pairs.A), attachmentFileId: 2_147_483_000 }, 409],
    ];
    for (const [payload, status] of bad) {
      const response = await actors.SPONSOR.request('POST', API.letters, payload);
      expect([JSON.stringify(payload).slice(0, 80), response.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 80),
        status,
      ]);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    expect((await actors.SPONSOR.request('GET', one(2_147_483_000))).statusCode).toBe(404);
    expect((await actors.SPONSOR.request('GET', `${API.letters}?box=elsewhere`)).statusCode).toBe(
      400,
    );
    expect((await read(actors.SPONSOR, kept.id)).message).toBe(letterBody(pairs.A).message);
  });
});
