// A fresh installation fails closed: its required agreements have default texts as drafts only,
// so a sponsor who signs up by a school's code can neither sponsor a student nor write a letter
// (409 AGREEMENTS_REQUIRED) until the programme publishes the texts and the sponsor signs them;
// a minor waits for a published parent text too. A draft is nobody's to read or sign: not a
// sponsor's, not a parent's at their link, not in a mix of languages of two numbers.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  authResponseSchema,
  letterOverviewSchema,
  myAgreementsSchema,
  publicAgreementSchema,
  sponsorshipSchema,
  type AuthResponse,
  AGREEMENT_PATHS,
  LETTER_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { publishAgreementDraft, writeAgreementDraft } from '../../../test/helpers/agreements';
import { createActor, createPlace, referenceIds, type Actor } from '../../../test/helpers/fixtures';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { hashToken } from '../../lib/tokens';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';
import { insertLink } from './parent-agreements.repo';

let ctx: TestContext;
let director: Actor;
let signedUp: AuthResponse;
let villageId: number;
let sponsorshipId: number;

const accept = (versionId: number) =>
  AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(versionId));

function asSponsor(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(signedUp.access),
    ...(payload ? { payload } : {}),
  });
}

async function newStudent(firstName: string) {
  const { colombia } = await referenceIds(ctx.database.db);
  return insertStudent(
    ctx.database.db,
    {
      firstName,
      lastName: 'Gómez',
      birthdate: '2015-02-02',
      gender: 'female',
      grade: '4-fourth',
      villageId,
      schoolId: null,
      countryId: colombia,
      externalId: null,
      leadershipDistinction: false,
      userId: null,
    },
    new Date(),
  );
}

const letter = (id: number) => ({
  sponsorshipId: id,
  number: 1,
  subject: 'Hello',
  message: 'I like football and drawing.',
  originalLanguage: 'en-US',
  targetLanguage: 'en-US',
  send: false,
});

