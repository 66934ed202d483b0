// Exporting a person: who may export whom, unknown and bad ids, and what the ZIP holds. In the
// privacy world (test/helpers/privacy-world.ts: every person's surname, e-mails, phones,
// addresses and birth dates are markers found nowhere else), a sponsor's, a minor sponsor's and a
// student's own exports carry their own data and nobody else's but the first names they may
// read; the super admin's export of the sponsor is in full; every export is in the audit log.
// Every agreement signed by or for a sponsor is in the ZIP as the PDF their screens give.
import JSZip from 'jszip';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_ENDPOINTS,
  DATA_REQUEST_PATHS,
  PERSON_EXPORT_ENDPOINTS,
  endpointPath,
  type Role,
} from '@portal/shared';
import { auditLog } from '../../db/schema/index';
import { ManualClock } from '../../../test/helpers/clock';
import { EVERY_ROLE, createActor, createActors, type Actor } from '../../../test/helpers/fixtures';
import { CALLERS, type CallerName, type World } from '../../../test/helpers/privacy-calls';
import { PEOPLE, leaksIn } from '../../../test/helpers/privacy-people';
import { buildPrivacyWorld } from '../../../test/helpers/privacy-world';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
let ctx: TestContext;
let world: World;
let roles: Record<Role, Actor>;

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  world = await buildPrivacyWorld(ctx);
  roles = await createActors(ctx, EVERY_ROLE);
}, 240_000);
afterAll(() => ctx?.close());

const personUrl = (userId: number | string) =>
  endpointPath(PERSON_EXPORT_ENDPOINTS.person, { userId });
const studentUrl = (id: number | string) => endpointPath(PERSON_EXPORT_ENDPOINTS.student, { id });
const meUrl = PERSON_EXPORT_ENDPOINTS.me.path;

interface Unzipped {
  names: string[];
  texts: Map<string, string>;
  zip: JSZip;
}

