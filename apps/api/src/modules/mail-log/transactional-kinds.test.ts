// Every transactional mail, sent through its real endpoint, shows in the person's delivery log
// (what a coordinator reads to answer "did this parent get the agreement e-mail?") with its
// kind: password recovery, an invitation, a parent agreement request, a document reminder and a
// letter notice.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_PATHS,
  API,
  DOCUMENT_STATUS_PATHS,
  EMAIL_PATHS,
  LETTER_ENDPOINTS,
  USER_PATHS,
  type DeliveryPage,
  type MailKind,
} from '@portal/shared';
import { makeAgreementsOptional, publishAgreementDraft } from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import { createEmailWorld, type EmailWorld } from '../../../test/helpers/email-world';
import { callAs, expectOk } from '../../../test/helpers/privacy-calls';
import {
  createTestContext,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let world: EmailWorld;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  world = await createEmailWorld(ctx, clock);
});
afterAll(() => ctx.close());

/** Writes a letter as the sponsor and delivers it as a coordinator: the student is told. */
async function deliverLetter(): Promise<string> {
  const { actors, sponsorIds } = world;
  await makeAgreementsOptional(ctx.database);
  const [pairing] = await queryRows<{ id: number; email: string }>(
    ctx.database,
    sql`select s.id, u.email from sponsorships s join students st on st.id = s.student_id join users u on u.id = st.user_id where s.sponsor_id = ${sponsorIds.SPONSOR} and u.email = ${actors.STUDENT.email}`,
  );
  if (!pairing) throw new Error('no sponsorship with a student account');
  const letter = await expectOk<{ id: number }>(
    callAs(ctx, actors.SPONSOR, LETTER_ENDPOINTS.create, {
      body: {
        sponsorshipId: pairing.id,
        number: 1,
        subject: 'Hello',
        message: 'I like football and I have a dog.',
        originalLanguage: 'en-US',
        targetLanguage: 'es-CO',
        send: true,
      },
    }),
    'write a letter',
  );
  const params = { id: letter.id };
  const boss = actors.SUPER_ADMIN;
  await callAs(ctx, boss, LETTER_ENDPOINTS.claim, { params });
  await callAs(ctx, boss, LETTER_ENDPOINTS.translate, {
    params,
    body: { translatedSubject: 'Hola', translatedMessage: 'Me gusta el fútbol y tengo un perro.' },
  });
  await expectOk(callAs(ctx, boss, LETTER_ENDPOINTS.deliver, { params }), 'deliver the letter');
  return pairing.email;
}

interface Case {
  kind: MailKind;
  /** Sends the mail through its endpoint; answers the address it goes to. */
  send: () => Promise<string>;
}

const CASES: Case[] = [
  {
    kind: 'recovery',
    send: async () => {
      const { email } = world.actors.SPONSOR_B;
      const response = await ctx.app.inject({
        method: 'POST',
        url: API.recovery,
        payload: { email },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return email;
    },
  },
  {
    kind: 'invitation',
    send: async () => {
      const email = uniqueEmail('invited');
      const response = await world.actors.SUPER_ADMIN.request('POST', USER_PATHS.users, {
        firstName: 'Nueva',
        lastName: 'Persona',
        email,
        role: 'ADMIN',
      });
      expect(response.statusCode, response.body).toBe(201);
      return email;
    },
  },
  {
    kind: 'parentAgreement',
    send: async () => {
      await publishAgreementDraft(world.actors.SUPER_ADMIN, 'parent-consent');
      // A coordinator confirmed the parent's contact: the agreement may go to them.
      const [parent] = await queryRows<{ id: number }>(
        ctx.database,
        sql`update sponsor_parents set confirmed_at = now() where sponsor_id = ${world.sponsorIds.MINOR} returning id`,
      );
      const response = await world.actors.SUPER_ADMIN.request(
        'POST',
        AGREEMENT_PATHS.parentAgreementSend,
        { sponsorId: world.sponsorIds.MINOR, parentId: parent?.id },
      );
      expect(response.statusCode, response.body).toBe(201);
      return world.parentEmail;
    },
  },
  {
    kind: 'reminder',
    send: async () => {
      const response = await world.actors.SUPER_ADMIN.request(
        'POST',
        DOCUMENT_STATUS_PATHS.documentStatusReminders,
        { periodId: world.periodId, sponsorIds: [world.sponsorIds.SPONSOR_ES] },
      );
      expect(response.statusCode, response.body).toBeLessThan(300);
      return world.actors.SPONSOR_ES.email;
    },
  },
  { kind: 'letterNotice', send: deliverLetter },
];

describe("each transactional mail in the person's delivery log", () => {
  it.each(CASES)('logs $kind with its kind', async ({ kind, send }) => {
    const address = await send();
    await ctx.app.background.flush(); // recovery queues its mail after answering
    const response = await world.actors.SUPER_ADMIN.request(
      'GET',
      `${EMAIL_PATHS.deliveries}?address=${encodeURIComponent(address)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<DeliveryPage>().items;
    expect(items.length, `no message to ${address}`).toBeGreaterThan(0);
    expect(items.map((item) => item.kind)).toContain(kind);
    for (const item of items) {
      expect(item.to.toLowerCase()).toBe(address.toLowerCase());
      expect(item.campaignId).toBeNull();
    }
  });
});
