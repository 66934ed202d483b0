// A sponsor record without an account (a coordinator added them; they never signed up): the
// super admin exports it (GET /edrocks/api/sponsors/{id}/export) and erases it
// (POST /edrocks/api/sponsors/{id}/erase) as the account's routes do for people who sign in.
// Every other role is refused; bad and unknown ids are clear 4xx; the preview changes nothing;
// after the erasure no table, list, search or export holds the sponsor's or their parent's
// surname, e-mails, phones or address, the photo's bytes are gone, the gift credited to them is
// still counted; a second erasure is refused and two at once run once. A sponsor record with an
// account is erased as that account.
import JSZip from 'jszip';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERASED_NAMES,
  PERSON_ERASE_ENDPOINTS,
  PERSON_EXPORT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSOR_PATHS,
  SPONSORSHIP_ENDPOINTS,
  endpointPath,
  personEraseResultSchema,
  type PersonEraseResult,
} from '@portal/shared';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import {
  EVERY_ROLE,
  createActor,
  createActors,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { openYear } from '../../../test/helpers/pairings';
import { callAs, expectOk } from '../../../test/helpers/privacy-calls';
import { rowsPerTable } from '../../../test/helpers/rows-per-table';
import { scanDatabase } from '../../../test/helpers/scan-database';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { insertStudent } from '../students/students.service';

let ctx: TestContext;
let roles: Awaited<ReturnType<typeof createActors<keyof typeof EVERY_ROLE>>>;
let boss: Actor;
let schoolId: number;
let villageId: number;

/** Values found nowhere else: finding one anywhere means the record's data is still there. */
function recordMarkers(tag: string) {
  return {
    surname: `Mkr${tag}sur`,
    email: `mkr-${tag}-rec@example.org`,
    phone: `+57 318 44${tag.length} 7${tag.length}21`,
    parentSurname: `Mkr${tag}parsur`,
    parentEmail: `mkr-${tag}-parent@example.org`,
    parentPhone: `+57 317 55${tag.length} 6${tag.length}43`,
    street: `Mkr${tag}street 9`,
  };
}

/** A student without an account in the test's village, for one pairing. */
async function addStudent(): Promise<number> {
  const { colombia } = await referenceIds(ctx.database.db);
  return insertStudent(
    ctx.database.db,
    {
      firstName: 'Lucía',
      lastName: 'Quintero',
      birthdate: '2014-02-02',
      gender: 'female',
      grade: '5-fifth',
      villageId,
      schoolId: null,
      countryId: colombia,
      externalId: null,
      leadershipDistinction: false,
      userId: null,
      status: 'active',
    },
    ctx.app.platform.clock.now(),
  );
}

/** A sponsor record (no account) with a parent, a photo, a pairing and a change in its history. */
async function createSponsorRecord(tag: string): Promise<number> {
  const m = recordMarkers(tag);
  const created = await expectOk<{ id: number }>(
    callAs(ctx, boss, SPONSOR_ENDPOINTS.create, {
      body: {
        firstName: 'Rosendo',
        lastName: m.surname,
        email: m.email,
        phone: '+57 300 000 0000',
        schoolId,
        birthdate: '2011-04-02',
      },
    }),
    'create the record',
  );
  const id = created.id;
  await expectOk(
    callAs(ctx, boss, SPONSOR_ENDPOINTS.update, { params: { id }, body: { phone: m.phone } }),
    'change the phone',
  );
  await expectOk(
    callAs(ctx, boss, SPONSOR_ENDPOINTS.createParent, {
      params: { id },
      body: {
        firstName: 'Eulalia',
        lastName: m.parentSurname,
        email: m.parentEmail,
        phoneNumber: m.parentPhone,
        address1: m.street,
        address2: '',
        city: 'Medellín',
        zipCode: '050001',
        state: 'Antioquia',
        relationship: 'mother',
        language: 'es-CO',
      },
    }),
    'add the parent',
  );
  const form = await multipartBody({
    file: { data: await samples.jpeg(), filename: 'photo.jpg', type: 'image/jpeg' },
  });
  await expectOk(
    ctx.app.inject({
      method: 'PUT',
      url: endpointPath(SPONSOR_ENDPOINTS.setPhoto, { id }),
      headers: { authorization: `Bearer ${boss.token}`, ...form.headers },
      payload: form.payload,
    }),
    'upload the photo',
  );
  const studentId = await addStudent();
  await expectOk(
    callAs(ctx, boss, SPONSORSHIP_ENDPOINTS.create, { body: { sponsorId: id, studentId } }),
    'pair with the student',
  );
  return id;
}

function markersOf(tag: string) {
  const m = recordMarkers(tag);
  const text = [m.surname, m.email, m.parentSurname, m.parentEmail, m.street];
  const digits = [m.phone, m.parentPhone].map((phone) => phone.replace(/\D/g, ''));
  return { text: text.map((value) => value.toLowerCase()), digits };
}

const eraseUrl = (id: number | string) => endpointPath(PERSON_ERASE_ENDPOINTS.eraseSponsor, { id });
const exportUrl = (id: number | string) => endpointPath(PERSON_EXPORT_ENDPOINTS.sponsor, { id });

beforeAll(async () => {
  ctx = await createTestContext();
  roles = await createActors(ctx, EVERY_ROLE);
  boss = roles.SUPER_ADMIN;
  const db = ctx.database.db;
  schoolId = await createPlace(db, 'school', { name: 'Colegio Mkr' });
  villageId = await createPlace(db, 'village', { name: 'Vereda Mkr' });
  await openYear(boss);
}, 120_000);
afterAll(() => ctx?.close());

async function download(url: string) {
  const response = await boss.request('GET', url);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  const zip = await JSZip.loadAsync(response.rawPayload);
  const texts = new Map<string, string>();
  for (const name of Object.keys(zip.files))
    if (/\.(json|txt)$/.test(name)) texts.set(name, await zip.file(name)!.async('string'));
  return { names: Object.keys(zip.files), texts };
}

describe('who may export and erase a sponsor record, and bad input', () => {
  it('refuses every role but the super admin (403)', async () => {
    const id = await createSponsorRecord('whomay');
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      const erase = await roles[role].request('POST', eraseUrl(id), { dryRun: true });
      expect(erase.statusCode, role).toBe(403);
      const download = await roles[role].request('GET', exportUrl(id));
      expect(download.statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: exportUrl(id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad bodies and ids with a translated 400 and unknown ids 404', async () => {
    const id = await createSponsorRecord('badinput');
    for (const body of [{}, { dryRun: 'no' }, null, []]) {
      const response = await boss.request('POST', eraseUrl(id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const bad of ['abc', '0', '-3', '99999999999999', '2.5']) {
      const erase = await boss.request('POST', eraseUrl(bad), { dryRun: true });
      expect(erase.statusCode, bad).toBe(400);
      const download = await boss.request('GET', exportUrl(bad));
      expect(download.statusCode, bad).toBe(400);
    }
    const unknown = await boss.request(
      'POST',
      eraseUrl(2_000_000_000),
      { dryRun: true },
      {
        'accept-language': 'es-CO',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).not.toBe('');
    expect((await boss.request('GET', exportUrl(2_000_000_000))).statusCode).toBe(404);
  });
});

describe('the export of a sponsor record', () => {
  it('holds the record with its parent and photo, in English, and is in the audit log', async () => {
    const id = await createSponsorRecord('export');
    const m = recordMarkers('export');
    const unzipped = await download(exportUrl(id));
    const sponsor = JSON.parse(unzipped.texts.get('sponsor.json') ?? '{}') as {
      lastName?: string;
      email?: string;
      parents?: Array<{ email: string }>;
    };
    expect(sponsor).toMatchObject({ lastName: m.surname, email: m.email });
    expect(sponsor.parents?.map((parent) => parent.email)).toEqual([m.parentEmail]);
    expect(unzipped.names).not.toContain('account.json');
    expect(unzipped.names.some((name) => name.startsWith('files/sponsor-photo'))).toBe(true);
    expect(unzipped.texts.get('history.json')).toContain(m.phone);
    expect(unzipped.texts.get('summary.txt')).toMatch(/Your data/);
    const entries = await queryRows<{ actor_id: number }>(
      ctx.database,
      sql`select actor_id from audit_log
           where action = 'export' and entity = 'sponsor' and entity_id = ${id}`,
    );
    expect(entries).toEqual([{ actor_id: boss.id }]);
  });
});

describe('the erasure of a sponsor record', () => {
  it('previews without changing anything, then leaves the record’s details nowhere', async () => {
    const id = await createSponsorRecord('erase');
    const markers = markersOf('erase');
    const before = await rowsPerTable(ctx.database.db);
    const preview = await boss.request('POST', eraseUrl(id), { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = personEraseResultSchema.parse(preview.json()) as PersonEraseResult;
    expect(previewed.person).toMatchObject({ userId: null, sponsorId: id, studentId: null });
    expect(previewed.person.email).toBe(recordMarkers('erase').email);
    const kinds = Object.fromEntries(previewed.items.map((item) => [item.kind, item]));
    expect(kinds.sponsorRecord).toMatchObject({ outcome: 'replaced', count: 1 });
    expect(kinds.parents).toMatchObject({ outcome: 'deleted', count: 1 });
    expect(kinds.files).toMatchObject({ outcome: 'deleted', count: 1 });
    expect(kinds.sponsorships).toMatchObject({ outcome: 'ended', count: 1 });
    expect(kinds.account).toBeUndefined();
    expect(await rowsPerTable(ctx.database.db)).toEqual(before);
    expect((await scanDatabase(ctx.database, markers)).length).toBeGreaterThan(0);
    const keys = await queryRows<{ storage_key: string }>(
      ctx.database,
      sql`select storage_key from files where id = (select photo_file_id from sponsors where id = ${id})`,
    );
    expect(keys).toHaveLength(1);

    const response = await boss.request('POST', eraseUrl(id), { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    const { sponsor } = ERASED_NAMES;
    expect(response.json<PersonEraseResult>().person.name).toBe(
      `${sponsor.firstName} ${sponsor.lastName}`,
    );
    expect(await scanDatabase(ctx.database, markers)).toEqual([]);
    await expect(ctx.app.platform.files.openContent(keys[0]!.storage_key)).rejects.toThrow();
    const [pairing] = await queryRows<{ end_reason: string }>(
      ctx.database,
      sql`select end_reason from sponsorships where sponsor_id = ${id}`,
    );
    expect(pairing?.end_reason).toBe('erased');
    for (const text of markers.text.slice(0, 2)) {
      const list = await boss.request('GET', `${SPONSOR_PATHS.sponsors}?q=${text}`);
      expect(list.json<{ items: unknown[] }>().items, text).toEqual([]);
    }
    const after = await download(exportUrl(id));
    const everything = [...after.texts.values()].join('\n').toLowerCase();
    for (const text of markers.text) expect(everything.includes(text), text).toBe(false);
    const entries = await queryRows<{ entity: string; actor_id: number }>(
      ctx.database,
      sql`select entity, actor_id from audit_log where action = 'erase' and entity_id = ${id}
           and entity = 'sponsor'`,
    );
    expect(entries).toEqual([{ entity: 'sponsor', actor_id: boss.id }]);
    const again = await boss.request('POST', eraseUrl(id), { dryRun: true });
    expect(again.statusCode).toBe(409);
  });

  it('runs two erasures at once only once', async () => {
    const id = await createSponsorRecord('twice');
    const answers = await Promise.all([
      boss.request('POST', eraseUrl(id), { dryRun: false }),
      boss.request('POST', eraseUrl(id), { dryRun: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await scanDatabase(ctx.database, markersOf('twice'))).toEqual([]);
  });

  it('runs once when the account and its sponsor record are erased at the same time', async () => {
    const account = await createActor(ctx, 'SPONSOR');
    const created = await expectOk<{ id: number }>(
      callAs(ctx, boss, SPONSOR_ENDPOINTS.create, {
        body: {
          firstName: 'Celia',
          lastName: 'Mkrbothsur',
          email: 'mkr-both-rec@example.org',
          schoolId,
          userId: account.id,
        },
      }),
      'create the linked record',
    );
    const byAccount = endpointPath(PERSON_ERASE_ENDPOINTS.erase, { userId: account.id });
    const answers = await Promise.all([
      boss.request('POST', eraseUrl(created.id), { dryRun: false }),
      boss.request('POST', byAccount, { dryRun: false }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const markers = { text: ['mkrbothsur', 'mkr-both-rec@example.org'], digits: [] };
    expect(await scanDatabase(ctx.database, markers)).toEqual([]);
  });

  it('erases a sponsor record with an account as that account', async () => {
    const account = await createActor(ctx, 'SPONSOR');
    const created = await expectOk<{ id: number }>(
      callAs(ctx, boss, SPONSOR_ENDPOINTS.create, {
        body: {
          firstName: 'Fidel',
          lastName: 'Mkrlinkedsur',
          email: 'mkr-linked-rec@example.org',
          schoolId,
          userId: account.id,
        },
      }),
      'create the linked record',
    );
    const response = await boss.request('POST', eraseUrl(created.id), { dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PersonEraseResult>().person).toMatchObject({
      userId: account.id,
      sponsorId: created.id,
    });
    const markers = { text: ['mkrlinkedsur', account.email.toLowerCase()], digits: [] };
    expect(await scanDatabase(ctx.database, markers)).toEqual([]);
    const signIn = await account.request('GET', '/edrocks/api/me');
    expect(signIn.statusCode).toBe(401);
  });
});
