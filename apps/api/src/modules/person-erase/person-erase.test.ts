// POST /edrocks/api/people/:userId/erase in the privacy walk's world (every kind of person, each
// with markers found nowhere else): only the super admin may call it; bad input is a clear 4xx;
// the preview changes nothing; after the erasure of a minor sponsor (with a parent who signed,
// photos, letters, gifts, agreements, mail) no table, list, search, export, mail log or audit
// entry holds their or their parent's surname, e-mail or phone, while the donation totals and the
// student's letters are unchanged and the files' bytes are gone; a second erasure is refused, and
// two at once do not both run.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_PATHS,
  EMAIL_PATHS,
  ERASED_NAMES,
  PERSON_ERASE_ENDPOINTS,
  SPONSOR_PATHS,
  USER_PATHS,
  endpointPath,
  personEraseResultSchema,
  type PersonEraseResult,
  DATA_REQUEST_PATHS,
} from '@portal/shared';
import type { Actor } from '../../../test/helpers/fixtures';
import { markersOf, PEOPLE } from '../../../test/helpers/privacy-people';
import type { World } from '../../../test/helpers/privacy-calls';
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

const erasePath = (userId: number | string) =>
  endpointPath(PERSON_ERASE_ENDPOINTS.erase, { userId });
const erase = (caller: Actor, userId: number | string, body: unknown) =>
  caller.request('POST', erasePath(userId), body);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildPrivacyWorld(ctx);
  expect(world.problems).toEqual([]);
}, 240_000);
afterAll(() => ctx.close());

function markersOfAll(...keys: Array<keyof typeof PEOPLE>) {
  const all = keys.map((key) => markersOf(PEOPLE[key]));
  return { text: all.flatMap((m) => m.text), digits: all.flatMap((m) => m.digits) };
}

describe('who may erase, and bad input', () => {
  it('refuses every role but the super admin (403), before reading anything', async () => {
    const target = world.actors.sponsor.id;
    for (const caller of ['globalAdmin', 'admin', 'sponsor', 'student'] as const) {
      const response = await erase(world.actors[caller], target, { dryRun: true });
      expect(response.statusCode, caller).toBe(403);
    }
  });

  it('answers bad bodies and ids with a translated 400, unknown ids 404, oneself 409', async () => {
    const { superAdmin } = world.actors;
    const target = world.actors.sponsor.id;
    for (const body of [{}, { dryRun: 'yes' }, { dryRun: 1 }, null, []]) {
      const response = await erase(superAdmin, target, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const id of ['abc', '0', '-1', '99999999999999', '1.5']) {
      const response = await erase(superAdmin, id, { dryRun: true });
      expect(response.statusCode, id).toBe(400);
    }
    const unknown = await erase(superAdmin, 2_000_000_000, { dryRun: true });
    expect(unknown.statusCode).toBe(404);
    const self = await superAdmin.request(
      'POST',
      erasePath(superAdmin.id),
      { dryRun: false },
      {
        'accept-language': 'es-CO',
      },
    );
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).message).toMatch(/propia cuenta/);
  });
});