async function download(actor: Actor, url: string): Promise<Unzipped> {
  const response = await actor.request('GET', url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(String(response.headers['content-disposition'])).toMatch(
    /^attachment; filename=".+\.zip"$/,
  );
  const zip = await JSZip.loadAsync(response.rawPayload);
  const names = Object.keys(zip.files).sort();
  const texts = new Map<string, string>();
  for (const name of names)
    if (name.endsWith('.json') || name.endsWith('.txt'))
      texts.set(name, await zip.file(name)!.async('string'));
  return { names, texts, zip };
}

function json<T = unknown>(unzipped: Unzipped, name: string): T {
  const text = unzipped.texts.get(`${name}.json`);
  if (text === undefined) throw new Error(`no ${name}.json in ${unzipped.names.join(', ')}`);
  return JSON.parse(text) as T;
}

function allText(unzipped: Unzipped): string {
  return [...unzipped.texts.values()].join('\n');
}

it('builds every part of the world the exports read', () => {
  expect(world.problems).toEqual([]);
});

describe('who may export', () => {
  it('lets only the super admin export another person; 403 for every other role', async () => {
    const target = world.actors.sponsor.id;
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      const response = await roles[role].request('GET', personUrl(target));
      expect(response.statusCode, role).toBe(403);
      const student = await roles[role].request('GET', studentUrl(world.studentIds.studentC!));
      expect(student.statusCode, role).toBe(403);
    }
    const response = await roles.SUPER_ADMIN.request('GET', personUrl(target));
    expect(response.statusCode).toBe(200);
  });

  it('lets every signed-in role export themselves, and nobody anonymously', async () => {
    for (const role of Object.keys(EVERY_ROLE) as Role[]) {
      const unzipped = await download(roles[role], meUrl);
      expect(json<{ id: number; role: string }>(unzipped, 'account')).toMatchObject({
        id: roles[role].id,
        role,
      });
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: meUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for unknown people and 400 for ids that are not ids, in words', async () => {
    const superAdmin = roles.SUPER_ADMIN;
    for (const url of [personUrl(2_000_000_000), studentUrl(2_000_000_000)]) {
      const response = await superAdmin.request('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).message).not.toBe('');
    }
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      for (const url of [personUrl(bad), studentUrl(bad)]) {
        const response = await superAdmin.request('GET', url);
        expect(response.statusCode, url).toBe(400);
        expect(errorOf(response).message).not.toBe('');
      }
    }
  });

  it('throttles own exports in the database: the sixth within the hour is refused', async () => {
    const eager = await createActor(ctx, 'SPONSOR', { language: 'es-CO' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await eager.request('GET', meUrl);
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
    const refused = await eager.request('GET', meUrl, undefined, { 'accept-language': 'es-CO' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(errorOf(refused).message).toMatch(/Espere/);
    // The super admin's exports of that person are not the person's to spend.
    const byAdmin = await roles.SUPER_ADMIN.request('GET', personUrl(eager.id));
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe("a person's own export", () => {
  const cases: Array<[CallerName, string]> = [
    ['sponsor', 'sponsor'],
    ['coSponsor', 'sponsor'],
    ['minorSponsor', 'sponsor'],
    ['student', 'student'],
  ];
  for (const [caller, record] of cases) {
    it(`carries ${caller}'s own data and nobody else's`, async () => {
      const unzipped = await download(world.actors[caller], meUrl);
      expect(unzipped.names).toEqual(
        expect.arrayContaining(['summary.txt', 'account.json', `${record}.json`, 'letters.json']),
      );
      const { own, firstNames } = CALLERS[caller];
      expect(leaksIn(allText(unzipped), own, firstNames)).toEqual([]);
    });
  }

  it("holds the sponsor's record, pairings, letters both ways, gifts, photo and requests", async () => {
    const filed = await world.actors.sponsor.request('POST', DATA_REQUEST_PATHS.mine, {
      kind: 'correction',
      message: 'My school changed.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const unzipped = await download(world.actors.sponsor, meUrl);
    expect(json(unzipped, 'data-requests')).toEqual([
      expect.objectContaining({ kind: 'correction', message: 'My school changed.', state: 'open' }),
    ]);
    // The request's own history is theirs too: filed by them.
    expect(json<Array<Record<string, unknown>>>(unzipped, 'history')).toContainEqual(
      expect.objectContaining({ record: 'dataRequest', action: 'create', by: 'you' }),
    );
    const me = PEOPLE.sponsorA;
    expect(json(unzipped, 'account')).toMatchObject({ email: world.actors.sponsor.email });
    expect(json(unzipped, 'sponsor')).toMatchObject({
      lastName: me.surname,
      email: me.recordEmail,
      birthdate: me.birthdate,
    });
    const { sponsorships } = json<{ sponsorships: Array<{ with: object }> }>(
      unzipped,
      'sponsorships',
    );
    expect(sponsorships.map((row) => row.with)).toEqual(
      expect.arrayContaining([
        { kind: 'student', firstName: PEOPLE.studentA.firstName },
        { kind: 'student', firstName: PEOPLE.studentPast.firstName },
      ]),
    );
    const letters = json<Array<{ direction: string; message: string }>>(unzipped, 'letters');
    expect(letters.some((letter) => letter.direction === 'written')).toBe(true);
    expect(letters.some((letter) => letter.direction === 'received')).toBe(true);
    const donations = json<{ received: Array<{ amountCents: number }> }>(unzipped, 'donations');
    expect(donations.received.length).toBeGreaterThan(0);
    expect(unzipped.names).toContain('files/sponsor-photo.jpg');
    const photo = await unzipped.zip.file('files/sponsor-photo.jpg')!.async('nodebuffer');
    expect(photo.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const summary = unzipped.texts.get('summary.txt')!;
    expect(summary).toContain('Your data in the sponsorship portal');
    expect(summary).toContain('files/sponsor-photo.jpg');
    expect(summary).toContain('letters.json');
  });

  it("is summarised in the person's language (a student reading Spanish)", async () => {
    const unzipped = await download(world.actors.student, meUrl);
    const summary = unzipped.texts.get('summary.txt')!;
    expect(summary).toContain('Sus datos en el portal de apadrinamiento');
    expect(summary).toContain('Cartas que escribió y recibió');
    const { sponsorships } = json<{ sponsorships: Array<{ with: object }> }>(
      unzipped,
      'sponsorships',
    );
    expect(sponsorships.map((row) => row.with)).toContainEqual({
      kind: 'sponsor',
      firstName: PEOPLE.sponsorA.firstName,
    });
    // The guardian's signed document is the coordinators' (it names the guardian).
    expect(unzipped.names.some((name) => name.includes('guardian'))).toBe(false);
  });
});

describe("the super admin's export", () => {
  it("holds the sponsor's data in full and is recorded in the audit log", async () => {
    const sponsorUserId = world.actors.sponsor.id;
    const unzipped = await download(roles.SUPER_ADMIN, personUrl(sponsorUserId));
    const { sponsorships } = json<{ sponsorships: Array<{ with: { lastName?: string } }> }>(
      unzipped,
      'sponsorships',
    );
    expect(sponsorships.map((row) => row.with.lastName)).toContain(PEOPLE.studentA.surname);
    const text = allText(unzipped);
    expect(text).toContain(PEOPLE.sponsorA.recordEmail);
    expect(text).not.toContain('password');
    expect(unzipped.texts.get('summary.txt')).toContain('portal administrator');
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'export'),
          eq(auditLog.entity, 'user'),
          eq(auditLog.entityId, sponsorUserId),
        ),
      );
    expect(entries.map((entry) => entry.actorId)).toContain(roles.SUPER_ADMIN.id);
  });

  it('copies the e-mails with their links, but no key in them that would still work', async () => {
    const { sponsor } = world.actors;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: AUTH_ENDPOINTS.requestRecovery.path,
      payload: { email: sponsor.email },
    });
    expect(asked.statusCode).toBe(202);
    await ctx.app.platform.background.flush();
    // Delivered, as the mail worker would have: the sponsor's own copy holds the mails that went.
    const [mail] = await queryRows<{ text: string }>(
      ctx.database,
      sql`update mail_outbox set status = 'sent', sent_at = now()
           where id = (select max(id) from mail_outbox
                        where lower(to_address) = ${sponsor.email.toLowerCase()}
                          and text like '%recovery?token=%')
       returning text`,
    );
    const token = /recovery\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    for (const caller of [roles.SUPER_ADMIN, sponsor]) {
      const text = allText(
        await download(caller, caller === sponsor ? meUrl : personUrl(sponsor.id)),
      );
      expect(text).toContain('recovery?token=[removed]');
      expect(text).not.toContain(token);
    }
  });

  it("exports a student's record that has no account", async () => {
    const unzipped = await download(roles.SUPER_ADMIN, studentUrl(world.studentIds.studentC!));
    expect(json(unzipped, 'student')).toMatchObject({
      firstName: PEOPLE.studentC.firstName,
      lastName: PEOPLE.studentC.surname,
      externalId: PEOPLE.studentC.externalId,
    });
    expect(unzipped.names).not.toContain('account.json');
    expect(unzipped.texts.get('summary.txt')).toContain('Sus datos');
  });
});

/** A PDF's title (pdfkit writes it as an object of its own, `/Title 14 0 R`). */
function pdfTitle(pdf: string): string {
  const ref = /\/Title (\d+) 0 R/.exec(pdf)?.[1];
  return new RegExp(`\\n${ref} 0 obj\\n\\(([^)]*)\\)`).exec(pdf)?.[1] ?? '';
}

/** The PDFs of signed agreements in a ZIP, each checked to be one, with its document title. */
async function agreementPdfs(unzipped: Unzipped): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const name of unzipped.names.filter((file) => file.startsWith('files/agreements/'))) {
    const pdf = await unzipped.zip.file(name)!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString('latin1'), name).toBe('%PDF-');
    titles.set(name, pdfTitle(pdf.toString('latin1')));
  }
  return titles;
}

interface Accepted {
  id: number;
  agreementKey: string;
  parentSignature: string | null;
  ip?: string;
}

describe('signed agreements as PDFs', () => {
  it("holds each agreement the sponsor signed, as their screen's PDF", async () => {
    const unzipped = await download(world.actors.sponsor, meUrl);
    const { accepted } = json<{ accepted: Accepted[] }>(unzipped, 'agreements');
    expect(accepted.length).toBeGreaterThan(0);
    const pdfs = await agreementPdfs(unzipped);
    expect([...pdfs.keys()].sort()).toEqual(
      accepted
        .map((row) => expect.stringMatching(new RegExp(`^files/agreements/agreement-${row.id}-`)))
        .sort(),
    );
    expect([...pdfs.values()]).toEqual(accepted.map((row) => `Texto ${row.agreementKey}`));
    expect(unzipped.texts.get('summary.txt')).toContain('An agreement you signed, as a PDF');
  });

  it("holds a minor's own agreements and the parent agreement their parent signed", async () => {
    const unzipped = await download(world.actors.minorSponsor, meUrl);
    const { accepted } = json<{ accepted: Accepted[] }>(unzipped, 'agreements');
    const byParent = accepted.filter((row) => row.parentSignature !== null);
    expect(byParent.length).toBeGreaterThan(0);
    expect(byParent.every((row) => row.parentSignature === 'counts')).toBe(true);
    const pdfs = await agreementPdfs(unzipped);
    expect(pdfs.size).toBe(accepted.length);
    for (const row of byParent)
      expect([...pdfs.keys()]).toContainEqual(
        expect.stringMatching(new RegExp(`^files/agreements/parent-agreement-${row.id}-`)),
      );
    expect(unzipped.texts.get('summary.txt')).toMatch(/parent-agreement-\d+-[\d-]+\.pdf: /);
  });

  it('leaves a held parent signature out of the own copy, as the screen does', async () => {
    const sponsorId = world.sponsorIds.sponsorMinor!;
    const setCheck = (status: string) =>
      queryRows(
        ctx.database,
        sql`update parent_agreement_links set check_status = ${status} where sponsor_id = ${sponsorId} and status = 'signed'`,
      );
    await setCheck('toCheck');
    try {
      const own = await download(world.actors.minorSponsor, meUrl);
      const held = json<{ accepted: Accepted[] }>(own, 'agreements').accepted.filter(
        (row) => row.parentSignature !== null,
      );
      expect(held.length).toBeGreaterThan(0);
      for (const row of held) {
        expect(row.parentSignature).toBe('toCheck');
        // Where it was signed from tells a minor how to pass the check: coordinators only.
        expect(row).not.toHaveProperty('ip');
      }
      expect(own.names.filter((name) => name.includes('parent-agreement-'))).toEqual([]);

      const full = await download(roles.SUPER_ADMIN, personUrl(world.actors.minorSponsor.id));
      const parents = json<{ accepted: Accepted[] }>(full, 'agreements').accepted.filter(
        (row) => row.parentSignature !== null,
      );
      expect(parents.every((row) => row.ip === '198.51.100.23')).toBe(true);
      expect(full.names.filter((name) => name.includes('parent-agreement-'))).toHaveLength(
        parents.length,
      );
    } finally {
      await setCheck('none');
    }
  });

  it('gives a student no agreements (students sign none)', async () => {
    const unzipped = await download(world.actors.student, meUrl);
    expect(unzipped.names.some((name) => name.startsWith('files/agreements/'))).toBe(false);
  });
});
