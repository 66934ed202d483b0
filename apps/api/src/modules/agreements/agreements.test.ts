// /edrocks/api/agreements: a sponsor's required agreements and their state, signing with the
// typed full name (the record and its hash), a new version asking for a new signature, the gate
// before a sponsor pairs themselves, the texts for coordinators, who may do what, bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptanceSchema,
  agreementListSchema,
  agreementSchema,
  API,
  myAgreementsSchema,
  sponsorshipPageSchema,
  sponsorshipSchema,
  type Role,
} from '@portal/shared';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { createActor, createPlace, referenceIds, type Actor } from '../../../test/helpers/fixtures';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';
import { sha256 } from './agreements.service';

let ctx: TestContext;
let actors: Record<Role, Actor>;
let agreementIds: Record<string, number> = {};

const accept = (versionId: number | string) =>
  API.agreementAccept.replace(':versionId', String(versionId));
const versions = (id: number | string) => API.agreementVersions.replace(':id', String(id));

async function newVersion(key: string, language: 'en-US' | 'es-CO', title: string, text: string) {
  const response = await actors.SUPER_ADMIN.request('POST', versions(agreementIds[key]!), {
    language,
    title,
    text,
  });
  expect(response.statusCode, response.body).toBe(201);
  return agreementSchema.parse(response.json());
}

async function mine(language = 'en-US') {
  const response = await actors.SPONSOR.request('GET', API.agreementsMine, undefined, {
    'accept-language': language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return myAgreementsSchema.parse(response.json());
}

beforeAll(async () => {
  ctx = await createTestContext();
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN'),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN'),
    ADMIN: await createActor(ctx, 'ADMIN'),
    SPONSOR: await createActor(ctx, 'SPONSOR'),
    STUDENT: await createActor(ctx, 'STUDENT'),
  };
  const db = ctx.database.db;
  const school = await createPlace(db, 'school', { name: 'Colegio Acuerdos' });
  await insertSponsorIfFree(db, {
    firstName: 'José Luis',
    lastName: 'Pérez Núñez',
    email: uniqueEmail('sponsor'),
    phone: '',
    schoolId: school,
    birthdate: '2008-05-05',
    leadershipDistinction: false,
    active: true,
    userId: actors.SPONSOR.id,
  });
  const rows = await queryRows<{ id: number; key: string }>(
    ctx.database,
    sql`select id, key from agreements`,
  );
  agreementIds = Object.fromEntries(rows.map((row) => [row.key, row.id]));
});
afterAll(() => ctx.close());

