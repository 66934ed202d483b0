// Attachments are always reviewed: a letter with a photo, a PDF or a video waits for a
// coordinator, who opens the file beside the text (its signed URL serves it in place); nobody
// outside the letter's reach opens it, the recipient only once delivered. LETTER_REVIEW_ALL makes
// every letter wait.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, reviewQueuePageSchema, type Letter, LETTER_PATHS } from '@portal/shared';
import type { Actor } from '../../../test/helpers/fixtures';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { bearer, buildTestApp, errorOf, type TestApp } from '../../../test/helpers/test-app';
import {
  action,
  as,
  createLettersWorld,
  letterBody,
  read,
  removeLetters,
  write,
  type LettersWorld,
} from './letters-fixture';

let world: LettersWorld;
/** The same database, with LETTER_REVIEW_ALL on. */
let reviewAll: TestApp;

async function upload(actor: Actor, data: Buffer, filename: string) {
  const body = await multipartBody({ file: { data, filename } });
  const uploaded = await world.ctx.app.inject({
    method: 'POST',
    url: LETTER_PATHS.letterAttachments,
    headers: { ...bearer(actor.token), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<{ fileId: number; contentType: string; url: string }>();
}

/** The file answer through a letter's signed URL (no token: what an <img> or <video> sends). */
function openSigned(letter: Letter) {
  return world.ctx.app.inject({ method: 'GET', url: letter.attachment!.url });
}

beforeAll(async () => {
  world = await createLettersWorld();
  reviewAll = await buildTestApp(world.ctx.testDatabase.openAnother(), {
    clock: world.clock,
    env: { LETTER_REVIEW_ALL: 'true' },
  });
});
afterAll(async () => {
  await reviewAll.close();
  await world.ctx.close();
});

describe('attachments', () => {
  it('make a letter wait; the coordinator in scope opens the file, nobody else does', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const file = await upload(actors.SPONSOR_C, await samples.pdf(), 'drawing.pdf');
    expect(file.contentType).toBe('application/pdf');
    // Another writer cannot attach it.
    const stolen = await actors.SPONSOR.request(
      'POST',
      LETTER_PATHS.letters,
      letterBody(pairs.A, { number: 3, attachmentFileId: file.fileId }),
    );
    expect(stolen.statusCode).toBe(409);
    expect(errorOf(stolen).code).toBe('LETTER_ATTACHMENT_UNAVAILABLE');

    // Both read English and the words are innocent: the file alone holds it.
    const sent = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { attachmentFileId: file.fileId, send: true }),
    );
    expect(sent.status).toBe('in_review');
    const fileUrl = API.file.replace(':id', String(file.fileId));
    expect(
      (await actors.STUDENT_C.request('GET', action(LETTER_PATHS.letter, sent.id))).statusCode,
    ).toBe(404);
    expect((await actors.STUDENT_C.request('GET', fileUrl)).statusCode).toBe(404);

    const forAdmin = await read(actors.ADMIN, sent.id);
    expect(forAdmin.review?.reasons).toEqual(['attachment']);
    expect(forAdmin.attachment).toMatchObject({
      name: 'drawing.pdf',
      contentType: 'application/pdf',
    });
    const opened = await openSigned(forAdmin);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-disposition']).toMatch(/^inline;/);
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect((await actors.ADMIN.request('GET', fileUrl)).statusCode).toBe(200);
    const queue = reviewQueuePageSchema.parse(
      (
        await actors.ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?reason=attachment`)
      ).json(),
    );
    expect(queue.items.map((item) => item.id)).toContain(sent.id);
    for (const name of ['OTHER_ADMIN', 'SPONSOR_B', 'STUDENT_B', 'SPONSOR', 'STUDENT'] as const) {
      expect((await actors[name].request('GET', fileUrl)).statusCode, name).toBe(404);
      expect(
        (await actors[name].request('GET', action(LETTER_PATHS.letter, sent.id))).statusCode,
      ).toBe(404);
    }
    // A tampered signature opens nothing.
    const tampered = forAdmin.attachment!.url.replace(/sig=[^&]+/, 'sig=forged');
    expect((await world.ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);

    const delivered = await actors.ADMIN.request(
      'POST',
      action(LETTER_PATHS.letterDeliver, sent.id),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const forStudent = await read(actors.STUDENT_C, sent.id);
    expect((await openSigned(forStudent)).statusCode).toBe(200);
    expect((await actors.STUDENT_C.request('GET', fileUrl)).statusCode).toBe(200);
    expect((await actors.STUDENT_B.request('GET', fileUrl)).statusCode).toBe(404);
  });

  it('serve a photo and a video in place to the coordinator', async () => {
    const { actors, pairs } = world;
    let video: Letter | undefined;
    for (const [data, name, type] of [
      [await samples.jpeg(), 'me.jpg', 'image/jpeg'],
      [samples.mp4(), 'hello.mp4', 'video/mp4'],
    ] as const) {
      await removeLetters(world, pairs.D);
      const file = await upload(actors.SPONSOR_D, data, name);
      const sent = await write(
        world,
        actors.SPONSOR_D,
        letterBody(pairs.D, {
          subject: 'Una foto',
          message: 'Te mando esto para que conozcas mi colegio y a mis amigos del equipo.',
          attachmentFileId: file.fileId,
          send: true,
        }),
      );
      const letter = await read(actors.GLOBAL_ADMIN, sent.id);
      expect([name, letter.review?.reasons]).toEqual([name, ['attachment']]);
      const opened = await openSigned(letter);
      expect([name, opened.statusCode, opened.headers['content-type']]).toEqual([name, 200, type]);
      video = letter;
    }
    // A video plays from any point: ranges are served.
    const ranged = await world.ctx.app.inject({
      method: 'GET',
      url: video!.attachment!.url,
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(206);
  });

  it('keep a removed attachment from holding a letter sent again', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const file = await upload(actors.SPONSOR_C, await samples.jpeg(), 'me.jpg');
    const sent = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { attachmentFileId: file.fileId, send: true }),
    );
    await actors.ADMIN.request('POST', action(LETTER_PATHS.letterReturn, sent.id), {
      note: 'Please send the letter without the photo.',
    });
    const resent = await actors.SPONSOR_C.request('PATCH', action(LETTER_PATHS.letter, sent.id), {
      attachmentFileId: null,
      send: true,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<Letter>()).toMatchObject({ status: 'delivered', attachment: null });
  });
});

describe('LETTER_REVIEW_ALL', () => {
  it('makes every sent letter wait for a coordinator', async () => {
    const { actors, pairs } = world;
    await removeLetters(world, pairs.C);
    const sent = await write(
      world,
      actors.SPONSOR_C,
      letterBody(pairs.C, { send: true }),
      reviewAll.app,
    );
    expect(sent.status).toBe('in_review');
    expect((await read(actors.ADMIN, sent.id)).review?.reasons).toEqual(['reviewAll']);
    const queue = reviewQueuePageSchema.parse(
      (
        await actors.ADMIN.request('GET', `${LETTER_PATHS.letterReviewQueue}?reason=reviewAll`)
      ).json(),
    );
    expect(queue.items.map((item) => item.id)).toEqual([sent.id]);
    const delivered = await as(reviewAll.app, actors.ADMIN)(
      'POST',
      action(LETTER_PATHS.letterDeliver, sent.id),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    // Off (the default), the same letter goes at once.
    await removeLetters(world, pairs.C);
    expect((await write(world, actors.SPONSOR_C, letterBody(pairs.C, { send: true }))).status).toBe(
      'delivered',
    );
  });
});
