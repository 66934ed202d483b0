// Erasing and exporting someone without an account by e-mail (decision 054), in the privacy
// walk's world (every person's surname, e-mails, phones and addresses are markers found nowhere
// else): only the super admin may; bad input is a clear 400; an account's e-mail is refused
// (409 HAS_ACCOUNT), an unknown one, an erased person's placeholder and look-alike addresses are
// not found (404); the preview changes nothing; the export holds the records; after the erasure
// of each donor, the ticket buyer and both parents no column of any table holds their markers,
// the donation totals are the same and the minor sponsor's consent still counts; two erasures of
// one e-mail at once run one after the other.
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DATA_REQUEST_ENDPOINTS,
  DONATION_ENDPOINTS,
  PARENT_AGREEMENT_ENDPOINTS,
  PERSON_ERASE_ENDPOINTS,
  PERSON_EXPORT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  personEraseByEmailResultSchema,
  type PersonEraseByEmailResult,
} from '@portal/shared';
import type { Actor } from '../../../test/helpers/fixtures';
import { callAs, expectOk, type World } from '../../../test/helpers/privacy-calls';
import { PEOPLE, leaksIn, markersOf, type PersonKey } from '../../../test/helpers/privacy-people';
import { buildPrivacyWorld } from '../../../test/helpers/privacy-world';
import { rowsPerTable } from '../../../test/helpers/rows-per-table';
import { scanDatabase } from '../../../test/helpers/scan-database';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let world: World;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildPrivacyWorld(ctx);
  expect(world.problems).toEqual([]);
}, 240_000);
afterAll(() => ctx?.close());

const ERASE = PERSON_ERASE_ENDPOINTS.eraseByEmail.path;
const EXPORT = PERSON_EXPORT_ENDPOINTS.byEmail.path;
const erase = (caller: Actor, body: unknown, headers: Record<string, string> = {}) =>
  caller.request('POST', ERASE, body, headers);
const exportOf = (caller: Actor, body: unknown, headers: Record<string, string> = {}) =>
  caller.request('POST', EXPORT, body, headers);

async function preview(email: string): Promise<PersonEraseByEmailResult> {
  const response = await erase(world.actors.superAdmin, { email, dryRun: true });
  expect(response.statusCode, response.body).toBe(200);
  return personEraseByEmailResultSchema.parse(response.json());
}

async function unzip(response: { rawPayload: Buffer }) {
  const zip = await JSZip.loadAsync(response.rawPayload);
  const texts = new Map<string, string>();
  for (const name of Object.keys(zip.files))
    if (!zip.files[name]!.dir) texts.set(name, await zip.file(name)!.async('string'));
  return texts;
}

async function donationTotals() {
  return queryRows<{ status: string; cents: number; n: number }>(
    ctx.database,
    sql`select status, sum(amount_cents)::int as cents, count(*)::int as n from donations
         group by status order by status`,
  );
}

/** A gift recorded by hand with these details (a cash gift at the fair). */
async function manualGift(firstName: string, lastName: string, email: string) {
  await expectOk(
    callAs(ctx, world.actors.superAdmin, DONATION_ENDPOINTS.addManual, {
      body: {
        amountCents: 1200,
        method: 'cash',
        paidOn: '2026-11-21',
        firstName,
        lastName,
        email,
        message: '',
        memo: '',
      },
    }),
    `a gift from ${email}`,
  );
}

