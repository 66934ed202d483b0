// Campaigns without a mail server (their messages wait in the outbox): drafts and their checks
// (unknown variables, empty audiences, bad input), who may do what and in which scope, audiences
// counted and deduplicated, and the states: send, pause, resume, cancel, scheduled, an
// interrupted queueing taken up again, parallel sends, and finishing only when nothing waits.
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATHS, type Campaign } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { createEmailWorld, type EmailWorld } from '../../../test/helpers/email-world';
import type { Actor } from '../../../test/helpers/fixtures';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let world: EmailWorld;

const pathOf = (path: string, id: number) => path.replace(':id', String(id));
const message = {
  subject: { 'en-US': 'Hello {{firstName}}', 'es-CO': 'Hola {{firstName}}' },
  body: { 'en-US': 'Dear {{ firstName }},\n\nThanks.', 'es-CO': 'Querido {{firstName}}: gracias.' },
};

async function create(actor: Actor, audience: unknown, extra: Record<string, unknown> = {}) {
  return actor.request('POST', EMAIL_PATHS.campaigns, { audience, ...message, ...extra });
}

async function createdId(actor: Actor, audience: unknown): Promise<number> {
  const response = await create(actor, audience);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function campaign(actor: Actor, id: number): Promise<Campaign> {
  const response = await actor.request('GET', pathOf(EMAIL_PATHS.campaign, id));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Campaign>();
}

async function outbox(id: number) {
  return queryRows<{ to_address: string; status: string; language: string; subject: string }>(
    ctx.database,
    sql`select to_address, status, language, subject from mail_outbox where campaign_id = ${id} order by lower(to_address)`,
  );
}

async function sendAndQueue(actor: Actor, id: number) {
  const sent = await actor.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {});
  expect(sent.statusCode, sent.body).toBe(202);
  await ctx.app.background.flush();
  return sent;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock, env: { ACCESS_TOKEN_TTL: '30d' } });
  world = await createEmailWorld(ctx, clock);
});

afterAll(async () => {
  await ctx.close();
});

describe('drafts', () => {
  it('creates a draft counted in the caller scope and reads it back', async () => {
    const { actors, schoolA } = world;
    const response = await create(actors.SUPER_ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<{ id: number; state: string; recipients: number }>();
    expect(created).toMatchObject({ state: 'draft', recipients: 2 });
    const read = await campaign(actors.SUPER_ADMIN, created.id);
    expect(read).toMatchObject({
      state: 'draft',
      recipients: 2,
      counts: { queued: 0, sent: 0, failed: 0, skipped: 0, cancelled: 0 },
      canEdit: true,
    });
  });

  it('refuses an unknown variable, naming it, and one the audience has no value for', async () => {
    const { actors, villageA } = world;
    const unknown = await create(
      actors.SUPER_ADMIN,
      { kind: 'sponsors' },
      { body: { 'en-US': 'Hi {{fristName}}', 'es-CO': 'Hola' } },
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('UNKNOWN_VARIABLE');
    expect(errorOf(unknown).message).toContain('{{fristName}}');
    const unavailable = await create(
      actors.SUPER_ADMIN,
      { kind: 'students', villageIds: [villageA] },
      {
        subject: { 'en-US': 'News' },
        body: { 'en-US': 'Your sponsor writes to {{studentFirstName}}' },
      },
    );
    expect(unavailable.statusCode).toBe(400);
    expect(errorOf(unavailable).code).toBe('VARIABLE_NOT_AVAILABLE');
  });

  it('refuses an empty audience on create, but counts it as 0 on the audience endpoint', async () => {
    const { actors, emptySchool } = world;
    const audience = { kind: 'sponsors', schoolIds: [emptySchool] };
    const empty = await create(actors.SUPER_ADMIN, audience);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).code).toBe('EMPTY_AUDIENCE');
    const counted = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.audience, { audience });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toMatchObject({ recipients: 0, sample: [] });
  });

  it('answers bad input with 400 and unknown ids with 404', async () => {
    const { actors } = world;
    const admin = actors.SUPER_ADMIN;
    for (const audience of [
      { kind: 'sponsors', schoolIds: 'x' },
      { kind: 'nobody' },
      { kind: 'list', recipients: [] },
      { kind: 'list', recipients: [{ email: 'not an address' }] },
      { kind: 'sponsors', missingLetter: 9 },
      {
        kind: 'list',
        recipients: Array.from({ length: 20_001 }, (_, i) => ({ email: `p${i}@example.org` })),
      },
    ]) {
      const response = await create(admin, audience);
      expect(response.statusCode, JSON.stringify(audience).slice(0, 80)).toBe(400);
    }
    const noSubject = await admin.request('POST', EMAIL_PATHS.campaigns, {
      audience: { kind: 'sponsors' },
      body: { 'en-US': 'Hi' },
    });
    expect(noSubject.statusCode).toBe(400);
    expect((await create(admin, { kind: 'sponsors', schoolIds: [999_999] })).statusCode).toBe(404);
    for (const url of [pathOf(EMAIL_PATHS.campaign, 999_999), '/edrocks/api/email/campaigns/x'])
      expect((await admin.request('GET', url)).statusCode).toBe(url.endsWith('x') ? 400 : 404);
    const sendUnknown = await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, 999_999), {});
    expect(sendUnknown.statusCode).toBe(404);
    const pastTime = await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, 1), {
      scheduledAt: 'tomorrow',
    });
    expect(pastTime.statusCode).toBe(400);
  });
});

