// /edrocks/api/agreements, the sponsor's side: the required agreements and their state (published
// texts only, in the sponsor's language), signing with the typed full name (the record and its
// hash), a new published version asking for a new signature, the gate before a sponsor pairs
// themselves, who may sign, bad input. The texts' drafts and publishing: agreement-texts.test.ts;
// a fresh installation end to end: agreements-fail-closed.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptanceSchema,
  agreementListSchema,
  agreementSchema,
  myAgreementsSchema,
  sponsorshipPageSchema,
  sponsorshipSchema,
  type Role,
  AGREEMENT_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { publishAgreementDraft, writeAgreementDraft } from '../../../test/helpers/agreements';
import { createActor, createPlace, referenceIds, type Actor } from '../../../test/helpers/fixtures';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';
import { sha256 } from './agreements.service';

let ctx: TestContext;
let actors: Record<Role, Actor>;
let sponsorId: number;

const accept = (versionId: number | string) =>
  AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(versionId));

async function mine(language = 'en-US') {
  const response = await actors.SPONSOR.request('GET', AGREEMENT_PATHS.agreementsMine, undefined, {
    'accept-language': language,
  });
  expect(response.statusCode, response.body).toBe(200);
  return myAgreementsSchema.parse(response.json());
}

const gate = () =>
  ctx.app.agreements.missingSponsorAgreements(ctx.database.db, sponsorId, '2027-01-01');

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
  sponsorId = (await insertSponsorIfFree(db, {
    firstName: 'José Luis',
    lastName: 'Pérez Núñez',
    email: uniqueEmail('sponsor'),
    phone: '',
    schoolId: school,
    birthdate: '2000-05-05',
    leadershipDistinction: false,
    active: true,
    userId: actors.SPONSOR.id,
  }))!;
});
afterAll(() => ctx.close());