describe('who may, and bad input', () => {
  it('refuses every role but the super admin (403) and anyone signed out (401)', async () => {
    const body = { email: PEOPLE.donorPage.email, dryRun: true };
    for (const caller of ['globalAdmin', 'admin', 'sponsor', 'student', 'minorSponsor'] as const) {
      expect((await erase(world.actors[caller], body)).statusCode, caller).toBe(403);
      expect((await exportOf(world.actors[caller], body)).statusCode, caller).toBe(403);
    }
    for (const path of [ERASE, EXPORT]) {
      const response = await ctx.app.inject({ method: 'POST', url: path, payload: body });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('answers missing, invalid, huge and mistyped input with a translated 400', async () => {
    const { superAdmin } = world.actors;
    const huge = `${'a'.repeat(100_000)}@example.org`;
    const bodies = [
      {},
      null,
      [],
      { dryRun: true },
      { email: PEOPLE.donorPage.email },
      { email: PEOPLE.donorPage.email, dryRun: 'yes' },
      { email: 42, dryRun: true },
      { email: [PEOPLE.donorPage.email], dryRun: true },
      { email: '', dryRun: true },
      { email: 'not an e-mail', dryRun: true },
      { email: huge, dryRun: true },
    ];
    for (const body of bodies) {
      const response = await erase(superAdmin, body, { 'accept-language': 'es-CO' });
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
    for (const body of [{}, { email: 42 }, { email: 'nope' }, { email: huge }, null]) {
      const response = await exportOf(superAdmin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('refusals', () => {
  it("refuses an account's e-mail, however it is written, naming the account (409)", async () => {
    const { superAdmin, sponsor } = world.actors;
    const variants = [
      PEOPLE.sponsorA.email,
      `  ${PEOPLE.sponsorA.email.toUpperCase()}  `,
      PEOPLE.sponsorA.recordEmail,
    ];
    for (const email of variants) {
      for (const call of [erase, exportOf]) {
        const response = await call(
          superAdmin,
          { email, dryRun: true },
          { 'accept-language': 'es-CO' },
        );
        expect(response.statusCode, email).toBe(409);
        const error = errorOf(response);
        expect(error.code).toBe('HAS_ACCOUNT');
        expect(error.message).toContain(String(sponsor.id));
        expect(error.message).toMatch(/Borre o exporte esa cuenta/);
        expect(response.json<{ params?: { userId?: number } }>().params?.userId).toBe(sponsor.id);
      }
    }
  });

  it("refuses a sponsor record's e-mail that has no account (409)", async () => {
    const created = await expectOk<{ id: number }>(
      callAs(ctx, world.actors.superAdmin, SPONSOR_ENDPOINTS.create, {
        body: {
          firstName: 'Record',
          lastName: 'Withoutaccount',
          email: 'record-without-account@example.org',
          phone: '',
          schoolId: world.schools[0],
          birthdate: '1980-01-01',
        },
      }),
      'a sponsor record without an account',
    );
    const response = await erase(world.actors.superAdmin, {
      email: 'Record-Without-Account@example.org',
      dryRun: true,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('SPONSOR_RECORD_EMAIL');
    expect(errorOf(response).message).toContain(String(created.id));
  });

  it('finds nothing for an unknown e-mail, a placeholder or a look-alike address (404)', async () => {
    const { superAdmin } = world.actors;
    const [local, domain] = PEOPLE.donorPage.email.split('@') as [string, string];
    const notFound = [
      'nobody-at-all@example.org',
      'erased-user-1@erased.invalid',
      `erased-buyer-1@erased.invalid`,
      `x${local}@${domain}`,
      `${local}@${domain}.co`,
      `${local}@sub.${domain}`,
      `${local.slice(1)}@${domain}`,
      `${local}@${domain.replace('.org', '.net')}`,
    ];
    for (const email of notFound) {
      for (const call of [erase, exportOf]) {
        const response = await call(superAdmin, { email, dryRun: true });
        expect(response.statusCode, email).toBe(404);
        expect(errorOf(response).code).toBe('NOTHING_FOR_EMAIL');
      }
    }
  });
});

describe('the preview and the export', () => {
  it('counts what goes and what is kept, the same however the e-mail is written, and changes nothing', async () => {
    const before = await rowsPerTable(ctx.database.db);
    const person = PEOPLE.parentMinor;
    const result = await preview(person.email);
    expect(result.dryRun).toBe(true);
    expect(result.person).toMatchObject({ userId: null, email: person.email });
    expect(result.names).toContain(`${person.firstName} ${person.surname}`);
    const kinds = Object.fromEntries(result.items.map((item) => [item.kind, item]));
    expect(kinds.parents).toMatchObject({ outcome: 'deleted', count: 1 });
    expect(kinds.sponsorsOfParents).toMatchObject({ outcome: 'kept', count: 1 });
    expect(kinds.parentAgreementLinks?.outcome).toBe('replaced');
    expect(kinds.agreementSignatures?.outcome).toBe('replaced');
    expect(kinds.mailMessages?.outcome).toBe('replaced');
    expect(kinds.auditEntries?.outcome).toBe('replaced');
    const again = await preview(`  ${person.email.toUpperCase()}\t`);
    expect(again.items).toEqual(result.items);
    expect(await rowsPerTable(ctx.database.db)).toEqual(before);
    expect(await scanDatabase(ctx.database, markersOf(person))).not.toEqual([]);
  });

  it("exports a parent's contacts, links and signatures in their language, and records it", async () => {
    const person = PEOPLE.parentMinor;
    const response = await exportOf(world.actors.superAdmin, { email: person.email });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(String(response.headers['content-disposition'])).toMatch(
      /^attachment; filename="petronila-mkrparentminorsur-datos-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const texts = await unzip(response);
    expect([...texts.keys()].filter((name) => !name.startsWith('files/')).sort()).toEqual([
      'board.json',
      'data-requests.json',
      'donations.json',
      'emails.json',
      'event-orders.json',
      'history.json',
      'parent-agreements.json',
      'parents.json',
      'payments.json',
      'summary.txt',
    ]);
    expect(texts.get('summary.txt')).toContain('Sus datos en el portal');
    const parents = JSON.parse(texts.get('parents.json')!) as Array<Record<string, unknown>>;
    expect(parents).toHaveLength(1);
    expect(parents[0]).toMatchObject({ city: person.address!.city, lastName: person.surname });
    const agreements = JSON.parse(texts.get('parent-agreements.json')!) as {
      sent: unknown[];
      signed: Array<{ typedName: string }>;
    };
    expect(agreements.sent.length).toBeGreaterThan(0);
    expect(agreements.signed[0]?.typedName).toBe(`${person.firstName} ${person.surname}`);
    const emails = JSON.parse(texts.get('emails.json')!) as { messages: unknown[] };
    expect(emails.messages.length).toBeGreaterThan(0);
    // The minor sponsor is named (the parent signed for them), and the coordinator who recorded
    // a change (the full view's history); nobody else's details are there.
    const all = [...texts.values()].join('\n');
    const named: PersonKey[] = ['parentMinor', 'sponsorMinor', 'superAdmin'];
    expect(leaksIn(all, named, Object.keys(PEOPLE) as PersonKey[])).toEqual([]);
    const [entry] = await queryRows<{ actor_id: number; entity_id: number | null }>(
      ctx.database,
      sql`select actor_id, entity_id from audit_log
           where action = 'export' and entity = 'person' order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor_id: world.actors.superAdmin.id, entity_id: null });
  });

  it("exports a donor's gifts and payments and a buyer's orders, in English", async () => {
    const donor = await exportOf(world.actors.superAdmin, { email: PEOPLE.donorPage.email });
    expect(donor.statusCode).toBe(200);
    const texts = await unzip(donor);
    expect(texts.get('summary.txt')).toContain('Your data in the sponsorship portal');
    const gifts = JSON.parse(texts.get('donations.json')!) as Array<{ email: string }>;
    expect(gifts.map((gift) => gift.email)).toEqual([PEOPLE.donorPage.email]);
    const payments = JSON.parse(texts.get('payments.json')!) as { checkouts: unknown[] };
    expect(payments.checkouts.length).toBeGreaterThan(0);
    const buyer = await exportOf(world.actors.superAdmin, { email: PEOPLE.buyer.email });
    const orders = JSON.parse((await unzip(buyer)).get('event-orders.json')!) as Array<{
      buyerLastName: string;
      tickets: unknown[];
    }>;
    expect(orders[0]?.buyerLastName).toBe(PEOPLE.buyer.surname);
    expect(orders[0]?.tickets.length).toBe(2);
  });

  it("exports a donor's data request with who handled it, from the request's history", async () => {
    const donor = PEOPLE.donorPage;
    const recorded = await expectOk<{ id: number }>(
      callAs(ctx, world.actors.superAdmin, DATA_REQUEST_ENDPOINTS.create, {
        body: {
          kind: 'export',
          personName: `${donor.firstName} ${donor.surname}`,
          personEmail: donor.email.toUpperCase(),
          message: 'A copy of my gifts, please.',
        },
      }),
      'a data request',
    );
    await expectOk(
      callAs(ctx, world.actors.superAdmin, DATA_REQUEST_ENDPOINTS.update, {
        params: { id: recorded.id },
        body: { state: 'inProgress', note: 'Export sent.' },
      }),
      'its update',
    );
    const texts = await unzip(await exportOf(world.actors.superAdmin, { email: donor.email }));
    expect(JSON.parse(texts.get('data-requests.json')!)).toEqual([
      expect.objectContaining({ kind: 'export', state: 'inProgress', note: 'Export sent.' }),
    ]);
    const history = JSON.parse(texts.get('history.json')!) as Array<{
      entity: string;
      entityId: number;
      action: string;
      actor: string | null;
    }>;
    const handled = history.filter((entry) => entry.entity === 'dataRequest');
    expect(handled.map((entry) => [entry.entityId, entry.action])).toEqual([
      [recorded.id, 'update'],
      [recorded.id, 'create'],
    ]);
    expect(handled.every((entry) => entry.actor !== null)).toBe(true);
  });
});

describe('erasing', () => {
  it('erases each donor, the buyer and both parents: their details are nowhere', async () => {
    const totals = await donationTotals();
    const people = [
      'donorPage',
      'donorProgramme',
      'donorUnpaid',
      'buyer',
      'parentOther',
      'parentMinor',
    ] as const;
    for (const key of people) {
      const person = PEOPLE[key];
      const response = await erase(world.actors.superAdmin, { email: person.email, dryRun: false });
      expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
      const result = personEraseByEmailResultSchema.parse(response.json());
      expect(result).toMatchObject({ dryRun: false, names: [] });
      expect(await scanDatabase(ctx.database, markersOf(person)), key).toEqual([]);
      const after = await erase(world.actors.superAdmin, { email: person.email, dryRun: true });
      expect(after.statusCode, key).toBe(404);
      const exported = await exportOf(world.actors.superAdmin, { email: person.email });
      expect(exported.statusCode, key).toBe(404);
    }
    expect(await donationTotals()).toEqual(totals);
    const entries = await queryRows<{ details: { byEmail: boolean } }>(
      ctx.database,
      sql`select details from audit_log where action = 'erase' and entity = 'person'`,
    );
    expect(entries).toHaveLength(people.length);
    expect(entries.every((entry) => entry.details.byEmail)).toBe(true);
  });

  it("keeps the minor sponsor's record, and their parent's consent still counts", async () => {
    const status = await expectOk<{ state: string; parents: unknown[] }>(
      callAs(ctx, world.actors.minorSponsor, PARENT_AGREEMENT_ENDPOINTS.status),
      'parent agreement status',
    );
    expect(status.state).toBe('signed');
    expect(status.parents).toEqual([]);
    expect(await scanDatabase(ctx.database, markersOf(PEOPLE.sponsorMinor))).not.toEqual([]);
  });

  it('runs two erasures of one e-mail one after the other: one erases, the other finds nothing', async () => {
    const email = PEOPLE.donorManual.email;
    const answers = await Promise.all([
      erase(world.actors.superAdmin, { email, dryRun: false }),
      erase(world.actors.superAdmin, { email: ` ${email.toUpperCase()}`, dryRun: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    expect(await scanDatabase(ctx.database, markersOf(PEOPLE.donorManual))).toEqual([]);
  });
});

describe('as an attacker', () => {
  it("never touches a look-alike address's records, nor a namesake's history", async () => {
    await manualGift('Lucia', 'Mkrlookalikesur', 'mkr-lookalike@example.org');
    await manualGift('Luciana', 'Mkrlookalikesur', 'xmkr-lookalike@example.org');
    await manualGift('Lucio', 'Mkrotherlooksur', 'mkr-lookalike@example.org.co');
    // A dot and a plus are taken literally, never as patterns: one address does not find the other.
    await manualGift('Pablo', 'Mkrdotsur', 'mkr.dot+tag@example.org');
    await manualGift('Paula', 'Mkrnodotsur', 'mkrxdot+tag@example.org');
    // A donor who typed the super admin's name: erasing them leaves the super admin's history.
    const boss = PEOPLE.superAdmin;
    await manualGift(boss.firstName, boss.surname, 'mkr-namesake@example.org');
    const historyOf = (userId: number) =>
      queryRows<{ changes: unknown }>(
        ctx.database,
        sql`select changes from audit_log where entity = 'user' and entity_id = ${userId}
             order by id`,
      );
    const bossHistory = await historyOf(world.actors.superAdmin.id);
    expect(JSON.stringify(bossHistory)).toContain(boss.surname);

    for (const email of [
      'mkr-lookalike@example.org',
      'mkr-namesake@example.org',
      'MKR.Dot+Tag@example.org',
    ]) {
      const response = await erase(world.actors.superAdmin, { email, dryRun: false });
      expect(response.statusCode, response.body).toBe(200);
    }
    const left = await queryRows<{ email: string | null; last_name: string }>(
      ctx.database,
      sql`select email, last_name from donations where email like '%lookalike%' order by email`,
    );
    expect(left).toEqual([
      { email: 'mkr-lookalike@example.org.co', last_name: 'Mkrotherlooksur' },
      { email: 'xmkr-lookalike@example.org', last_name: 'Mkrlookalikesur' },
    ]);
    for (const other of ['xmkr-lookalike@example.org', 'mkrxdot+tag@example.org']) {
      const history = await queryRows<{ changes: string }>(
        ctx.database,
        sql`select changes::text as changes from audit_log where entity = 'donation'
             and strpos(changes::text, ${other}) > 0`,
      );
      expect(history.length, other).toBeGreaterThan(0);
    }
    const dotted = await queryRows<{ email: string | null; last_name: string }>(
      ctx.database,
      sql`select email, last_name from donations where email like '%dot+tag%' order by id`,
    );
    expect(dotted).toEqual([{ email: 'mkrxdot+tag@example.org', last_name: 'Mkrnodotsur' }]);
    expect(await historyOf(world.actors.superAdmin.id)).toEqual(bossHistory);
  });
});
