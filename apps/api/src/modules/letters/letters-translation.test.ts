// Letters between people who read different languages: a coordinator translates by hand, or the
// translation service (a local LibreTranslate-speaking server) drafts it, approved by a
// coordinator while review is on; safeguarding holds, returning a letter with a note, the
// e-mails, and two coordinators claiming at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditHistorySchema,
  letterPageSchema,
  letterSchema,
  reviewQueuePageSchema,
  AUDIT_PATHS,
  LETTER_PATHS,
} from '@portal/shared';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import { buildTestApp, errorOf, type TestApp } from '../../../test/helpers/test-app';
import {
  startTranslationServer,
  type TestTranslationServer,
} from '../../../test/helpers/translation-server';
import {
  action,
  createLettersWorld,
  ENGLISH_TEXT,
  letterBody,
  one,
  read,
  removeLetters,
  write,
  type LettersWorld,
} from './letters-fixture';

let world: LettersWorld;
let smtp: TestSmtpServer;
let translation: TestTranslationServer;
/** The same database, with the translation service configured (review on). */
let machine: TestApp;
/** The same database, translation service configured and review off. */
let unreviewed: TestApp;

/** The mail to `email` about letter `id` (each notice links to its letter). */
async function mailAbout(email: string, id: number) {
  await world.ctx.app.platform.mailer.flush();
  return smtp.waitForMail(
    (mail) =>
      mail.to.includes(email) && new RegExp(`/edrocks/letters/${id}(?!\\d)`).test(mail.text),
  );
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  translation = await startTranslationServer();
  world = await createLettersWorld({ env: { SMTP_URL: smtp.url } });
  machine = await buildTestApp(world.ctx.testDatabase.openAnother(), {
    clock: world.clock,
    env: { TRANSLATOR_URL: translation.url, TRANSLATOR_API_KEY: 'letters-key' },
  });
  unreviewed = await buildTestApp(world.ctx.testDatabase.openAnother(), {
    clock: world.clock,
    env: { TRANSLATOR_URL: translation.url, LETTER_TRANSLATION_REVIEW: 'false' },
  });
});

afterAll(async () => {
  await unreviewed.close();
  await machine.close();
  await world.ctx.close();
  await translation.close();
  await smtp.close();
});