describe('the preview', () => {
  it('counts what goes and what is kept, and changes nothing', async () => {
    const before = await rowsPerTable(ctx.database.db);
    const response = await erase(world.actors.superAdmin, world.actors.minorSponsor.id, {
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    const preview = personEraseResultSchema.parse(response.json()) as PersonEraseResult;
    expect(preview.dryRun).toBe(true);
    expect(preview.person.name).toContain(PEOPLE.sponsorMinor.surname);
    const kinds = Object.fromEntries(preview.items.map((item) => [item.kind, item]));
    expect(kinds.account).toMatchObject({ outcome: 'replaced', count: 1 });
    expect(kinds.sponsorRecord).toMatchObject({ outcome: 'replaced', count: 1 });
    expect(kinds.parents).toMatchObject({ outcome: 'deleted', count: 1 });
    expect(kinds.sessions?.outcome).toBe('deleted');
    expect(kinds.letters?.outcome).toBe('kept');
    expect(kinds.agreementSignatures?.outcome).toBe('replaced');
    expect(await rowsPerTable(ctx.database.db)).toEqual(before);
    const still = await scanDatabase(ctx.database, markersOfAll('sponsorMinor'));
    expect(still.length).toBeGreaterThan(0);
  });
});

async function donationTotals() {
  return queryRows<{ status: string; cents: number; n: number }>(
    ctx.database,
    sql`select status, sum(amount_cents)::int as cents, count(*)::int as n from donations
         group by status order by status`,
  );
}

async function lettersOf(sponsorId: number) {
  return queryRows<{ id: number; subject: string; message: string; status: string }>(
    ctx.database,
    sql`select id, subject, message, status from sponsorship_letters
         where sponsor_id = ${sponsorId} order by id`,
  );
}

async function storedKeysOf(ownerKind: string, ownerId: number) {
  const rows = await queryRows<{ storage_key: string; thumbnail_key: string | null }>(
    ctx.database,
    sql`select storage_key, thumbnail_key from files where owner_kind = ${ownerKind} and owner_id = ${ownerId}`,
  );
  return rows.flatMap((row) => [row.storage_key, row.thumbnail_key ?? '']).filter(Boolean);
}

async function isStored(key: string): Promise<boolean> {
  try {
    const stream = await ctx.app.platform.files.openContent(key);
    stream.destroy();
    return true;
  } catch {
    return false;
  }
}

describe('erasing a sponsor', () => {
  it('leaves their and their parent’s details nowhere, keeps gifts and letters, removes files', async () => {
    const { superAdmin, sponsor } = world.actors;
    const sponsorId = world.sponsorIds.sponsorA!;
    const totals = await donationTotals();
    const letters = await lettersOf(sponsorId);
    expect(letters.length).toBeGreaterThan(0);
    const keys = await storedKeysOf('sponsor', sponsorId);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await isStored(key)).toBe(true);
    // Their own request from the profile, in their words, and one a coordinator recorded from
    // a letter naming them: kept as requests, without anything that names or reaches them.
    const person = PEOPLE.sponsorA;
    const filed = await sponsor.request('POST', DATA_REQUEST_PATHS.mine, {
      kind: 'erase',
      message: `Please erase ${person.firstName} ${person.surname}, ${person.phone}.`,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const recorded = await superAdmin.request('POST', DATA_REQUEST_PATHS.requests, {
      kind: 'correction',
      personName: `${person.firstName} ${person.surname}`,
      personEmail: person.recordEmail,
      message: `Write to ${person.email}`,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const response = await erase(superAdmin, sponsor.id, { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PersonEraseResult>();
    expect(result.dryRun).toBe(false);
    expect(result.person.name).toBe(
      `${ERASED_NAMES.sponsor.firstName} ${ERASED_NAMES.sponsor.lastName}`,
    );

    expect(await scanDatabase(ctx.database, markersOfAll('sponsorA'))).toEqual([]);
    expect(await donationTotals()).toEqual(totals);
    expect(await lettersOf(sponsorId)).toEqual(letters);
    for (const key of keys) expect(await isStored(key), key).toBe(false);
    await expectNowhereInAnswers(markersOfAll('sponsorA'));
    const requests = await queryRows<{ kind: string; state: string }>(
      ctx.database,
      sql`select kind, state from data_requests where id in (${filed.json<{ id: number }>().id}, ${recorded.json<{ id: number }>().id}) order by id`,
    );
    expect(requests).toEqual([
      { kind: 'erase', state: 'open' },
      { kind: 'correction', state: 'open' },
    ]);

    const signIn = await ctx.app.inject({
      method: 'GET',
      url: '/edrocks/api/me',
      headers: { authorization: `Bearer ${sponsor.token}` },
    });
    expect(signIn.statusCode).toBe(401);
    const again = await erase(superAdmin, sponsor.id, { dryRun: true });
    expect(again.statusCode).toBe(409);
  });

  it('erases a minor sponsor with the parent who signed, and records one entry per record', async () => {
    const { superAdmin, minorSponsor } = world.actors;
    const response = await erase(superAdmin, minorSponsor.id, { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(await scanDatabase(ctx.database, markersOfAll('sponsorMinor', 'parentMinor'))).toEqual(
      [],
    );
    await expectNowhereInAnswers(markersOfAll('sponsorMinor', 'parentMinor'));
    const entries = await queryRows<{ entity: string; actor_id: number; changes: unknown }>(
      ctx.database,
      sql`select entity, actor_id, changes from audit_log
           where action = 'erase' and (entity, entity_id) in
                 (('user', ${minorSponsor.id}), ('sponsor', ${world.sponsorIds.sponsorMinor!}))
           order by entity`,
    );
    expect(entries).toEqual([
      { entity: 'sponsor', actor_id: superAdmin.id, changes: [] },
      { entity: 'user', actor_id: superAdmin.id, changes: [] },
    ]);
  });
});

describe('erasing a student', () => {
  it('leaves their details nowhere and keeps their letters for their sponsors', async () => {
    const { superAdmin, student } = world.actors;
    const studentId = world.studentIds.studentA!;
    const [letters] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sponsorship_letters where student_id = ${studentId}`,
    );
    const response = await erase(superAdmin, student.id, { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(await scanDatabase(ctx.database, markersOfAll('studentA'))).toEqual([]);
    const [after] = await queryRows<{ n: number; first_name: string }>(
      ctx.database,
      sql`select count(*)::int as n, min(s.first_name) as first_name from sponsorship_letters l
           join students s on s.id = l.student_id where l.student_id = ${studentId}`,
    );
    expect(after?.n).toBe(letters?.n);
    expect(after?.first_name).toBe(ERASED_NAMES.student.firstName);
  });
});

describe('erasing a student record', () => {
  const eraseStudentPath = (id: number) =>
    endpointPath(PERSON_ERASE_ENDPOINTS.eraseStudent, { id });

  it('erases a student without an account; refuses other roles, unknown ids and a second time', async () => {
    const { superAdmin, globalAdmin } = world.actors;
    const studentId = world.studentIds.studentC!;
    const refused = await globalAdmin.request('POST', eraseStudentPath(studentId), {
      dryRun: true,
    });
    expect(refused.statusCode).toBe(403);
    const unknown = await superAdmin.request('POST', eraseStudentPath(2_000_000_000), {
      dryRun: true,
    });
    expect(unknown.statusCode).toBe(404);
    const preview = await superAdmin.request('POST', eraseStudentPath(studentId), { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<PersonEraseResult>().person).toMatchObject({ userId: null, studentId });
    const response = await superAdmin.request('POST', eraseStudentPath(studentId), {
      dryRun: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await scanDatabase(ctx.database, markersOfAll('studentC'))).toEqual([]);
    const again = await superAdmin.request('POST', eraseStudentPath(studentId), { dryRun: true });
    expect(again.statusCode).toBe(409);
  });

  it('erases a student with an account as that account', async () => {
    const { superAdmin } = world.actors;
    const response = await superAdmin.request(
      'POST',
      eraseStudentPath(world.studentIds.studentB!),
      { dryRun: false },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PersonEraseResult>().person.userId).toBe(world.others.studentB.id);
    expect(await scanDatabase(ctx.database, markersOfAll('studentB'))).toEqual([]);
  });
});

describe('two erasures at once', () => {
  it('runs one; the other waits for the lock and finds the person erased', async () => {
    const { superAdmin } = world.actors;
    const target = world.actors.coSponsor.id;
    const answers = await Promise.all([
      erase(superAdmin, target, { dryRun: false }),
      erase(superAdmin, target, { dryRun: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

/** The lists, searches, exports, the mail log and the audit log, as the super admin reads them. */
async function expectNowhereInAnswers(markers: { text: string[]; digits: string[] }) {
  const { superAdmin } = world.actors;
  const urls = [
    USER_PATHS.users,
    `${USER_PATHS.usersExport}?format=csv`,
    SPONSOR_PATHS.sponsors,
    `${SPONSOR_PATHS.sponsorsExport}?format=csv`,
    EMAIL_PATHS.deliveries,
    AUDIT_PATHS.log,
    `${AUDIT_PATHS.logExport}?format=csv`,
  ];
  for (const url of urls) {
    const response = await superAdmin.request('GET', url);
    expect(response.statusCode, url).toBe(200);
    const body = response.body.toLowerCase();
    for (const marker of markers.text)
      expect(body.includes(marker), `${url}: ${marker}`).toBe(false);
  }
  for (const marker of markers.text.slice(0, 2)) {
    for (const path of [USER_PATHS.users, SPONSOR_PATHS.sponsors]) {
      const response = await superAdmin.request('GET', `${path}?q=${encodeURIComponent(marker)}`);
      expect(response.json<{ items: unknown[] }>().items, `${path} ${marker}`).toEqual([]);
    }
  }
}