describe('texts', () => {
  it('lets the super admin save versions; a translation joins the current number', async () => {
    await newVersion('sponsor-commitment', 'en-US', 'Sponsor commitment', 'I commit to write.');
    const saved = await newVersion(
      'sponsor-commitment',
      'es-CO',
      'Compromiso del padrino',
      'Me comprometo a escribir.',
    );
    expect(saved.currentVersion).toBe(1);
    expect(saved.versions.map((version) => [version.version, version.language])).toEqual([
      [1, 'en-US'],
      [1, 'es-CO'],
    ]);
    await newVersion('child-protection', 'en-US', 'Child protection', 'Write only here.');
    const list = agreementListSchema.parse(
      (await actors.ADMIN.request('GET', API.agreements)).json(),
    );
    expect(list.items.map((item) => item.key)).toEqual([
      'sponsor-commitment',
      'child-protection',
      'parent-consent',
    ]);
  });

  it.each([
    ['GLOBAL_ADMIN', 403],
    ['ADMIN', 403],
    // A sponsor writes only their own signatures in this area: no text is theirs.
    ['SPONSOR', 404],
  ] as const)('refuses a new version from a %s (%i)', async (role, status) => {
    const response = await actors[role].request('POST', versions(agreementIds['parent-consent']!), {
      language: 'en-US',
      title: 'x',
      text: 'y',
    });
    expect(response.statusCode).toBe(status);
    const list = agreementListSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', API.agreements)).json(),
    );
    expect(list.items.find((item) => item.key === 'parent-consent')?.versions).toEqual([]);
  });

  it('answers bad bodies and unknown agreements with 4xx', async () => {
    const id = agreementIds['parent-consent']!;
    for (const body of [
      {},
      { language: 'fr-FR', title: 'x', text: 'y' },
      { language: 'en-US', title: '', text: 'y' },
      { language: 'en-US', title: 'x', text: 'y'.repeat(50_001) },
      { language: 'en-US', title: 42, text: 'y' },
    ]) {
      const response = await actors.SUPER_ADMIN.request('POST', versions(id), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(
      (
        await actors.SUPER_ADMIN.request('POST', versions(987_654), {
          language: 'en-US',
          title: 'x',
          text: 'y',
        })
      ).statusCode,
    ).toBe(404);
    expect((await actors.STUDENT.request('GET', API.agreements)).statusCode).toBe(403);
  });
});

describe('signing', () => {
  it("shows the sponsor's required agreements in their language, to sign", async () => {
    const spanish = await mine('es-CO');
    expect(spanish.signerName).toBe('José Luis Pérez Núñez');
    expect(spanish.items.map((item) => [item.key, item.language, item.title, item.state])).toEqual([
      ['sponsor-commitment', 'es-CO', 'Compromiso del padrino', 'toSign'],
      // No Spanish text yet: the English one.
      ['child-protection', 'en-US', 'Child protection', 'toSign'],
    ]);
    // A coordinator has nothing to sign.
    const forAdmin = await actors.ADMIN.request('GET', API.agreementsMine);
    expect(forAdmin.json()).toEqual({ items: [], signerName: '' });
  });

  it('refuses a typed name that does not match, saying which name is expected', async () => {
    const [commitment] = (await mine()).items;
    const response = await actors.SPONSOR.request(
      'POST',
      accept(commitment!.versionId),
      { typedName: 'Jose Perez' },
      { 'accept-language': 'es-CO' },
    );
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'AGREEMENT_NAME_MISMATCH',
      message: 'Escriba su nombre completo como aparece en su perfil: José Luis Pérez Núñez',
    });
  });

  it('records a signature with the evidence, accents and case aside, and its hash matches the text', async () => {
    const [commitment] = (await mine('es-CO')).items;
    const response = await ctx.app.inject({
      method: 'POST',
      url: accept(commitment!.versionId),
      headers: { ...bearer(actors.SPONSOR.token), 'user-agent': 'TestBrowser/1.0' },
      payload: { typedName: '  jose luis  PEREZ nunez ' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const acceptance = acceptanceSchema.parse(response.json());
    expect(acceptance.textSha256).toBe(sha256('Me comprometo a escribir.'));
    const [stored] = await queryRows<{ ip: string; user_agent: string; typed_name: string }>(
      ctx.database,
      sql`select ip, user_agent, typed_name from agreement_acceptances where id = ${acceptance.id}`,
    );
    expect(stored).toEqual({
      ip: '127.0.0.1',
      user_agent: 'TestBrowser/1.0',
      typed_name: 'jose luis  PEREZ nunez',
    });
    // Signing again changes nothing.
    const again = await actors.SPONSOR.request('POST', accept(commitment!.versionId), {
      typedName: 'José Luis Pérez Núñez',
    });
    expect(acceptanceSchema.parse(again.json()).id).toBe(acceptance.id);
    const states = (await mine()).items.map((item) => [item.key, item.state]);
    expect(states).toEqual([
      ['sponsor-commitment', 'signed'],
      ['child-protection', 'toSign'],
    ]);
  });

  it('keeps a sponsor without every agreement from pairing themselves, and lets them after signing', async () => {
    const db = ctx.database.db;
    const year = await actors.SUPER_ADMIN.request('POST', API.periods, {
      name: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    });
    await actors.SUPER_ADMIN.request(
      'POST',
      API.periodActivate.replace(':id', String((year.json() as { id: number }).id)),
    );
    const village = await createPlace(db, 'village', { name: 'Vereda Acuerdos' });
    const { colombia } = await referenceIds(db);
    const student = await insertStudent(
      db,
      {
        firstName: 'Ana',
        lastName: 'Ruiz',
        birthdate: '2015-01-01',
        gender: 'female',
        grade: '5-fifth',
        villageId: village,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
      },
      new Date(),
    );
    const refused = await actors.SPONSOR.request('POST', API.sponsorships, { studentId: student });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'AGREEMENTS_REQUIRED',
      message: 'All agreements must be accepted',
    });
    const [, protection] = (await mine()).items;
    await actors.SPONSOR.request('POST', accept(protection!.versionId), {
      typedName: 'José Luis Pérez Núñez',
    });
    const paired = await actors.SPONSOR.request('POST', API.sponsorships, { studentId: student });
    expect(paired.statusCode, paired.body).toBe(201);
    expect(sponsorshipSchema.parse(paired.json()).missingAgreements).toEqual([]);

    // A coordinator may pair a sponsor who signed nothing yet (paper forms exist): the
    // pairing says what is missing, and so does the list.
    const otherId = await insertSponsorIfFree(db, {
      firstName: 'Otro',
      lastName: 'Padrino',
      email: uniqueEmail('other-sponsor'),
      phone: '',
      schoolId: await createPlace(db, 'school', { name: 'Colegio Papel' }),
      birthdate: null,
      leadershipDistinction: false,
      active: true,
      userId: null,
    });
    const byCoordinator = await actors.SUPER_ADMIN.request('POST', API.sponsorships, {
      studentId: student,
      sponsorId: otherId,
    });
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(201);
    expect(sponsorshipSchema.parse(byCoordinator.json()).missingAgreements).toEqual([
      'sponsor-commitment',
      'child-protection',
    ]);
    const list = sponsorshipPageSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', `${API.sponsorships}?studentId=${student}`)).json(),
    );
    expect(
      Object.fromEntries(
        list.items.map((item) => [item.sponsor.firstName, item.missingAgreements]),
      ),
    ).toEqual({ 'José Luis': [], Otro: ['sponsor-commitment', 'child-protection'] });
  });

  it('asks for a new signature after a new version, and refuses signing the old one', async () => {
    const before = (await mine()).items.find((item) => item.key === 'child-protection')!;
    await newVersion('child-protection', 'en-US', 'Child protection', 'Write only here. Always.');
    const after = (await mine()).items.find((item) => item.key === 'child-protection')!;
    expect(after).toMatchObject({ version: 2, state: 'newVersion', signedAt: null });
    const old = await actors.SPONSOR.request('POST', accept(before.versionId), {
      typedName: 'José Luis Pérez Núñez',
    });
    expect(old.statusCode).toBe(409);
    expect(errorOf(old).code).toBe('AGREEMENT_VERSION_OUTDATED');
    const missing = await ctx.app.agreements.missingSponsorAgreements(
      ctx.database.db,
      (
        await queryRows<{ id: number }>(
          ctx.database,
          sql`select id from sponsors where user_id = ${actors.SPONSOR.id}`,
        )
      )[0]!.id,
      '2027-01-01',
    );
    expect(missing).toEqual([{ key: 'child-protection' }]);
  });

  it('answers bad input and other roles with 4xx', async () => {
    const [commitment] = (await mine()).items;
    for (const body of [{}, { typedName: '' }, { typedName: 7 }, { typedName: 'x'.repeat(201) }]) {
      const response = await actors.SPONSOR.request('POST', accept(commitment!.versionId), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await actors.SPONSOR.request('POST', accept(999_999), { typedName: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await actors.SPONSOR.request('POST', accept('abc'), { typedName: 'x' })).statusCode,
    ).toBe(400);
    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
      const response = await actors[role].request('POST', accept(commitment!.versionId), {
        typedName: 'x',
      });
      expect(response.statusCode, role).toBe(403);
    }
    // A super admin may write in the area but has no sponsor record to sign for.
    expect(
      (await actors.SUPER_ADMIN.request('POST', accept(commitment!.versionId), { typedName: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: API.agreementsMine })).statusCode).toBe(401);
  });

  it('lets only the super admin make an agreement optional or required again', async () => {
    const id = agreementIds['child-protection']!;
    const url = API.agreement.replace(':id', String(id));
    const sponsorId = (
      await queryRows<{ id: number }>(
        ctx.database,
        sql`select id from sponsors where user_id = ${actors.SPONSOR.id}`,
      )
    )[0]!.id;
    const gate = () =>
      ctx.app.agreements.missingSponsorAgreements(ctx.database.db, sponsorId, '2027-01-01');
    expect(await gate()).toEqual([{ key: 'child-protection' }]);

    const optional = await actors.SUPER_ADMIN.request('PATCH', url, { required: false });
    expect(optional.statusCode, optional.body).toBe(200);
    expect(agreementSchema.parse(optional.json()).required).toBe(false);
    expect(await gate()).toEqual([]);
    expect((await mine()).items.map((item) => item.key)).not.toContain('child-protection');

    for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
      expect((await actors[role].request('PATCH', url, { required: true })).statusCode, role).toBe(
        403,
      );
    }
    // A sponsor writes only their own signatures in this area: no agreement is theirs.
    expect((await actors.SPONSOR.request('PATCH', url, { required: true })).statusCode).toBe(404);
    for (const body of [{}, { required: 'yes' }, { required: null }]) {
      const response = await actors.SUPER_ADMIN.request('PATCH', url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = API.agreement.replace(':id', '2147483000');
    expect(
      (await actors.SUPER_ADMIN.request('PATCH', unknown, { required: true })).statusCode,
    ).toBe(404);

    const required = await actors.SUPER_ADMIN.request('PATCH', url, { required: true });
    expect(agreementSchema.parse(required.json()).required).toBe(true);
    expect(await gate()).toEqual([{ key: 'child-protection' }]);
  });
});