beforeAll(async () => {
  ctx = await createTestContext();
  director = await createActor(ctx, 'SUPER_ADMIN');
  const db = ctx.database.db;
  await createPlace(db, 'school', { name: 'Colegio Nuevo', code: 'NUEVO-2026' });
  villageId = await createPlace(db, 'village', { name: 'Vereda Nueva' });
  const year = await director.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  await director.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(year.json<{ id: number }>().id)),
  );
  const email = uniqueEmail('sofia');
  const response = await ctx.app.inject({
    method: 'POST',
    url: API.signup,
    payload: {
      code: 'NUEVO-2026',
      firstName: 'Sofía',
      lastName: 'Ruiz',
      email,
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      acceptTerms: true,
      language: 'en-US',
      birthdate: '1990-05-05',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  signedUp = authResponseSchema.parse(response.json());
});
afterAll(() => ctx.close());

describe('a fresh installation', () => {
  it('keeps a sponsor who signed up by code from sponsoring and from writing letters', async () => {
    const mine = myAgreementsSchema.parse(
      (await asSponsor('GET', AGREEMENT_PATHS.agreementsMine)).json(),
    );
    expect(mine.items).toEqual([]);
    expect(mine.notPublished.map((item) => item.key)).toEqual([
      'sponsor-commitment',
      'child-protection',
    ]);

    const student = await newStudent('Lucía');
    const refused = await asSponsor('POST', SPONSORSHIP_PATHS.sponsorships, { studentId: student });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'AGREEMENTS_REQUIRED',
      message: 'All agreements must be accepted',
    });

    // A coordinator may pair them (paper forms exist): the gap shows, and letters stay closed.
    const sponsorId = (
      await queryRows<{ id: number }>(
        ctx.database,
        sql`select id from sponsors where user_id = ${signedUp.data.id}`,
      )
    )[0]!.id;
    const paired = await director.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: student,
      sponsorId,
    });
    expect(paired.statusCode, paired.body).toBe(201);
    const sponsorship = sponsorshipSchema.parse(paired.json());
    expect(sponsorship.missingAgreements).toEqual(['sponsor-commitment', 'child-protection']);
    sponsorshipId = sponsorship.id;
    const written = await asSponsor('POST', LETTER_PATHS.letters, letter(sponsorshipId));
    expect(written.statusCode).toBe(409);
    expect(errorOf(written).code).toBe('AGREEMENTS_REQUIRED');
    const overview = letterOverviewSchema.parse(
      (await asSponsor('GET', LETTER_PATHS.letterOverview)).json(),
    );
    expect(overview.mayWrite).toBe(false);
  });

  it('lets them once the programme has published the texts and they signed them', async () => {
    await publishAgreementDraft(director, 'sponsor-commitment');
    // Still missing: one text is published, the other is not.
    const half = myAgreementsSchema.parse(
      (await asSponsor('GET', AGREEMENT_PATHS.agreementsMine)).json(),
    );
    expect(half.notPublished.map((item) => item.key)).toEqual(['child-protection']);
    const signed = await asSponsor('POST', accept(half.items[0]!.versionId), {
      typedName: 'Sofía Ruiz',
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect((await asSponsor('POST', LETTER_PATHS.letters, letter(sponsorshipId))).statusCode).toBe(
      409,
    );

    await publishAgreementDraft(director, 'child-protection');
    const mine = myAgreementsSchema.parse(
      (await asSponsor('GET', AGREEMENT_PATHS.agreementsMine)).json(),
    );
    expect(mine.notPublished).toEqual([]);
    for (const item of mine.items.filter((candidate) => candidate.state !== 'signed')) {
      const response = await asSponsor('POST', accept(item.versionId), {
        typedName: 'Sofía Ruiz',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const written = await asSponsor('POST', LETTER_PATHS.letters, letter(sponsorshipId));
    expect(written.statusCode, written.body).toBe(201);
    const sponsored = await asSponsor('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: await newStudent('Manuela'),
    });
    expect(sponsored.statusCode, sponsored.body).toBe(201);
  });
});

describe('a minor sponsor and the parent text', () => {
  let minor: Actor;
  let minorId: number;
  /** The minor's mother, a contact a coordinator confirmed: a link may go to her. */
  let motherId: number;
  const motherEmail = uniqueEmail('rosa');

  beforeAll(async () => {
    minor = await createActor(ctx, 'SPONSOR', { firstName: 'Tomás', lastName: 'Niño' });
    minorId = (await insertSponsorIfFree(ctx.database.db, {
      firstName: 'Tomás',
      lastName: 'Niño',
      email: minor.email,
      phone: '',
      schoolId: await createPlace(ctx.database.db, 'school', { name: 'Colegio Menores' }),
      birthdate: '2011-03-03',
      leadershipDistinction: false,
      active: true,
      userId: minor.id,
    }))!;
    [motherId] = (
      await queryRows<{ id: number }>(
        ctx.database,
        sql`insert into sponsor_parents (sponsor_id, first_name, last_name, email, relationship, language, confirmed_at, confirmed_by)
            values (${minorId}, 'Rosa', 'Niño', ${motherEmail}, 'mother', 'es-CO', now(), ${director.id}) returning id`,
      )
    ).map((row) => row.id) as [number];
    const mine = myAgreementsSchema.parse(
      (await minor.request('GET', AGREEMENT_PATHS.agreementsMine)).json(),
    );
    for (const item of mine.items) {
      const response = await minor.request('POST', accept(item.versionId), {
        typedName: 'Tomás Niño',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  /** A live link to the parent agreement, as sending makes one; answers its key. */
  async function linkFor(language: 'en-US' | 'es-CO', key: string) {
    await ctx.database.db.execute(
      sql`update parent_agreement_links set status = 'replaced' where sponsor_id = ${minorId} and status = 'sent'`,
    );
    await insertLink(ctx.database.db, {
      sponsorId: minorId,
      parentId: motherId,
      parentName: 'Rosa Niño',
      parentEmail: motherEmail,
      parentRelationship: 'mother',
      language,
      keyHash: hashToken(key),
      sentBy: director.id,
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    return key;
  }

  const page = (key: string, language?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${AGREEMENT_PATHS.publicAgreement.replace(':key', key)}${language ? `?language=${language}` : ''}`,
      remoteAddress: '10.20.30.40',
    });
  const sign = (key: string, versionIds: number[]) =>
    ctx.app.inject({
      method: 'POST',
      url: AGREEMENT_PATHS.publicAgreementSign.replace(':key', key),
      remoteAddress: '10.20.30.40',
      payload: {
        versionIds,
        signerName: 'Rosa Niño',
        relationship: 'mother',
        signature: { kind: 'typed', text: 'Rosa Niño' },
      },
    });

  async function parentVersionIds(where: ReturnType<typeof sql>) {
    return (
      await queryRows<{ id: number }>(
        ctx.database,
        sql`select v.id from agreement_versions v join agreements a on a.id = v.agreement_id
            where a.key = 'parent-consent' and ${where} order by v.version, v.language`,
      )
    ).map((row) => row.id);
  }

  it('keeps the gate closed while the parent text is a draft, every sponsor text signed', async () => {
    const student = await newStudent('Isabela');
    const refused = await minor.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: student,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('AGREEMENTS_REQUIRED');
    expect(
      await ctx.app.agreements.missingSponsorAgreements(ctx.database.db, minorId, '2026-08-01'),
    ).toEqual([{ key: 'parent-consent' }]);
  });

  it('shows a parent nothing to sign while the text is a draft, and refuses signing the draft', async () => {
    const key = await linkFor('es-CO', 'draft-link-AAAAAAAAAAAAAAAA');
    const shown = await page(key);
    expect(shown.statusCode).toBe(404);
    expect(shown.body).not.toContain('Consentimiento');
    const drafts = await parentVersionIds(sql`v.published_at is null`);
    expect(drafts).toHaveLength(2);
    const signed = await sign(key, drafts.slice(1));
    expect(signed.statusCode).toBe(409);
    expect(errorOf(signed).code).toBe('AGREEMENT_VERSION_OUTDATED');
    const stored = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from agreement_acceptances where sponsor_id = ${minorId}
          and link_id is not null`,
    );
    expect(stored).toEqual([{ count: 0 }]);
  });

  it('shows the published text, never a newer draft, and signs only the published one', async () => {
    await publishAgreementDraft(director, 'parent-consent');
    // Version 2 in Spanish only, a draft: the Spanish-reading parent still reads version 1.
    await writeAgreementDraft(director, 'parent-consent', {
      language: 'es-CO',
      title: 'Borrador',
      text: 'Un borrador que nadie ha revisado.',
    });
    const key = await linkFor('es-CO', 'published-link-AAAAAAAAAAAAA');
    const shown = publicAgreementSchema.parse((await page(key)).json());
    const [publishedEnglish, publishedSpanish] = await parentVersionIds(
      sql`v.published_at is not null`,
    );
    const [draft] = await parentVersionIds(sql`v.published_at is null`);
    expect(shown.language).toBe('es-CO');
    expect(shown.texts.map((text) => text.versionId)).toEqual([publishedSpanish]);
    expect(shown.texts[0]!.title).toBe('Consentimiento del padre, madre o acudiente');
    expect(JSON.stringify(shown)).not.toContain('Un borrador');
    // The draft, alone or beside the published text of another language: refused.
    for (const ids of [[draft!], [publishedEnglish!, draft!], [publishedSpanish!, draft!]]) {
      const refused = await sign(key, ids);
      expect(refused.statusCode, JSON.stringify(ids)).toBe(409);
    }
    const signed = await sign(key, [publishedSpanish!]);
    expect(signed.statusCode, signed.body).toBe(201);
    expect(
      await ctx.app.agreements.missingSponsorAgreements(ctx.database.db, minorId, '2026-08-01'),
    ).toEqual([]);
    const sponsored = await minor.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      studentId: await newStudent('Valeria'),
    });
    expect(sponsored.statusCode, sponsored.body).toBe(201);
  });
});
