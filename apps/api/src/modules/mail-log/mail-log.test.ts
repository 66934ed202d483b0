// The delivery log per role: super and global admins read every message and address; an admin
// only their people's (a sponsor of their school, that sponsor's parent) and the messages of the
// campaigns they can see; sponsors and students are refused, strangers asked to sign in. Bad
// input answers 400, unknown or unseen campaigns and addresses 404.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATHS, type AddressPage, type DeliveryPage } from '@portal/shared';
import { emailCampaigns, mailAddresses, sponsorParents, sponsors } from '../../db/schema/index';
import { insertMail } from '../../lib/mail-outbox';
import {
  assignAdmin,
  createActors,
  createPlace,
  EVERY_ROLE,
  type Actor,
} from '../../../test/helpers/fixtures';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
let actors: Record<'SUPER_ADMIN' | 'GLOBAL_ADMIN' | 'ADMIN' | 'SPONSOR' | 'STUDENT', Actor>;
let campaignInScope: number;
let campaignOutOfScope: number;
let campaignOwn: number;

const IN_SCOPE = ['sponsor-a@example.org', 'parent-a@example.org', 'campaign-a@example.org'];
const OUT_OF_SCOPE = ['sponsor-b@example.org', 'stranger@example.org', 'campaign-b@example.org'];

async function queue(to: string, campaignId: number | null = null) {
  const id = await insertMail(
    ctx.database.db,
    {
      to,
      language: 'en-US',
      subject: `Hello ${to}`,
      text: 'x',
      kind: campaignId ? 'campaign' : 'recovery',
    },
    new Date(),
    `<${to}-${campaignId ?? 0}@example.org>`,
  );
  if (campaignId)
    await ctx.database.db.execute(
      sql`update mail_outbox set campaign_id = ${campaignId} where id = ${id}`,
    );
  return id;
}

async function createCampaign(schoolIds: number[], createdBy: number | null = null) {
  const [row] = await ctx.database.db
    .insert(emailCampaigns)
    .values({
      audience: { parts: [] },
      subject: { 'en-US': 'S' },
      body: { 'en-US': 'B' },
      state: 'sending',
      schoolIds,
      createdBy,
    })
    .returning({ id: emailCampaigns.id });
  if (!row) throw new Error('campaign not stored');
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const schoolA = await createPlace(db, 'school', { name: 'Log School A' });
  const schoolB = await createPlace(db, 'school', { name: 'Log School B' });
  actors = await createActors(ctx, {
    SUPER_ADMIN: EVERY_ROLE.SUPER_ADMIN,
    GLOBAL_ADMIN: EVERY_ROLE.GLOBAL_ADMIN,
    ADMIN: EVERY_ROLE.ADMIN,
    SPONSOR: EVERY_ROLE.SPONSOR,
    STUDENT: EVERY_ROLE.STUDENT,
  });
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [schoolA] });
  const names = { firstNameKey: 'a', lastNameKey: 'a', searchText: 'a' };
  const [sponsorA] = await db
    .insert(sponsors)
    .values({
      firstName: 'A',
      lastName: 'A',
      email: 'Sponsor-A@example.org',
      schoolId: schoolA,
      ...names,
    })
    .returning({ id: sponsors.id });
  await db.insert(sponsors).values({
    firstName: 'B',
    lastName: 'B',
    email: 'sponsor-b@example.org',
    schoolId: schoolB,
    ...names,
  });
  await db.insert(sponsorParents).values({
    sponsorId: sponsorA?.id ?? 0,
    firstName: 'P',
    lastName: 'A',
    email: 'parent-a@example.org',
    relationship: 'mother',
  });
  campaignInScope = await createCampaign([schoolA]);
  campaignOutOfScope = await createCampaign([schoolA, schoolB]);
  campaignOwn = await createCampaign([schoolB], actors.ADMIN.id);
  await queue('sponsor-a@example.org');
  await queue('parent-a@example.org');
  await queue('campaign-a@example.org', campaignInScope);
  await queue('sponsor-b@example.org');
  await queue('stranger@example.org');
  await queue('campaign-b@example.org', campaignOutOfScope);
  await db.insert(mailAddresses).values([
    { email: 'sponsor-a@example.org', bounces: 3, bouncingSince: new Date(), lastError: '550' },
    { email: 'stranger@example.org', unsubscribedAt: new Date() },
    { email: 'sponsor-b@example.org', bounces: 3, bouncingSince: new Date(), lastError: '550' },
  ]);
});
afterAll(() => ctx.close());

const addressesOf = (page: DeliveryPage) => page.items.map((item) => item.to.toLowerCase());
const ALL = [...IN_SCOPE, ...OUT_OF_SCOPE];