describe('translation', () => {
  it('waits for a coordinator without a translation service, who claims, translates and delivers it', async () => {
    const { actors, pairs, clock } = world;
    await removeLetters(world, pairs.A);
    const sent = await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }));
    expect(sent.status).toBe('in_review');
    expect((await actors.STUDENT.request('GET', one(sent.id))).statusCode).toBe(404);
    const queue = reviewQueuePageSchema.parse(
      (
        await actors.ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?reason=translation`)
      ).json(),
    );
    expect(queue.items.find((item) => item.id === sent.id)).toMatchObject({
      reasons: ['translation'],
      originalLanguage: 'en-US',
      targetLanguage: 'es-CO',
      claimedBy: null,
      sentAt: clock.now().toISOString(),
    });

    const claimed = await actors.ADMIN.request('POST', action(LETTER_PATHS.letterClaim, sent.id));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(letterSchema.parse(claimed.json()).review?.claimedBy).toEqual({
      id: actors.ADMIN.id,
      name: 'Adán Admin',
    });
    const taken = await actors.GLOBAL_ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterClaim, sent.id),
    );
    expect(errorOf(taken).code).toBe('LETTER_CLAIMED');
    const blocked = await actors.GLOBAL_ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterDeliver, sent.id),
    );
    expect(errorOf(blocked).code).toBe('LETTER_CLAIMED');
    const missing = await actors.ADMIN.request('POST', action(LETTER_PATHS.letterDeliver, sent.id));
    expect(missing.statusCode).toBe(409);
    expect(errorOf(missing).code).toBe('LETTER_TRANSLATION_MISSING');

    const translated = await actors.ADMIN.request(
      'PUT',
      action(LETTER_PATHS.letterTranslation, sent.id),
      {
        translatedSubject: 'Hola desde Texas',
        translatedMessage: '¡Hola amiga! Juego fútbol en el colegio y tengo un perro llamado Max.',
      },
    );
    expect(translated.statusCode, translated.body).toBe(200);
    expect(letterSchema.parse(translated.json())).toMatchObject({
      translationSource: 'manual',
      review: { reasons: [] },
    });
    const delivered = await actors.ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterDeliver, sent.id),
    );
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
      message: ENGLISH_TEXT.message,
      review: null,
    });
    const inbox = letterPageSchema.parse(
      (await actors.STUDENT.request('GET', LETTER_PATHS.letters)).json(),
    );
    expect(inbox.items.find((item) => item.id === sent.id)?.subject).toBe('Hola desde Texas');

    // The student's notice: in Spanish, naming the writer, never the letter itself.
    const mail = await mailAbout(actors.STUDENT.email, sent.id);
    expect(mail.subject).toBe('Tiene una carta nueva de Emily');
    expect(mail.text).toContain(`/edrocks/letters/${sent.id}`);
    expect(mail.text).not.toContain('football');
  });

  it('translates on save through the translation service; a coordinator approves the draft', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    translation.requests.length = 0;
    const sent = await write(
      world,
      actors.SPONSOR,
      letterBody(pairs.A, { send: true }),
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
    const delivered = await actors.SUPER_ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterDeliver, sent.id),
    );
    expect(letterSchema.parse(delivered.json()).status).toBe('delivered');
  });

  it('delivers a machine translation at once when review is off', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    const sent = await write(
      world,
      actors.SPONSOR,
      letterBody(pairs.A, { send: true }),
      unreviewed.app,
    );
    expect(sent.status).toBe('delivered');
    expect((await read(actors.STUDENT, sent.id)).translatedMessage).toMatch(/^\[es\] /);
  });

  it('falls back to a coordinator when the translation service fails', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    translation.failWith = 500;
    try {
      const sent = await write(
        world,
        actors.SPONSOR,
        letterBody(pairs.A, { send: true }),
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
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const message = 'Hello friend! Write me on WhatsApp at +1 415 555 0132 any time.';
    const sent = await write(world, actors.SPONSOR_C, letterBody(pairs.C, { message, send: true }));
    expect(sent.status).toBe('in_review');
    const letter = await read(actors.ADMIN, sent.id);
    expect(letter.review?.reasons).toEqual(['safeguarding']);
    const phone = letter.review?.matches.find((match) => match.kind === 'phone');
    expect(phone).toMatchObject({ field: 'message', text: '+1 415 555 0132' });
    expect(message.slice(phone!.start, phone!.end)).toBe('+1 415 555 0132');
    expect(letter.review?.matches.map((match) => match.kind)).toContain('messagingApp');
    const queue = reviewQueuePageSchema.parse(
      (
        await actors.ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?reason=safeguarding`)
      ).json(),
    );
    expect(queue.items.find((item) => item.id === sent.id)?.matchCount).toBeGreaterThanOrEqual(2);
    const delivered = await actors.ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterDeliver, sent.id),
    );
    expect(letterSchema.parse(delivered.json()).status).toBe('delivered');
    expect((await actors.STUDENT_C.request('GET', one(sent.id))).statusCode).toBe(200);
  });

  it('returns a letter to its writer with a note; the writer edits it and sends it again', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const sent = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, {
        message: 'Can you send me your address? Also my email is chloe@example.com',
        send: true,
      }),
    );
    const kinds = (await read(actors.ADMIN, sent.id)).review?.matches.map((match) => match.kind);
    expect(kinds).toContain('email');
    const returned = await actors.ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterReturn, sent.id),
      {
        note: 'Please do not share your e-mail address.',
      },
    );
    expect(returned.statusCode, returned.body).toBe(200);
    const forWriter = await read(actors.SPONSOR_C, sent.id);
    expect(forWriter).toMatchObject({
      status: 'returned',
      returnNote: 'Please do not share your e-mail address.',
      canEdit: true,
    });
    expect((await actors.STUDENT_C.request('GET', one(sent.id))).statusCode).toBe(404);
    const mail = await mailAbout(actors.SPONSOR_C.email, sent.id);
    expect(mail.subject).toBe('Your letter 1 needs a change');
    expect(mail.text).toContain('Please do not share your e-mail address.');

    const resent = await actors.SPONSOR_C.request('PATCH', one(sent.id), {
      message: 'I hope you are well. I play football at school with my friends.',
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
    // The audit log says why the letter changed when it was returned: the coordinator's note.
    const history = await actors.SUPER_ADMIN.request(
      'GET',
      `${AUDIT_PATHS.history}?entity=letter&id=${sent.id}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const reasons = auditHistorySchema
      .parse(history.json())
      .items.map((item) => item.reason)
      .filter((reason) => reason !== null);
    expect(reasons).toEqual(['Please do not share your e-mail address.']);
  });

  it('lets one of two coordinators claiming at once have the letter', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    const sent = await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }));
    const answers = await Promise.all(
      [actors.ADMIN, actors.GLOBAL_ADMIN, actors.SUPER_ADMIN].map((actor) =>
        actor.request('POST', action(LETTER_PATHS.letterClaim, sent.id)),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
  });
});
