// Letters: the whole life of a letter between two people who read the same language (draft,
// saving while typing, sending, inbox, reading, answering), "You must fill all fields", a sent
// letter is read-only, deleting a draft, concurrent saves, and bad input. Languages, attachments,
// writers who are deactivated, translation and review have their own files.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterOverviewSchema, letterPageSchema, letterSchema, LETTER_PATHS } from '@portal/shared';
import { errorOf, queryRows } from '../../../test/helpers/test-app';
import {
  action,
  as,
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

beforeAll(async () => {
  world = await createLettersWorld();
});
afterAll(() => world.ctx.close());

describe('the life of a letter', () => {
  it('drafts, saves over the draft, sends, lands in the inbox, is read and answered', async () => {
    const { actors, pairs, clock } = world;
    await removeLetters(world, pairs.C);
    const draft = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { message: 'Hello fr' }),
    );
    expect(draft.status).toBe('draft');
    // A draft is private: the student and coordinators do not see it.
    expect((await actors.STUDENT_C.request('GET', one(draft.id))).statusCode).toBe(404);
    expect((await actors.SUPER_ADMIN.request('GET', one(draft.id))).statusCode).toBe(404);

    // Saving while typing: a second POST of the same letter saves over the draft; so does PATCH.
    const again = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { message: 'Hello friend!' }),
    );
    expect(again).toEqual({ id: draft.id, status: 'draft' });
    const patched = await actors.SPONSOR_C.request('PATCH', one(draft.id), {
      message: ENGLISH_TEXT.message,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(letterSchema.parse(patched.json())).toMatchObject({
      status: 'draft',
      subject: ENGLISH_TEXT.subject,
      message: ENGLISH_TEXT.message,
      originalLanguage: 'en-US',
      targetLanguage: 'en-US',
      canEdit: true,
      sentAt: null,
    });
    const drafts = letterPageSchema.parse(
      (await actors.SPONSOR_C.request('GET', `${LETTER_PATHS.letters}?box=drafts`)).json(),
    );
    expect(drafts.items.map((item) => item.id)).toContain(draft.id);

    // Both read English, nothing found, no attachment: delivered at once.
    const sent = await actors.SPONSOR_C.request('PATCH', one(draft.id), { send: true });
    expect(sent.statusCode, sent.body).toBe(200);
    const delivered = letterSchema.parse(sent.json());
    expect(delivered).toMatchObject({ status: 'delivered', canEdit: false, review: null });
    expect(delivered.deliveredAt).toBe(clock.now().toISOString());

    // The student's inbox: unread, with the sponsor's first name only.
    const inbox = letterPageSchema.parse(
      (await actors.STUDENT_C.request('GET', LETTER_PATHS.letters)).json(),
    );
    const item = inbox.items.find((candidate) => candidate.id === draft.id);
    expect(item).toMatchObject({
      unread: true,
      subject: ENGLISH_TEXT.subject,
      writer: { kind: 'sponsor', firstName: 'Chloe', lastName: null },
    });
    expect(JSON.stringify(inbox)).not.toContain('Johnson');
    expect(JSON.stringify(inbox)).not.toContain('415');
    const overview = letterOverviewSchema.parse(
      (await actors.STUDENT_C.request('GET', LETTER_PATHS.letterOverview)).json(),
    );
    expect(overview.unread).toBe(1);

    const opened = await actors.STUDENT_C.request(
      'POST',
      action(LETTER_PATHS.letterRead, draft.id),
    );
    expect(opened.statusCode).toBe(200);
    const readAt = letterSchema.parse(opened.json()).readAt;
    expect(readAt).toBe(clock.now().toISOString());
    clock.advance(60_000);
    // Opening it again keeps the first time.
    const reopened = letterSchema.parse(
      (await actors.STUDENT_C.request('POST', action(LETTER_PATHS.letterRead, draft.id))).json(),
    );
    expect(reopened.readAt).toBe(readAt);
    // Reading one's own letter does not mark it read.
    await actors.SPONSOR_C.request('POST', action(LETTER_PATHS.letterRead, draft.id));

    // The student answers letter 1.
    const answer = await write(
      world,
      actors.STUDENT_C,
      letterBody(pairs.C, {
        subject: 'Thank you',
        message: 'Thank you for your letter. My dog is called Luna and she is very funny.',
        send: true,
      }),
    );
    expect(answer.status).toBe('delivered');
    const sponsorInbox = letterPageSchema.parse(
      (await actors.SPONSOR_C.request('GET', `${LETTER_PATHS.letters}?box=inbox`)).json(),
    );
    expect(sponsorInbox.items.map((letter) => letter.id)).toEqual([answer.id]);
    const sentBox = letterPageSchema.parse(
      (await actors.SPONSOR_C.request('GET', `${LETTER_PATHS.letters}?box=sent`)).json(),
    );
    expect(sentBox.items.map((letter) => letter.id)).toEqual([draft.id]);
    expect((await read(actors.SPONSOR_C, draft.id)).readAt).toBe(readAt);
  });

  it('refuses to send an incomplete letter with "You must fill all fields", keeping the draft', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const draft = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { subject: 'Only a subject', message: '' }),
    );
    const response = await actors.SPONSOR_C.request(
      'POST',
      LETTER_PATHS.letters,
      letterBody(pairs.C, { subject: 'Only a subject', message: '   ', send: true }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'LETTER_FIELDS_REQUIRED',
      message: 'You must fill all fields',
    });
    const spanish = await actors.SPONSOR_C.request(
      'PATCH',
      one(draft.id),
      { subject: '', send: true },
      { 'accept-language': 'es-CO' },
    );
    expect(spanish.statusCode).toBe(422);
    expect(errorOf(spanish).message).toBe('Debe llenar todos los campos');
    const kept = await read(actors.SPONSOR_C, draft.id);
    expect(kept).toMatchObject({ status: 'draft', subject: 'Only a subject' });
  });

  it('keeps a sent letter read-only for its writer', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const sent = await write(world, actors.SPONSOR_C, letterBody(pairs.C, { send: true }));
    const patch = await actors.SPONSOR_C.request('PATCH', one(sent.id), { subject: 'Changed' });
    expect(patch.statusCode).toBe(409);
    expect(errorOf(patch).code).toBe('LETTER_NOT_EDITABLE');
    const again = await actors.SPONSOR_C.request('POST', LETTER_PATHS.letters, letterBody(pairs.C));
    expect(errorOf(again).code).toBe('LETTER_NOT_EDITABLE');
    expect((await actors.SPONSOR_C.request('DELETE', one(sent.id))).statusCode).toBe(409);
    expect((await read(actors.SPONSOR_C, sent.id)).subject).toBe(ENGLISH_TEXT.subject);
  });

  it('deletes a draft that was never sent', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const draft = await write(world, actors.SPONSOR_C, letterBody(pairs.C, { number: 2 }));
    expect((await actors.STUDENT_C.request('DELETE', one(draft.id))).statusCode).toBe(404);
    expect((await actors.SPONSOR_C.request('DELETE', one(draft.id))).statusCode).toBe(204);
    expect((await actors.SPONSOR_C.request('GET', one(draft.id))).statusCode).toBe(404);
  });

  it('saves concurrent saves of the same letter as one letter', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.D);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        as(world.ctx.app, actors.SPONSOR_D)(
          'POST',
          LETTER_PATHS.letters,
          letterBody(pairs.D, { message: `Version ${index}` }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(responses.map((response) => response.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    const [row] = await queryRows<{ count: number }>(
      world.ctx.database,
      sql`select count(*)::int as count from sponsorship_letters where sponsorship_id = ${pairs.D}`,
    );
    expect(row?.count).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 400 with translated messages, 404 for unknown ids, and loses nothing', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.A);
    const kept = await write(world, actors.SPONSOR, letterBody(pairs.A, { number: 2 }));
    const bad: Array<[unknown, number]> = [
      [{ ...letterBody(pairs.A), number: 5 }, 400],
      [{ ...letterBody(pairs.A), number: 'one' }, 400],
      [{ ...letterBody(pairs.A), number: 1e12 }, 400],
      [{ ...letterBody(pairs.A), sponsorshipId: '1' }, 400],
      [{ ...letterBody(pairs.A), sponsorshipId: 2 ** 40 }, 400],
      [{ ...letterBody(pairs.A), subject: 'x'.repeat(201) }, 400],
      [{ ...letterBody(pairs.A), message: 'x'.repeat(10_001) }, 400],
      [{ ...letterBody(pairs.A), subject: 42 }, 400],
      [{ ...letterBody(pairs.A), send: 'yes' }, 400],
      [{ ...letterBody(pairs.A), attachmentFileId: 'file' }, 400],
      [{ number: 1 }, 400],
      [{ ...letterBody(pairs.A), sponsorshipId: 2_147_483_000 }, 404],
      [{ ...letterBody(pairs.A), attachmentFileId: 2_147_483_000 }, 409],
    ];
    for (const [payload, status] of bad) {
      const response = await actors.SPONSOR.request('POST', LETTER_PATHS.letters, payload);
      expect([JSON.stringify(payload).slice(0, 80), response.statusCode]).toEqual([
        JSON.stringify(payload).slice(0, 80),
        status,
      ]);
      expect(errorOf(response).message.length).toBeGreaterThan(0);
    }
    expect((await actors.SPONSOR.request('GET', one(2_147_483_000))).statusCode).toBe(404);
    expect((await actors.SPONSOR.request('PATCH', one(2_147_483_000), {})).statusCode).toBe(404);
    expect(
      (await actors.SPONSOR.request('GET', `${LETTER_PATHS.letters}?box=elsewhere`)).statusCode,
    ).toBe(400);
    expect((await read(actors.SPONSOR, kept.id)).message).toBe(ENGLISH_TEXT.message);
  });
});