describe('who may write to whom', () => {
  it('lets the roles with the e-mail area in, and keeps the others out', async () => {
    const { actors } = world;
    for (const name of ['SPONSOR', 'STUDENT'] as const) {
      const response = await create(actors[name], { kind: 'sponsors' });
      expect(response.statusCode, name).toBe(403);
      expect((await actors[name].request('GET', EMAIL_PATHS.campaigns)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: EMAIL_PATHS.campaigns });
    expect(anonymous.statusCode).toBe(401);
    for (const name of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)
      expect((await actors[name].request('GET', EMAIL_PATHS.campaigns)).statusCode, name).toBe(200);
  });

  it("cuts an admin's audience to their scope: a school outside is 404", async () => {
    const { actors, schoolB } = world;
    const outside = await create(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolB] });
    expect(outside.statusCode).toBe(404);
    // No school named: those of their scope only (Emily and Camila, not Ben nor Mia).
    const counted = await actors.ADMIN.request('POST', EMAIL_PATHS.audience, {
      audience: { kind: 'sponsors' },
    });
    expect(counted.json()).toMatchObject({ recipients: 2, byLanguage: { 'en-US': 1, 'es-CO': 1 } });
    const board = await create(actors.ADMIN, { kind: 'board' });
    expect(board.statusCode).toBe(403);
    expect(errorOf(board).code).toBe('BOARD_NOT_ALLOWED');
  });

  it("hides another scope's campaigns from an admin", async () => {
    const { actors, schoolB } = world;
    const theirs = await createdId(actors.OTHER_ADMIN, { kind: 'sponsors', schoolIds: [schoolB] });
    const everyone = await createdId(actors.SUPER_ADMIN, { kind: 'sponsors' });
    const ownPinned = await createdId(actors.ADMIN, { kind: 'sponsors' });
    for (const id of [theirs, everyone])
      expect((await actors.ADMIN.request('GET', pathOf(EMAIL_PATHS.campaign, id))).statusCode).toBe(
        404,
      );
    expect((await campaign(actors.ADMIN, ownPinned)).audience).toEqual([
      { kind: 'sponsors', schoolIds: [world.schoolA] },
    ]);
    const page = await actors.ADMIN.request('GET', EMAIL_PATHS.campaigns);
    const ids = page.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
    expect(ids).toContain(ownPinned);
    expect(ids).not.toContain(theirs);
    expect((await campaign(actors.GLOBAL_ADMIN, theirs)).id).toBe(theirs);
  });

  it("shows an admin a colleague's campaign only when all of it lies in their places", async () => {
    const { actors, schoolA, schoolB } = world;
    const pasted = { kind: 'list', recipients: [{ email: 'outside.friend@example.org' }] };
    const inTheirSchool = await createdId(actors.SUPER_ADMIN, {
      kind: 'sponsors',
      schoolIds: [schoolA],
    });
    // Each of these reaches addresses beyond school A: a pasted list, the board, every school.
    const beyond = [
      await createdId(actors.SUPER_ADMIN, [{ kind: 'sponsors', schoolIds: [schoolA] }, pasted]),
      await createdId(actors.SUPER_ADMIN, [
        { kind: 'sponsors', schoolIds: [schoolA] },
        { kind: 'board' },
      ]),
      await createdId(actors.GLOBAL_ADMIN, [
        { kind: 'sponsors', schoolIds: [schoolA] },
        { kind: 'sponsors', schoolIds: [schoolB] },
      ]),
      await createdId(actors.GLOBAL_ADMIN, [
        { kind: 'sponsors', schoolIds: [schoolA] },
        { kind: 'students' },
      ]),
    ];
    expect((await campaign(actors.ADMIN, inTheirSchool)).id).toBe(inTheirSchool);
    for (const id of beyond) {
      const read = await actors.ADMIN.request('GET', pathOf(EMAIL_PATHS.campaign, id));
      expect(read.statusCode, `campaign ${id}`).toBe(404);
      const log = await actors.ADMIN.request('GET', pathOf(EMAIL_PATHS.campaignMessages, id));
      expect(log.statusCode, `log of ${id}`).toBe(404);
      expect((await campaign(actors.SUPER_ADMIN, id)).id).toBe(id);
    }
    const page = await actors.ADMIN.request('GET', EMAIL_PATHS.campaigns);
    const ids = page.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
    expect(ids).toContain(inTheirSchool);
    expect(ids.filter((id) => beyond.includes(id))).toEqual([]);

    // Campaigns saved before this rule kept their named places: migration 0049 empties those
    // of a list, the board or a part naming no place.
    const { db } = ctx.database;
    const unbounded = [beyond[0]!, beyond[1]!, beyond[3]!];
    await db.execute(
      sql`update email_campaigns set school_ids = array[${schoolA}::integer] where id in (${sql.join(unbounded, sql`, `)})`,
    );
    expect(
      (await actors.ADMIN.request('GET', pathOf(EMAIL_PATHS.campaign, beyond[0]!))).statusCode,
    ).toBe(200);
    const migration = await readFile(
      new URL('../../db/migrations/0049_campaigns_shared_places.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration));
    for (const id of beyond)
      expect((await actors.ADMIN.request('GET', pathOf(EMAIL_PATHS.campaign, id))).statusCode).toBe(
        404,
      );
    expect((await campaign(actors.ADMIN, inTheirSchool)).id).toBe(inTheirSchool);
  });
});

describe('audiences', () => {
  it('gives a person in two parts, or twice in a list, one message', async () => {
    const { actors, schoolA } = world;
    const audience = [
      { kind: 'sponsors', schoolIds: [schoolA] },
      {
        kind: 'list',
        recipients: [
          { email: actors.SPONSOR.email.toUpperCase() },
          { email: 'guest@example.org', firstName: 'Guest' },
          { email: 'GUEST@example.org' },
        ],
      },
    ];
    const id = await createdId(actors.SUPER_ADMIN, audience);
    await sendAndQueue(actors.SUPER_ADMIN, id);
    const rows = await outbox(id);
    expect(rows.map((row) => row.to_address.toLowerCase())).toEqual(
      [actors.SPONSOR.email, actors.SPONSOR_ES.email, 'guest@example.org'].sort(),
    );
    expect(rows.find((row) => row.to_address === actors.SPONSOR_ES.email)).toMatchObject({
      language: 'es-CO',
      subject: 'Hola Camila',
      status: 'pending',
    });
    expect((await campaign(actors.SUPER_ADMIN, id)).counts.queued).toBe(3);
  });

  it('reads parents of minors, students with an account, and the sponsor filters', async () => {
    const { actors, villageA } = world;
    const count = async (audience: unknown) =>
      (await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.audience, { audience })).json<{
        recipients: number;
        sample: Array<{ email: string; language: string }>;
      }>();
    const parents = await count({ kind: 'parents' });
    expect(parents.sample).toEqual([
      expect.objectContaining({ email: world.parentEmail, language: 'es-CO' }),
    ]);
    expect((await count({ kind: 'students', villageIds: [villageA] })).recipients).toBe(2);
    expect((await count({ kind: 'sponsors', sponsored: 'with' })).sample).toEqual([
      expect.objectContaining({ email: actors.SPONSOR.email }),
    ]);
    expect((await count({ kind: 'sponsors', sponsored: 'without' })).recipients).toBe(3);
    expect((await count({ kind: 'sponsors', missingLetter: 2 })).recipients).toBe(1);
  });

  it('leaves unsubscribed and bouncing addresses out, counted apart', async () => {
    const { actors } = world;
    await ctx.database.db.execute(
      sql`insert into mail_addresses (email, unsubscribed_at) values (${actors.SPONSOR_B.email}, now())`,
    );
    await ctx.database.db.execute(
      sql`insert into mail_addresses (email, bounces, bouncing_since) values (${actors.MINOR.email}, 3, now())`,
    );
    const counted = await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.audience, {
      audience: { kind: 'sponsors' },
    });
    expect(counted.json()).toMatchObject({
      recipients: 2,
      skipped: { unsubscribed: 1, bouncing: 1 },
    });
    const id = await createdId(actors.SUPER_ADMIN, { kind: 'sponsors' });
    await sendAndQueue(actors.SUPER_ADMIN, id);
    const read = await campaign(actors.SUPER_ADMIN, id);
    expect(read.counts).toMatchObject({ queued: 2, skipped: 2 });
    expect(read.recipients).toBe(2);
    await ctx.database.db.execute(sql`delete from mail_addresses`);
  });

  it('leaves out a sponsor whose account was just deactivated, and their parent', async () => {
    const { actors } = world;
    const count = async (audience: unknown) =>
      (await actors.SUPER_ADMIN.request('POST', EMAIL_PATHS.audience, { audience })).json<{
        recipients: number;
        sample: Array<{ email: string }>;
      }>();
    const before = await count([{ kind: 'sponsors' }, { kind: 'parents' }]);
    const db = ctx.database.db;
    for (const name of ['SPONSOR_B', 'MINOR'] as const)
      await db.execute(sql`update users set active = false where id = ${actors[name].id}`);
    const after = await count([{ kind: 'sponsors' }, { kind: 'parents' }]);
    expect(after.recipients).toBe(before.recipients - 3);
    const addresses = after.sample.map((recipient) => recipient.email);
    for (const gone of [actors.SPONSOR_B.email, actors.MINOR.email, world.parentEmail])
      expect(addresses).not.toContain(gone);
    for (const name of ['SPONSOR_B', 'MINOR'] as const)
      await db.execute(sql`update users set active = true where id = ${actors[name].id}`);
  });
});

