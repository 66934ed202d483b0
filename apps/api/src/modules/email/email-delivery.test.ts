// Campaigns through the in-process SMTP server: one message per recipient, in their language (or
// the other with a note), their variables filled and never read as Markdown or HTML, with its
// Message-ID and the one-click unsubscribe headers; a campaign the server throttles, which keeps
// sending and says so; the preview of the exact message with its headers; saved templates and
// the board members.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_PATHS,
  EMAIL_PATHS,
  type Campaign,
  type CampaignPage,
  type MessagePreview,
} from '@portal/shared';
import { makeAgreementsOptional, publishAgreementText } from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import { createEmailWorld, type EmailWorld } from '../../../test/helpers/email-world';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let smtp: TestSmtpServer;
let world: EmailWorld;
/** Addresses the mail server refuses for now (451), as a provider that throttles does. */
const deferred = new Set<string>();

const pathOf = (path: string, id: number) => path.replace(':id', String(id));

beforeAll(async () => {
  smtp = await startSmtpServer({ isDeferred: (address) => deferred.has(address) });
  ctx = await createTestContext({ clock, env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL: '30d' } });
  world = await createEmailWorld(ctx, clock);
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('a campaign through the mail server', () => {
  it('sends each recipient one message in their language, with their values', async () => {
    const { actors, schoolA } = world;
    const hostile = '<b>Bob</b> *x* {{firstName}}';
    const created = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.campaigns, {
      audience: [
        { kind: 'sponsors', schoolIds: [schoolA] },
        {
          kind: 'list',
          recipients: [
            { email: actors.SPONSOR.email },
            { email: 'bob@example.org', firstName: hostile, language: 'es-CO' },
          ],
        },
      ],
      subject: { 'en-US': 'Letters for {{studentFirstName}}' },
      body: {
        'en-US':
          'Hi **{{firstName}}**, write to {{studentFirstName}} at {{school}} by {{letterDue}}.',
      },
    });
    // {{studentFirstName}} has no value for a list: refused.
    expect(errorOf(created).code).toBe('VARIABLE_NOT_AVAILABLE');

    const response = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.campaigns, {
      audience: [
        { kind: 'sponsors', schoolIds: [schoolA] },
        {
          kind: 'list',
          recipients: [
            { email: actors.SPONSOR.email.toUpperCase() },
            { email: 'bob@example.org', firstName: hostile, language: 'es-CO' },
            { email: 'BOB@example.org' },
          ],
        },
      ],
      subject: { 'en-US': 'Hello {{firstName}}' },
      body: { 'en-US': 'Hi **{{firstName}}**, thank you.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: number }>();
    const sent = await actors.SUPER_ADMIN.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {});
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json<Campaign>().state).toBe('sending');
    await ctx.app.background.flush();
    await ctx.app.mailer.flush();
    await ctx.app.email.runDueCampaigns();
    const done = (
      await actors.SUPER_ADMIN.request('GET', pathOf(EMAIL_PATHS.campaign, id))
    ).json<Campaign>();
    expect(done).toMatchObject({ state: 'finished', counts: { sent: 3, queued: 0 } });

    const to = (address: string) =>
      smtp.received.filter((mail) => mail.to.some((t) => t.toLowerCase() === address));
    expect(to(actors.SPONSOR.email)).toHaveLength(1);
    expect(to('bob@example.org')).toHaveLength(1);
    expect(to(actors.SPONSOR_ES.email)).toHaveLength(1);
    const emily = to(actors.SPONSOR.email)[0]!;
    expect(emily.subject).toBe('Hello Emily');
    expect(emily.html).toContain('<strong>Emily</strong>');
    expect(emily.text).not.toContain('This message was written');
    // Camila reads Spanish; the message was written in English only: the note says so.
    const camila = to(actors.SPONSOR_ES.email)[0]!;
    expect(camila.text).toContain('Este mensaje se escribió en inglés.');
    expect(camila.text).toContain('Hi Camila');
    // A value is text: never Markdown, HTML, nor a variable.
    const bob = to('bob@example.org')[0]!;
    expect(bob.html).toContain('&#60;b&#62;Bob&#60;/b&#62; *x* {{firstName}}');
    expect(bob.html).not.toContain('<b>Bob');
    expect(bob.subject).toBe(`Hello ${hostile}`);
  });

  it('keeps a campaign the server throttles sending, says so, and finishes once all went', async () => {
    const { actors } = world;
    const admin = actors.SUPER_ADMIN;
    deferred.add('slow@example.org');
    const created = await admin.request('POST', EMAIL_PATHS.campaigns, {
      audience: {
        kind: 'list',
        recipients: [{ email: 'slow@example.org' }, { email: 'quick@example.org' }],
      },
      subject: { 'en-US': 'Throttled {{firstName}}' },
      body: { 'en-US': 'Hello.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {})).statusCode).toBe(
      202,
    );
    const read = async () => {
      await ctx.app.background.flush();
      await ctx.app.mailer.flush();
      await ctx.app.email.runDueCampaigns();
      return (await admin.request('GET', pathOf(EMAIL_PATHS.campaign, id))).json<Campaign>();
    };
    const throttled = await read();
    expect(throttled).toMatchObject({ state: 'sending', counts: { sent: 1, queued: 1 } });
    expect(throttled.retrying.count).toBe(1);
    expect(throttled.retrying.lastError).toMatch(/451|later/i);
    expect(throttled.retrying.nextAttemptAt).not.toBeNull();
    clock.advance(60_000);
    expect((await read()).state).toBe('sending'); // still throttled: tried again, waits longer
    deferred.delete('slow@example.org');
    clock.advance(5 * 60_000);
    const done = await read();
    expect(done).toMatchObject({ state: 'finished', counts: { sent: 2, queued: 0, failed: 0 } });
    expect(done.retrying.count).toBe(0);

    // Each went once, with the Message-ID it was queued with and the one-click unsubscribe.
    const stored = await queryRows<{ to_address: string; message_id: string; token: string }>(
      ctx.database,
      sql`select to_address, message_id, unsubscribe_token as token from mail_outbox where campaign_id = ${id}`,
    );
    for (const row of stored) {
      const mails = smtp.received.filter((mail) => mail.to.includes(row.to_address));
      expect(mails, row.to_address).toHaveLength(1);
      const head = mails[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(head).toMatch(new RegExp(`^Message-ID: *${row.message_id}`, 'im'));
      expect(head).toMatch(
        new RegExp(`^List-Unsubscribe: *<http[^>]*/email/unsubscribe/${row.token}>`, 'im'),
      );
      expect(head).toMatch(/^List-Unsubscribe-Post: *List-Unsubscribe=One-Click/im);
    }
  });

  it('fills the sponsor variables in the recipient language', async () => {
    const { actors, schoolA } = world;
    const preview = async (recipient: string) => {
      const response = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.preview, {
        audience: { kind: 'sponsors', schoolIds: [schoolA] },
        subject: { 'en-US': 'Letters', 'es-CO': 'Cartas' },
        body: {
          'en-US': 'Write to {{studentFirstName}} at {{school}} by {{letterDue}}.',
          'es-CO': 'Escriba a {{studentFirstName}} en {{school}} antes del {{letterDue}}.',
        },
        recipient,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<MessagePreview>();
    };
    const emily = await preview(actors.SPONSOR.email);
    expect(emily.text).toContain(
      'Write to Valentina and Luis at Roosevelt High by October 13, 2026.',
    );
    expect(emily.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(emily.headers['List-Unsubscribe']).toMatch(/^<http.*\/email\/unsubscribe\/[\w-]+>$/);
    expect(emily.headers['Message-ID']).toMatch(/^<.+@.+>$/);
    const camila = await preview(actors.SPONSOR_ES.email);
    expect(camila).toMatchObject({
      language: 'es-CO',
      messageLanguage: 'es-CO',
      subject: 'Cartas',
    });
    expect(camila.text).toContain('Escriba a su estudiante en Roosevelt High antes del');
    const stranger = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.preview, {
      audience: { kind: 'sponsors', schoolIds: [schoolA] },
      subject: { 'en-US': 'Letters' },
      body: { 'en-US': 'Hi' },
      recipient: 'stranger@example.org',
    });
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).code).toBe('NOT_IN_AUDIENCE');
  });
});

describe('templates and board members', () => {
  it('saves templates with known variables only', async () => {
    const { actors } = world;
    const admin = actors.ADMIN;
    const bad = await admin.request('POST', EMAIL_PATHS.templates, {
      name: 'Bad',
      subject: { 'en-US': 'Hi {{nope}}' },
      body: { 'en-US': 'Body' },
    });
    expect(errorOf(bad).code).toBe('UNKNOWN_VARIABLE');
    const created = await admin.request('POST', EMAIL_PATHS.templates, {
      name: 'Letter reminder',
      subject: { 'en-US': 'Letter for {{studentFirstName}}' },
      body: { 'en-US': 'Due {{letterDue}}' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const updated = await admin.request('PUT', pathOf(EMAIL_PATHS.template, id), {
      name: 'Letter reminder (2)',
      subject: { 'en-US': 'Letter' },
      body: { 'en-US': 'Due soon' },
    });
    expect(updated.json()).toMatchObject({ name: 'Letter reminder (2)' });
    const list = await admin.request('GET', EMAIL_PATHS.templates);
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await admin.request('DELETE', pathOf(EMAIL_PATHS.template, id))).statusCode).toBe(204);
    expect((await admin.request('DELETE', pathOf(EMAIL_PATHS.template, id))).statusCode).toBe(404);
    expect((await actors.SPONSOR.request('GET', EMAIL_PATHS.templates)).statusCode).toBe(403);
  });

  it("keeps the board list the super admin's, one entry per address", async () => {
    const { actors } = world;
    const member = {
      firstName: 'Ada',
      lastName: 'Board',
      email: 'ada@example.org',
      language: 'es-CO',
    };
    const created = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.boardMembers, member);
    expect(created.statusCode, created.body).toBe(201);
    const twice = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.boardMembers, {
      ...member,
      email: 'ADA@example.org',
    });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('BOARD_MEMBER_EXISTS');
    for (const name of ['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR'] as const)
      expect((await actors[name].request('GET', EMAIL_PATHS.boardMembers)).statusCode).toBe(403);
    const missing = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.boardMembers, {
      email: 'x@example.org',
    });
    expect(missing.statusCode).toBe(400);
    const audience = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.audience, {
      audience: { kind: 'board' },
    });
    expect(audience.json()).toMatchObject({ recipients: 1, byLanguage: { 'es-CO': 1 } });
    const { id } = created.json<{ id: number }>();
    const updated = await actors.SUPER_ADMIN.request('PUT', pathOf(EMAIL_PATHS.boardMember, id), {
      ...member,
      language: 'en-US',
    });
    expect(updated.json()).toMatchObject({ language: 'en-US' });
    const report = await ctx.app.email.sendSystemCampaign({
      kind: 'boardReport',
      subject: { 'en-US': 'Programme report' },
      body: { 'en-US': 'Dear {{firstName}}, the figures.' },
      attachments: [
        { filename: 'report.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' },
      ],
    });
    expect(report.recipients).toBe(1);
    await ctx.app.background.flush();
    await ctx.app.mailer.flush();
    const mail = await smtp.waitForMail((received) => received.to.includes('ada@example.org'));
    expect(mail.subject).toBe('Programme report');
    expect(mail.raw).toContain('report.pdf');
    expect(
      (await actors.SUPER_ADMIN.request('DELETE', pathOf(EMAIL_PATHS.boardMember, id))).statusCode,
    ).toBe(204);
  });
});