describe('delivery log', () => {
  it('shows every message to super and global admins, with what the log keeps', async () => {
    for (const actor of [actors.SUPER_ADMIN, actors.GLOBAL_ADMIN]) {
      const response = await actor.request('GET', `${EMAIL_PATHS.deliveries}?pageSize=100`);
      expect(response.statusCode).toBe(200);
      const page = response.json<DeliveryPage>();
      expect(addressesOf(page)).toEqual(expect.arrayContaining(ALL));
      const item = page.items.find((row) => row.to === 'sponsor-a@example.org');
      expect(item).toMatchObject({
        kind: 'recovery',
        status: 'pending',
        messageId: '<sponsor-a@example.org-0@example.org>',
        smtpResponse: null,
      });
    }
  });

  it("shows an admin only their people's mail and their campaigns' messages", async () => {
    const response = await actors.ADMIN.request('GET', `${EMAIL_PATHS.deliveries}?pageSize=100`);
    expect(response.statusCode).toBe(200);
    expect(addressesOf(response.json<DeliveryPage>()).sort()).toEqual([...IN_SCOPE].sort());
    const other = await actors.ADMIN.request(
      'GET',
      `${EMAIL_PATHS.deliveries}?address=stranger@example.org`,
    );
    expect(other.json<DeliveryPage>().items).toEqual([]);
    const own = await actors.ADMIN.request(
      'GET',
      `${EMAIL_PATHS.deliveries}?address=SPONSOR-A@example.org&kind=recovery&status=pending`,
    );
    expect(addressesOf(own.json<DeliveryPage>())).toEqual(['sponsor-a@example.org']);
  });

  it('refuses sponsors and students, and asks strangers to sign in', async () => {
    for (const path of [EMAIL_PATHS.deliveries, EMAIL_PATHS.addresses]) {
      expect((await actors.SPONSOR.request('GET', path)).statusCode).toBe(403);
      expect((await actors.STUDENT.request('GET', path)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    }
  });

  it('answers bad input with 400', async () => {
    for (const query of [
      'status=lost',
      'kind=spam',
      'pageSize=100000',
      'address=not-an-address',
      `q=${'x'.repeat(5000)}`,
      'sort=subject',
    ]) {
      const response = await actors.SUPER_ADMIN.request(
        'GET',
        `${EMAIL_PATHS.deliveries}?${query}`,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('exports the log an admin reads', async () => {
    const response = await actors.ADMIN.request(
      'GET',
      `${EMAIL_PATHS.deliveries}/export?format=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('sponsor-a@example.org');
    expect(response.body).not.toContain('stranger@example.org');
  });
});

describe("a campaign's messages", () => {
  const path = (id: number | string) => EMAIL_PATHS.campaignMessages.replace(':id', String(id));

  it('lists them for a campaign the admin sees, or wrote', async () => {
    const response = await actors.ADMIN.request('GET', path(campaignInScope));
    expect(response.statusCode).toBe(200);
    expect(addressesOf(response.json<DeliveryPage>())).toEqual(['campaign-a@example.org']);
    expect((await actors.ADMIN.request('GET', path(campaignOwn))).statusCode).toBe(200);
    const all = await actors.GLOBAL_ADMIN.request('GET', path(campaignOutOfScope));
    expect(addressesOf(all.json<DeliveryPage>())).toEqual(['campaign-b@example.org']);
  });

  it('answers 404 for a campaign outside the scope or unknown, 400 for a bad id', async () => {
    expect((await actors.ADMIN.request('GET', path(campaignOutOfScope))).statusCode).toBe(404);
    expect((await actors.SUPER_ADMIN.request('GET', path(99_999_999))).statusCode).toBe(404);
    expect((await actors.SUPER_ADMIN.request('GET', path('abc'))).statusCode).toBe(400);
    expect((await actors.SPONSOR.request('GET', path(campaignInScope))).statusCode).toBe(403);
  });
});

describe('addresses left out of campaigns', () => {
  it('lists the marked addresses in the caller scope', async () => {
    const all = await actors.SUPER_ADMIN.request('GET', `${EMAIL_PATHS.addresses}?pageSize=100`);
    expect(all.statusCode).toBe(200);
    const emails = all.json<AddressPage>().items.map((item) => item.email);
    expect(emails).toEqual(
      expect.arrayContaining(['sponsor-a@example.org', 'stranger@example.org']),
    );
    const scoped = await actors.ADMIN.request('GET', `${EMAIL_PATHS.addresses}?mark=bouncing`);
    expect(scoped.json<AddressPage>().items).toEqual([
      expect.objectContaining({ email: 'sponsor-a@example.org', mark: 'bouncing', bounces: 3 }),
    ]);
    const bad = await actors.SUPER_ADMIN.request('GET', `${EMAIL_PATHS.addresses}?mark=gone`);
    expect(bad.statusCode).toBe(400);
  });

  it('clears a bounce for a coordinator who reaches the address, once', async () => {
    const clear = (actor: Actor, email: unknown) =>
      actor.request('POST', EMAIL_PATHS.addressClearBounce, { email });
    expect((await clear(actors.ADMIN, 'sponsor-b@example.org')).statusCode).toBe(404);
    expect((await clear(actors.SPONSOR, 'sponsor-a@example.org')).statusCode).toBe(403);
    expect((await clear(actors.STUDENT, 'sponsor-a@example.org')).statusCode).toBe(403);
    expect((await clear(actors.ADMIN, 'not an address')).statusCode).toBe(400);
    expect((await clear(actors.ADMIN, 42)).statusCode).toBe(400);
    const cleared = await clear(actors.ADMIN, 'Sponsor-A@example.org');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ bounces: 0, bouncingSince: null, mark: null });
    expect((await clear(actors.ADMIN, 'sponsor-a@example.org')).statusCode).toBe(404);
    expect((await clear(actors.SUPER_ADMIN, 'nobody@example.org')).statusCode).toBe(404);
    expect((await clear(actors.GLOBAL_ADMIN, 'sponsor-b@example.org')).statusCode).toBe(200);
    const rows = await queryRows<{ bounces: number }>(
      ctx.database,
      sql`select bounces from mail_addresses where email in ('sponsor-a@example.org', 'sponsor-b@example.org')`,
    );
    expect(rows.map((row) => row.bounces)).toEqual([0, 0]);
  });
});