describe('sending', () => {
  it('pauses, resumes and cancels, refusing the wrong transitions', async () => {
    const { actors, schoolA } = world;
    const admin = actors.SUPER_ADMIN;
    const id = await createdId(admin, { kind: 'sponsors', schoolIds: [schoolA] });
    const action = (path: string) => admin.request('POST', pathOf(path, id));
    expect(errorOf(await action(EMAIL_PATHS.campaignPause)).code).toBe('CAMPAIGN_NOT_SENDING');
    await sendAndQueue(admin, id);
    expect(errorOf(await action(EMAIL_PATHS.campaignResume)).code).toBe('CAMPAIGN_NOT_PAUSED');
    const again = await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('CAMPAIGN_NOT_DRAFT');
    const edit = await admin.request('PUT', pathOf(EMAIL_PATHS.campaign, id), {
      audience: { kind: 'sponsors' },
      ...message,
    });
    expect(errorOf(edit).code).toBe('CAMPAIGN_NOT_DRAFT');
    const paused = await action(EMAIL_PATHS.campaignPause);
    expect(paused.json<Campaign>()).toMatchObject({ state: 'paused', counts: { queued: 2 } });
    expect((await outbox(id)).map((row) => row.status)).toEqual(['held', 'held']);
    const resumed = await action(EMAIL_PATHS.campaignResume);
    expect(resumed.json<Campaign>().state).toBe('sending');
    expect((await outbox(id)).map((row) => row.status)).toEqual(['pending', 'pending']);
    const cancelled = await action(EMAIL_PATHS.campaignCancel);
    expect(cancelled.json<Campaign>()).toMatchObject({
      state: 'cancelled',
      counts: { queued: 0, cancelled: 2 },
    });
    expect(errorOf(await action(EMAIL_PATHS.campaignCancel)).code).toBe('CAMPAIGN_DONE');
  });

  it('finishes only when every message is sent, failed or bounced', async () => {
    const { actors, schoolA } = world;
    const id = await createdId(actors.SUPER_ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    await sendAndQueue(actors.SUPER_ADMIN, id);
    await ctx.app.email.runDueCampaigns();
    expect((await campaign(actors.SUPER_ADMIN, id)).state).toBe('sending');
    await ctx.database.db.execute(
      sql`update mail_outbox set status = 'sent' where id = (select min(id) from mail_outbox where campaign_id = ${id})`,
    );
    await ctx.app.email.runDueCampaigns();
    expect((await campaign(actors.SUPER_ADMIN, id)).state).toBe('sending');
    await ctx.database.db.execute(
      sql`update mail_outbox set status = 'bounced', error = '550 no such user' where campaign_id = ${id} and status = 'pending'`,
    );
    await ctx.app.email.runDueCampaigns();
    const done = await campaign(actors.SUPER_ADMIN, id);
    expect(done).toMatchObject({
      state: 'finished',
      counts: { sent: 1, failed: 1, bounced: 1, queued: 0 },
    });
    expect(done.finishedAt).not.toBeNull();
  });

  it('starts a scheduled campaign when its time comes', async () => {
    const { actors, schoolA } = world;
    const admin = actors.SUPER_ADMIN;
    const id = await createdId(admin, { kind: 'sponsors', schoolIds: [schoolA] });
    const past = await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {
      scheduledAt: '2026-11-25T14:00:00Z',
    });
    expect(errorOf(past).code).toBe('SCHEDULE_IN_PAST');
    const scheduled = await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {
      scheduledAt: '2026-11-25T16:00:00Z',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    expect(scheduled.json<Campaign>().state).toBe('scheduled');
    await ctx.app.email.runDueCampaigns();
    expect((await outbox(id)).length).toBe(0);
    clock.advance(60 * 60_000);
    await ctx.app.email.runDueCampaigns();
    expect((await campaign(admin, id)).state).toBe('sending');
    expect((await outbox(id)).length).toBe(2);
  });

  it('cancels what a coordinator scheduled once their account is deactivated', async () => {
    const { actors, schoolA } = world;
    const id = await createdId(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    const scheduled = await actors.ADMIN.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {
      scheduledAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(202);
    const db = ctx.database.db;
    await db.execute(sql`update users set active = false where id = ${actors.ADMIN.id}`);
    clock.advance(2 * 60_000);
    await ctx.app.email.runDueCampaigns();
    await db.execute(sql`update users set active = true where id = ${actors.ADMIN.id}`);
    expect((await campaign(actors.SUPER_ADMIN, id)).state).toBe('cancelled');
    expect(await outbox(id)).toEqual([]);
  });

  it("cancels an admin's campaigns once a place they name is no longer theirs, or e-mail is not their area", async () => {
    const { actors, schoolA } = world;
    const db = ctx.database.db;
    const scheduled = await createdId(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    const answer = await actors.ADMIN.request('POST', pathOf(EMAIL_PATHS.campaignSend, scheduled), {
      scheduledAt: new Date(clock.now().getTime() + 60_000).toISOString(),
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const kept = await createdId(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    await sendAndQueue(actors.ADMIN, kept);
    // Another school is taken away: nothing they wrote names it, so all goes on.
    await db.execute(
      sql`delete from admin_schools where user_id = ${actors.ADMIN.id} and school_id <> ${schoolA}`,
    );
    await ctx.app.email.runDueCampaigns();
    expect((await campaign(actors.SUPER_ADMIN, kept)).state).toBe('sending');
    // School A is taken away: the scheduled one does not go, the one sending stops.
    await db.execute(
      sql`delete from admin_schools where user_id = ${actors.ADMIN.id} and school_id = ${schoolA}`,
    );
    clock.advance(2 * 60_000);
    await ctx.app.email.runDueCampaigns();
    await db.execute(
      sql`insert into admin_schools (user_id, school_id) values (${actors.ADMIN.id}, ${schoolA})`,
    );
    expect((await campaign(actors.SUPER_ADMIN, scheduled)).state).toBe('cancelled');
    expect(await outbox(scheduled)).toEqual([]);
    expect(await campaign(actors.SUPER_ADMIN, kept)).toMatchObject({ state: 'cancelled' });
    expect((await outbox(kept)).every((row) => row.status === 'cancelled')).toBe(true);
    // A coordinator made a sponsor: what they send stops too.
    const demoted = await createdId(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    await sendAndQueue(actors.ADMIN, demoted);
    await db.execute(sql`update users set role = 'SPONSOR' where id = ${actors.ADMIN.id}`);
    await ctx.app.email.runDueCampaigns();
    await db.execute(sql`update users set role = 'ADMIN' where id = ${actors.ADMIN.id}`);
    expect((await campaign(actors.SUPER_ADMIN, demoted)).state).toBe('cancelled');
  });

  it('stops what a deactivated coordinator is still sending, and what they paused', async () => {
    const { actors, schoolA } = world;
    const sending = await createdId(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    const paused = await createdId(actors.ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    await sendAndQueue(actors.ADMIN, sending);
    await sendAndQueue(actors.ADMIN, paused);
    const pause = await actors.ADMIN.request('POST', pathOf(EMAIL_PATHS.campaignPause, paused));
    expect(pause.statusCode, pause.body).toBe(200);
    const db = ctx.database.db;
    await db.execute(sql`update users set active = false where id = ${actors.ADMIN.id}`);
    await ctx.app.email.runDueCampaigns();
    await db.execute(sql`update users set active = true where id = ${actors.ADMIN.id}`);
    for (const id of [sending, paused]) {
      expect(await campaign(actors.SUPER_ADMIN, id)).toMatchObject({
        state: 'cancelled',
        counts: { queued: 0, cancelled: 2 },
      });
      expect((await outbox(id)).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    }
  });

  it('sends nothing of a paused or cancelled campaign that a worker gives back for a later try', async () => {
    const { actors, schoolA } = world;
    const admin = actors.SUPER_ADMIN;
    const id = await createdId(admin, { kind: 'sponsors', schoolIds: [schoolA] });
    await sendAndQueue(admin, id);
    const db = ctx.database.db;
    const statuses = async () => (await outbox(id)).map((row) => row.status).sort();
    const holdOne = () =>
      db.execute(
        sql`update mail_outbox set locked_until = ${new Date(clock.now().getTime() + 60_000).toISOString()}::timestamptz where id = (select min(id) from mail_outbox where campaign_id = ${id})`,
      );
    // The server refused it for now: its worker gives it back, pending, due in a minute.
    const giveBack = () =>
      db.execute(
        sql`update mail_outbox set locked_until = null, attempts = attempts + 1, error = '451 Try again later', next_attempt_at = ${new Date(clock.now().getTime() + 60_000).toISOString()}::timestamptz where campaign_id = ${id} and locked_until is not null`,
      );
    await holdOne();
    await admin.request('POST', pathOf(EMAIL_PATHS.campaignPause, id));
    expect(await statuses()).toEqual(['held', 'pending']);
    await giveBack();
    await ctx.app.email.runDueCampaigns();
    expect(await statuses()).toEqual(['held', 'held']);

    await admin.request('POST', pathOf(EMAIL_PATHS.campaignResume, id));
    expect(await statuses()).toEqual(['pending', 'pending']);
    await holdOne();
    await admin.request('POST', pathOf(EMAIL_PATHS.campaignCancel, id));
    expect(await statuses()).toEqual(['cancelled', 'pending']);
    await giveBack();
    await ctx.app.email.runDueCampaigns();
    expect(await statuses()).toEqual(['cancelled', 'cancelled']);
    expect((await campaign(admin, id)).counts).toMatchObject({ queued: 0, cancelled: 2 });
  });

  it('takes up an interrupted queueing without making a second message', async () => {
    const { actors } = world;
    const id = await createdId(actors.SUPER_ADMIN, { kind: 'sponsors' });
    await sendAndQueue(actors.SUPER_ADMIN, id);
    const before = await outbox(id);
    // As if the process died before the end: one message made, queued_at never set.
    await ctx.database.db.execute(
      sql`delete from mail_outbox where id = (select max(id) from mail_outbox where campaign_id = ${id})`,
    );
    await ctx.database.db.execute(
      sql`update email_campaigns set queued_at = null where id = ${id}`,
    );
    await ctx.app.email.runDueCampaigns();
    expect((await outbox(id)).length).toBe(before.length - 1); // too soon: it may be running
    clock.advance(60_000);
    await ctx.app.email.runDueCampaigns();
    const after = await outbox(id);
    expect(after.map((row) => row.to_address)).toEqual(before.map((row) => row.to_address));
    const [ids] = await queryRows<{ distinct: number | string }>(
      ctx.database,
      sql`select count(distinct message_id) as distinct from mail_outbox where campaign_id = ${id}`,
    );
    expect(Number(ids!.distinct)).toBe(before.length);
  });

  it('starts a draft once when two sends arrive together', async () => {
    const { actors, schoolA } = world;
    const id = await createdId(actors.SUPER_ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        actors.SUPER_ADMIN.request('POST', pathOf(EMAIL_PATHS.campaignSend, id), {}),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409]);
    await ctx.app.background.flush();
    expect((await outbox(id)).length).toBe(2);
  });

  it('deletes and edits drafts only', async () => {
    const { actors, schoolA } = world;
    const id = await createdId(actors.SUPER_ADMIN, { kind: 'sponsors', schoolIds: [schoolA] });
    const edited = await actors.SUPER_ADMIN.request('PUT', pathOf(EMAIL_PATHS.campaign, id), {
      name: 'Letters',
      audience: { kind: 'sponsors' },
      ...message,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Campaign>()).toMatchObject({ name: 'Letters', recipients: 4 });
    const removed = await actors.SUPER_ADMIN.request('DELETE', pathOf(EMAIL_PATHS.campaign, id));
    expect(removed.statusCode).toBe(204);
    expect(
      (await actors.SUPER_ADMIN.request('GET', pathOf(EMAIL_PATHS.campaign, id))).statusCode,
    ).toBe(404);
  });
});