describe('the campaigns list and the agreement filters', () => {
  it('lists campaigns by state, subject search and sort', async () => {
    const { actors } = world;
    const admin = actors.SUPER_ADMIN;
    const make = async (subject: string) => {
      const response = await admin.request('POST', EMAIL_PATHS.campaigns, {
        audience: { kind: 'sponsors' },
        subject: { 'en-US': subject },
        body: { 'en-US': 'Body' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const zebra = await make('Zebra news');
    const apple = await make('Apple news');
    const page = async (query: string) => {
      const response = await admin.request('GET', `${EMAIL_PATHS.campaigns}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CampaignPage>();
    };
    const drafts = await page('state=draft&sort=subject&order=asc');
    const ids = drafts.items.map((item) => item.id);
    expect(ids.indexOf(apple)).toBeLessThan(ids.indexOf(zebra));
    expect(drafts.items.every((item) => item.state === 'draft')).toBe(true);
    const found = await page('q=zebra');
    expect(found.items.map((item) => item.id)).toEqual([zebra]);
    expect(found.items[0]).toMatchObject({
      subject: 'Zebra news',
      sent: 0,
      createdBy: 'Sara Tester',
    });
    expect((await page('state=finished')).items.every((item) => item.state === 'finished')).toBe(
      true,
    );
    expect((await admin.request('GET', `${EMAIL_PATHS.campaigns}?state=nope`)).statusCode).toBe(
      400,
    );
    expect((await admin.request('GET', `${EMAIL_PATHS.campaigns}?sort=nope`)).statusCode).toBe(400);
  });

  it('finds the sponsors missing an agreement, and the parents of unsigned minors', async () => {
    const { actors } = world;
    const count = async (audience: unknown) =>
      (await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.audience, { audience })).json<{
        recipients: number;
        sample: Array<{ email: string }>;
      }>();
    await makeAgreementsOptional(ctx.database, ['child-protection']);
    const versionId = await publishAgreementText(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'en-US',
      title: 'Commitment',
      text: 'I will write four letters.',
    });
    expect((await count({ kind: 'sponsors', missingAgreement: true })).recipients).toBe(4);
    const accepted = await actors.SPONSOR.request(
      'POST',
      AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(versionId)),
      { typedName: 'Emily Sponsor' },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
    const missing = await count({ kind: 'sponsors', missingAgreement: true });
    expect(missing.sample.map((row) => row.email)).not.toContain(actors.SPONSOR.email);
    expect(missing.recipients).toBe(3);
    expect((await count({ kind: 'parents', unsignedAgreement: true })).recipients).toBe(1);
  });

  it('answers bad board members with 400 and unknown ones with 404', async () => {
    const { actors } = world;
    const admin = actors.SUPER_ADMIN;
    for (const body of [
      { firstName: 'A', lastName: 'B', email: 'a@example.org', language: 'fr-FR' },
      { firstName: 'A'.repeat(500), lastName: 'B', email: 'a@example.org', language: 'en-US' },
      { firstName: 1, lastName: 'B', email: 'a@example.org', language: 'en-US' },
    ])
      expect((await admin.request('POST', EMAIL_PATHS.boardMembers, body)).statusCode).toBe(400);
    const unknown = await admin.request('PUT', pathOf(EMAIL_PATHS.boardMember, 999_999), {
      firstName: 'A',
      lastName: 'B',
      email: 'a@example.org',
      language: 'en-US',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await admin.request('DELETE', pathOf(EMAIL_PATHS.boardMember, 999_999))).statusCode,
    ).toBe(404);
  });
});

describe('every campaign endpoint refuses who may not use it', () => {
  it('answers 403 to sponsors and students, 401 to anonymous callers, 404 outside the scope', async () => {
    const { actors, schoolB } = world;
    const draft = await actors.OTHER_ADMIN.request('POST', EMAIL_PATHS.campaigns, {
      audience: { kind: 'sponsors', schoolIds: [schoolB] },
      subject: { 'en-US': 'Hi' },
      body: { 'en-US': 'Hello' },
    });
    const id = draft.json<{ id: number }>().id;
    const content = { subject: { 'en-US': 'Hi' }, body: { 'en-US': 'Hello' } };
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', pathOf(EMAIL_PATHS.campaign, id)],
      ['PUT', pathOf(EMAIL_PATHS.campaign, id), { audience: { kind: 'sponsors' }, ...content }],
      ['DELETE', pathOf(EMAIL_PATHS.campaign, id)],
      ['POST', pathOf(EMAIL_PATHS.campaignSend, id), {}],
      ['POST', pathOf(EMAIL_PATHS.campaignPause, id)],
      ['POST', pathOf(EMAIL_PATHS.campaignResume, id)],
      ['POST', pathOf(EMAIL_PATHS.campaignCancel, id)],
      ['POST', EMAIL_PATHS.audience, { audience: { kind: 'sponsors' } }],
      ['POST', EMAIL_PATHS.preview, { audience: { kind: 'sponsors' }, ...content }],
    ];
    for (const [method, url, payload] of calls) {
      for (const name of ['SPONSOR', 'STUDENT'] as const)
        expect((await actors[name].request(method, url, payload)).statusCode, url).toBe(403);
      const anonymous = await ctx.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      expect(anonymous.statusCode, url).toBe(401);
      if (url.includes(`/${id}`))
        expect((await actors.ADMIN.request(method, url, payload)).statusCode, url).toBe(404);
    }
  });
});
