// The demo's letters in the coordinators' queue: the demo coordinator (admin@example.org, scoped
// to one school and one village) finds a letter with a drawing attached waiting for them, in
// both languages, and opens the picture beside it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterSchema, reviewQueuePageSchema, LETTER_PATHS } from '@portal/shared';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { createLocalFileStore } from '../../lib/files/local-file-store';
import { createPasswordHasher } from '../../lib/passwords';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-data';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(
    ctx.database.db,
    createPasswordHasher(ctx.config.argon2),
    'http://localhost:3000',
    createLocalFileStore(path.join(ctx.config.dataDir, 'uploads')),
  );
});
afterAll(() => ctx.close());

describe('the demo letters', () => {
  it('give the scoped demo coordinator a letter with a drawing to look at', async () => {
    const account = DEMO_ACCOUNTS.find((item) => item.role === 'ADMIN')!;
    const { access } = await ctx.login(account.email, account.password);
    const queue = reviewQueuePageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `${LETTER_PATHS.letterReviewQueue}?reason=attachment`,
          headers: bearer(access),
        })
      ).json(),
    );
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]!.reasons).toEqual(['attachment']);
    const letter = letterSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: LETTER_PATHS.letter.replace(':id', String(queue.items[0]!.id)),
          headers: bearer(access),
        })
      ).json(),
    );
    expect(letter).toMatchObject({
      status: 'in_review',
      subject: 'A drawing of my house',
      translatedSubject: 'Un dibujo de mi casa',
      attachment: { name: 'my-house.jpg', contentType: 'image/jpeg' },
    });
    const picture = await ctx.app.inject({ method: 'GET', url: letter.attachment!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});
