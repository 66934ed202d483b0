// Every transactional mail, sent through its real endpoint, shows in the person's delivery log
// (what a coordinator reads to answer "did this parent get the agreement e-mail?") with its
// kind: password recovery, an invitation, a parent agreement request and the parent's signed
// copy, a document reminder, a letter's notices (delivered to its reader, returned to its
// writer), a returned assessment, a gift's receipt, an event ticket and a recommitment request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  DOCUMENT_STATUS_PATHS,
  EMAIL_PATHS,
  USER_PATHS,
  type DeliveryPage,
  type MailKind,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createEmailWorld, type EmailWorld } from '../../../test/helpers/email-world';
import { createTestContext, uniqueEmail, type TestContext } from '../../../test/helpers/test-app';
import { Senders } from './transactional-senders.test-fixture';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let world: EmailWorld;
let senders: Senders;

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  world = await createEmailWorld(ctx, clock);
  senders = new Senders(ctx, world);
});
afterAll(() => ctx.close());

interface Case {
  name: string;
  kind: MailKind;
  /** The message's subject, where the address gets other mails too. */
  subject?: RegExp;
  /** Sends the mail through its endpoint; answers the address it goes to. */
  send: () => Promise<string>;
}

// In this order: the recommitment run makes next year's sponsorships, last.
const CASES: Case[] = [
  {
    name: 'password recovery',
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
    name: 'an invitation',
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
    name: 'a parent agreement request',
    kind: 'parentAgreement',
    subject: /^Firme la autorización/,
    send: () => senders.requestParentAgreement(),
  },
  {
    name: "the parent's signed copy",
    kind: 'parentAgreement',
    subject: /firmada/,
    send: () => senders.signParentAgreement(),
  },
  {
    name: 'a document reminder',
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
  {
    name: 'a delivered letter',
    kind: 'letterNotice',
    subject: /carta nueva/,
    send: () => senders.deliverLetter(),
  },
  {
    name: 'a letter returned to its writer',
    kind: 'letterNotice',
    subject: /needs a change/,
    send: () => senders.returnLetter(),
  },
  {
    name: 'a returned assessment',
    kind: 'assessmentReturned',
    subject: /evaluación/,
    send: () => senders.returnAssessment(),
  },
  { name: "a gift's receipt", kind: 'receipt', send: () => senders.recordManualGift() },
  { name: 'an event ticket', kind: 'ticket', send: () => senders.buyTicket() },
  {
    name: 'a recommitment request',
    kind: 'recommitment',
    subject: /2027-2028/,
    send: () => senders.recommit(),
  },
];

describe("each transactional mail in the person's delivery log", () => {
  it.each(CASES)('logs $name as $kind', async ({ kind, subject, send }) => {
    const address = await send();
    await ctx.app.background.flush(); // recovery queues its mail after answering
    const response = await world.actors.SUPER_ADMIN.request(
      'GET',
      `${EMAIL_PATHS.deliveries}?address=${encodeURIComponent(address)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<DeliveryPage>().items;
    expect(items.length, `no message to ${address}`).toBeGreaterThan(0);
    const theMail = items.filter((item) => subject?.test(item.subject) ?? true);
    expect(theMail.length, `no such message to ${address}`).toBeGreaterThan(0);
    expect(theMail.map((item) => item.kind)).toContain(kind);
    if (subject) expect(new Set(theMail.map((item) => item.kind))).toEqual(new Set([kind]));
    for (const item of items) {
      expect(item.to.toLowerCase()).toBe(address.toLowerCase());
      expect(item.campaignId).toBeNull();
    }
  });
});