describe('signing', () => {
  it('names the required agreements not published yet, with nothing to sign', async () => {
    const fresh = await mine('es-CO');
    expect(fresh.items).toEqual([]);
    expect(fresh.notPublished.map((item) => item.key)).toEqual([
      'sponsor-commitment',
      'child-protection',
    ]);
    expect(await gate()).toEqual([{ key: 'sponsor-commitment' }, { key: 'child-protection' }]);
  });

  it("shows the sponsor's published agreements in their language, to sign", async () => {
    await writeAgreementDraft(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'en-US',
      title: 'Sponsor commitment',
      text: 'I commit to write.',
    });
    await writeAgreementDraft(actors.SUPER_ADMIN, 'sponsor-commitment', {
      language: 'es-CO',
      title: 'Compromiso del padrino',
      text: 'Me comprometo a escribir.',
    });
    await publishAgreementDraft(actors.SUPER_ADMIN, 'sponsor-commitment');
    // The default texts, published as they ship (in both languages).
    await publishAgreementDraft(actors.SUPER_ADMIN, 'child-protection');
    const spanish = await mine('es-CO');
    expect(spanish.signerName).toBe('José Luis Pérez Núñez');
    expect(spanish.notPublished).toEqual([]);
    expect(spanish.items.map((item) => [item.key, item.language, item.title, item.state])).toEqual([
      ['sponsor-commitment', 'es-CO', 'Compromiso del padrino', 'toSign'],
      ['child-protection', 'es-CO', 'Código de conducta para la protección de la niñez', 'toSign'],
    ]);
    // Published by the super admin: no longer a text waiting for the programme's review.
    expect(spanish.items.map((item) => item.needsReview)).toEqual([false, false]);
    // A coordinator has nothing to sign.
    const forAdmin = await actors.ADMIN.request('GET', AGREEMENT_PATHS.agreementsMine);
    expect(forAdmin.json()).toEqual({ items: [], notPublished: [], signerName: '' });
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
    // The super admin's count of who would be asked to sign again.
    const list = agreementListSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', AGREEMENT_PATHS.agreements)).json(),
    );
    expect(list.items.map((item) => [item.key, item.currentSigners])).toEqual([
      ['sponsor-commitment', 1],
      ['child-protection', 0],
      ['parent-consent', 0],
    ]);
  });

  it('keeps a sponsor without every agreement from pairing themselves, and lets them after signing', async () => {
    const db = ctx.database.db;
    const year = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    });
    await actors.SUPER_ADMIN.request(
      'POST',
      PERIOD_PATHS.periodActivate.replace(':id', String((year.json() as { id: number }).id)),
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
    const refused = await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: student,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'AGREEMENTS_REQUIRED',
      message: 'All agreements must be accepted',
    });
    const [, protection] = (await mine()).items;
    await actors.SPONSOR.request('POST', accept(protection!.versionId), {
      typedName: 'José Luis Pérez Núñez',
    });
    const paired = await actors.SPONSOR.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: student,
    });
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
      birthdate: '1980-06-01',
      leadershipDistinction: false,
      active: true,
      userId: null,
    });
    const byCoordinator = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: student,
      sponsorId: otherId,
    });
    expect(byCoordinator.statusCode, byCoordinator.body).toBe(201);
    expect(sponsorshipSchema.parse(byCoordinator.json()).missingAgreements).toEqual([
      'sponsor-commitment',
      'child-protection',
    ]);
    const list = sponsorshipPageSchema.parse(
      (
        await actors.SUPER_ADMIN.request(
          'GET',
          `${SPONSORSHIP_PATHS.sponsorships}?studentId=${student}`,
        )
      ).json(),
    );
    expect(
      Object.fromEntries(
        list.items.map((item) => [item.sponsor.firstName, item.missingAgreements]),
      ),
    ).toEqual({ 'José Luis': [], Otro: ['sponsor-commitment', 'child-protection'] });
  });

  it('asks for nothing new while the next version is a draft, and for a new signature once it is published', async () => {
    const before = (await mine('es-CO')).items.find((item) => item.key === 'child-protection')!;
    expect(before.state).toBe('signed');
    // Version 2 in English only, a draft: nobody reads it yet.
    await writeAgreementDraft(actors.SUPER_ADMIN, 'child-protection', {
      language: 'en-US',
      title: 'Child protection',
      text: 'Write only here. Always.',
    });
    const drafted = (await mine('es-CO')).items.find((item) => item.key === 'child-protection')!;
    expect(drafted).toEqual(before);
    expect(await gate()).toEqual([]);

    const published = agreementSchema.parse(
      await publishAgreementDraft(actors.SUPER_ADMIN, 'child-protection'),
    );
    expect(published).toMatchObject({ currentVersion: 2, draftVersion: null });
    // Version 2 was written in English only: it keeps version 1's Spanish text, so the Spanish
    // reader reads version 2 in Spanish (a version holds both languages).
    const after = (await mine('es-CO')).items.find((item) => item.key === 'child-protection')!;
    expect(after).toMatchObject({
      version: 2,
      language: 'es-CO',
      title: before.title,
      text: before.text,
      state: 'newVersion',
      signedAt: null,
    });
    expect(
      (await mine('en-US')).items.find((item) => item.key === 'child-protection'),
    ).toMatchObject({
      version: 2,
      language: 'en-US',
      title: 'Child protection',
      text: 'Write only here. Always.',
    });
    const old = await actors.SPONSOR.request('POST', accept(before.versionId), {
      typedName: 'José Luis Pérez Núñez',
    });
    expect(old.statusCode).toBe(409);
    expect(errorOf(old).code).toBe('AGREEMENT_VERSION_OUTDATED');
    expect(await gate()).toEqual([{ key: 'child-protection' }]);
  });

  it('keeps the other language and every signature when the super admin says a change is not material', async () => {
    const current = (await mine('es-CO')).items.find((item) => item.key === 'child-protection')!;
    const signed = await actors.SPONSOR.request('POST', accept(current.versionId), {
      typedName: 'José Luis Pérez Núñez',
    });
    expect(signed.statusCode, signed.body).toBe(201);
    // A typo fixed in Spanish only, published as not material.
    await writeAgreementDraft(actors.SUPER_ADMIN, 'child-protection', {
      language: 'es-CO',
      title: current.title,
      text: `${current.text} (corregido)`,
    });
    const list = agreementListSchema.parse(
      (await actors.SUPER_ADMIN.request('GET', AGREEMENT_PATHS.agreements)).json(),
    );
    const draft = list.items.find((item) => item.key === 'child-protection')!;
    const published = await actors.SUPER_ADMIN.request(
      'POST',
      AGREEMENT_PATHS.agreementPublish.replace(':id', String(draft.id)),
      { version: draft.draftVersion, isMaterial: false },
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(agreementSchema.parse(published.json())).toMatchObject({
      currentVersion: 3,
      signedFromVersion: 2,
    });
    // The English text of version 2 is still there in version 3, and the signature still counts.
    const english = (await mine('en-US')).items.find((item) => item.key === 'child-protection')!;
    expect(english).toMatchObject({
      version: 3,
      language: 'en-US',
      text: 'Write only here. Always.',
      state: 'signed',
    });
    const spanish = (await mine('es-CO')).items.find((item) => item.key === 'child-protection')!;
    expect(spanish).toMatchObject({ version: 3, text: `${current.text} (corregido)` });
    expect(spanish.state).toBe('signed');
    expect(await gate()).toEqual([]);

    // A material change (the default) asks everyone again.
    await writeAgreementDraft(actors.SUPER_ADMIN, 'child-protection', {
      language: 'en-US',
      title: 'Child protection',
      text: 'A new rule.',
    });
    await publishAgreementDraft(actors.SUPER_ADMIN, 'child-protection');
    expect(
      (await mine('en-US')).items.find((item) => item.key === 'child-protection'),
    ).toMatchObject({ version: 4, state: 'newVersion' });
    expect(await gate()).toEqual([{ key: 'child-protection' }]);
  });

  it('does not let a draft be signed, whatever its number or language (404)', async () => {
    await writeAgreementDraft(actors.SUPER_ADMIN, 'child-protection', {
      language: 'es-CO',
      title: 'Protección',
      text: 'Borrador de la versión 3.',
    });
    const [draft] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select v.id from agreement_versions v join agreements a on a.id = v.agreement_id
          where a.key = 'child-protection' and v.published_at is null`,
    );
    const response = await actors.SPONSOR.request('POST', accept(draft!.id), {
      typedName: 'José Luis Pérez Núñez',
    });
    expect(response.statusCode).toBe(404);
    const signatures = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from agreement_acceptances where version_id = ${draft!.id}`,
    );
    expect(signatures).toEqual([{ count: 0 }]);
    // The parent's text is no sponsor's to sign either.
    const [parent] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select v.id from agreement_versions v join agreements a on a.id = v.agreement_id
          where a.key = 'parent-consent' limit 1`,
    );
    expect(
      (
        await actors.SPONSOR.request('POST', accept(parent!.id), {
          typedName: 'José Luis Pérez Núñez',
        })
      ).statusCode,
    ).toBe(404);
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
    expect(
      (await actors.SPONSOR.request('POST', accept(2_147_483_648), { typedName: 'x' })).statusCode,
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
    expect(
      (await ctx.app.inject({ method: 'GET', url: AGREEMENT_PATHS.agreementsMine })).statusCode,
    ).toBe(401);
    expect((await actors.STUDENT.request('GET', AGREEMENT_PATHS.agreementsMine)).statusCode).toBe(
      403,
    );
  });

  it('lets only the super admin make an agreement optional or required again', async () => {
    const [row] = await queryRows<{ id: number }>(
      ctx.database,
      sql`select id from agreements where key = 'child-protection'`,
    );
    const url = AGREEMENT_PATHS.agreement.replace(':id', String(row!.id));
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
    const unknown = AGREEMENT_PATHS.agreement.replace(':id', '2147483000');
    expect(
      (await actors.SUPER_ADMIN.request('PATCH', unknown, { required: true })).statusCode,
    ).toBe(404);

    const required = await actors.SUPER_ADMIN.request('PATCH', url, { required: true });
    expect(agreementSchema.parse(required.json()).required).toBe(true);
    expect(await gate()).toEqual([{ key: 'child-protection' }]);
  });
});
