// /edrocks/api/agreements, the coordinators' side of the texts: the default drafts a fresh
// installation ships (both languages, seeded once), a text's draft life (written, edited,
// published with all its languages, then never changed), publishing once under parallel
// requests, the required texts that are missing, what the database itself refuses, who may do
// what and bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agreementListSchema,
  agreementSchema,
  missingAgreementTextsSchema,
  type Agreement,
  type Role,
  AGREEMENT_PATHS,
} from '@portal/shared';
import { seedReferenceData } from '../../db/seed/reference-data';
import {
  createTestContext,
  errorOf,
  queryRows,
  uniqueEmail,
  type TestContext,
} from '../../../test/helpers/test-app';
import { createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { DEFAULT_AGREEMENT_TEXTS } from './default-agreement-texts';

let ctx: TestContext;
let actors: Record<Role, Actor>;

const versions = (id: number) => AGREEMENT_PATHS.agreementVersions.replace(':id', String(id));
const draftUrl = (versionId: number | string) =>
  AGREEMENT_PATHS.agreementVersion.replace(':versionId', String(versionId));
const publishUrl = (id: number | string) =>
  AGREEMENT_PATHS.agreementPublish.replace(':id', String(id));

async function list(actor: Actor = actors.SUPER_ADMIN): Promise<Agreement[]> {
  const response = await actor.request('GET', AGREEMENT_PATHS.agreements);
  expect(response.statusCode, response.body).toBe(200);
  return agreementListSchema.parse(response.json()).items;
}

async function agreement(key: string): Promise<Agreement> {
  const found = (await list()).find((item) => item.key === key);
  if (!found) throw new Error(`no agreement ${key}`);
  return found;
}

async function missing(actor: Actor = actors.SUPER_ADMIN) {
  const response = await actor.request('GET', AGREEMENT_PATHS.agreementMissingTexts);
  expect(response.statusCode, response.body).toBe(200);
  return missingAgreementTextsSchema.parse(response.json()).items;
}

/** A database error, as the API never lets one happen: the rule the migration's triggers hold. */
async function refusedByTheDatabase(query: ReturnType<typeof sql>, reason: RegExp) {
  const error = await ctx.database.db.execute(query).then(
    () => undefined,
    (failure: unknown) => failure as Error & { cause?: Error },
  );
  expect(error, 'refused').toBeDefined();
  expect(`${error?.message} ${error?.cause?.message ?? ''}`).toMatch(reason);
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
});
afterAll(() => ctx.close());

describe('the default texts', () => {
  it('ship as drafts of version 1 in both languages, for the programme to review', async () => {
    const items = await list();
    expect(items.map((item) => [item.key, item.currentVersion, item.draftVersion])).toEqual([
      ['sponsor-commitment', 0, 1],
      ['child-protection', 0, 1],
      ['parent-consent', 0, 1],
    ]);
    for (const item of items) {
      expect(
        item.versions.map((version) => [
          version.language,
          version.title,
          version.needsReview,
          version.publishedAt,
        ]),
      ).toEqual([
        ['en-US', DEFAULT_AGREEMENT_TEXTS[item.key]!['en-US'].title, true, null],
        ['es-CO', DEFAULT_AGREEMENT_TEXTS[item.key]!['es-CO'].title, true, null],
      ]);
    }
    const protection = items.find((item) => item.key === 'child-protection')!;
    const english = protection.versions.find((version) => version.language === 'en-US')!.text;
    for (const words of ['portal', 'photos', 'gifts', 'alone', 'secrets', 'coordinator', 'read']) {
      expect(english).toContain(words);
    }
    const spanish = items
      .find((item) => item.key === 'parent-consent')!
      .versions.find((version) => version.language === 'es-CO')!.text;
    expect(spanish).toContain('retirar este consentimiento');
  });

  it('are seeded once: a restart keeps what the programme changed and adds nothing', async () => {
    const commitment = await agreement('sponsor-commitment');
    const english = commitment.versions.find((version) => version.language === 'en-US')!;
    const edited = await actors.SUPER_ADMIN.request('PUT', draftUrl(english.id), {
      title: 'Our commitment',
      text: 'Our own words.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await seedReferenceData(ctx.database.db);
    await seedReferenceData(ctx.database.db);
    const after = await agreement('sponsor-commitment');
    expect(after.versions).toHaveLength(2);
    expect(after.versions.find((version) => version.id === english.id)).toMatchObject({
      title: 'Our commitment',
      text: 'Our own words.',
    });
    const [count] = await queryRows<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from agreement_versions`,
    );
    expect(count).toEqual({ count: 6 });
  });

  it('are all missing until published, and the super admin and global admins are told which', async () => {
    const items = await missing();
    expect(items).toEqual([
      expect.objectContaining({
        key: 'sponsor-commitment',
        isPublished: false,
        missingLanguages: ['en-US', 'es-CO'],
        draftVersion: 1,
      }),
      expect.objectContaining({ key: 'child-protection', isPublished: false }),
      expect.objectContaining({ key: 'parent-consent', audience: 'parent', isPublished: false }),
    ]);
    expect(await missing(actors.GLOBAL_ADMIN)).toEqual(items);
  });
});

describe('a draft, then published', () => {
  it('gathers the languages in one draft number, refuses a second draft of a language, and is edited', async () => {
    const { id } = await agreement('parent-consent');
    const again = await actors.SUPER_ADMIN.request('POST', versions(id), {
      language: 'es-CO',
      title: 'Otro',
      text: 'Otro texto.',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'AGREEMENT_DRAFT_EXISTS',
      message: 'The new version already has a draft in this language. Edit that draft instead.',
    });
    const spanish = (await agreement('parent-consent')).versions.find(
      (version) => version.language === 'es-CO',
    )!;
    const edited = agreementSchema.parse(
      (
        await actors.SUPER_ADMIN.request('PUT', draftUrl(spanish.id), {
          title: 'Autorización',
          text: 'Autorizo la participación.',
        })
      ).json(),
    );
    expect(edited.versions.find((version) => version.id === spanish.id)).toMatchObject({
      version: 1,
      title: 'Autorización',
      text: 'Autorizo la participación.',
      publishedAt: null,
    });
  });

  it('publishes every language of the number at once; then it never changes', async () => {
    const { id, versions: drafts } = await agreement('parent-consent');
    const response = await actors.SUPER_ADMIN.request('POST', publishUrl(id), { version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const published = agreementSchema.parse(response.json());
    expect(published).toMatchObject({ currentVersion: 1, draftVersion: null, currentSigners: 0 });
    expect(published.versions.map((version) => version.publishedAt)).toEqual([
      expect.any(String),
      published.versions[0]!.publishedAt,
    ]);
    expect(published.versions.every((version) => !version.needsReview)).toBe(true);

    const edit = await actors.SUPER_ADMIN.request('PUT', draftUrl(drafts[0]!.id), {
      title: 'Changed',
      text: 'Changed after publishing.',
    });
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit).code).toBe('AGREEMENT_VERSION_PUBLISHED');
    const twice = await actors.SUPER_ADMIN.request('POST', publishUrl(id), { version: 1 });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('AGREEMENT_VERSION_PUBLISHED');
    // A text after publishing is the draft of the next number, which keeps the current number's
    // text in the other language (a version holds both; a change in one keeps the other).
    const next = agreementSchema.parse(
      (
        await actors.SUPER_ADMIN.request('POST', versions(id), {
          language: 'en-US',
          title: 'Parent consent',
          text: 'Version two.',
        })
      ).json(),
    );
    expect(next).toMatchObject({ currentVersion: 1, draftVersion: 2 });
    expect(next.versions.map((version) => [version.version, version.language])).toEqual([
      [2, 'en-US'],
      [2, 'es-CO'],
      [1, 'en-US'],
      [1, 'es-CO'],
    ]);
    const spanishOf = (number: number) =>
      next.versions.find((version) => version.version === number && version.language === 'es-CO');
    expect(spanishOf(2)).toMatchObject({
      title: spanishOf(1)?.title,
      text: spanishOf(1)?.text,
      publishedAt: null,
    });
    // Publishing an unknown number answers 404.
    expect(
      (await actors.SUPER_ADMIN.request('POST', publishUrl(id), { version: 7 })).statusCode,
    ).toBe(404);
  });

  it('is published once when many ask at the same instant', async () => {
    const { id, draftVersion } = await agreement('parent-consent');
    expect(draftVersion).toBe(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        actors.SUPER_ADMIN.request('POST', publishUrl(id), { version: 2 }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409,
    ]);
    const rows = await queryRows<{ published_at: Date }>(
      ctx.database,
      sql`select published_at from agreement_versions where agreement_id = ${id} and version = 2`,
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.published_at !== null)).toBe(true);
  });

  it('says which languages the current published version has no text in', async () => {
    // Version 2 of the parent consent was written in English and kept version 1's Spanish.
    expect((await missing()).map((item) => item.key)).not.toContain('parent-consent');
    // A number that has no text in a language (one written before versions kept both) says so.
    const { id: consentId } = await agreement('parent-consent');
    await ctx.database.db.execute(
      sql`insert into agreement_versions (agreement_id, version, language, title, body, published_at) values (${consentId}, 3, 'en-US', 'Parent consent', 'Version three.', now())`,
    );
    expect((await missing()).find((item) => item.key === 'parent-consent')).toEqual({
      agreementId: consentId,
      key: 'parent-consent',
      audience: 'parent',
      isPublished: true,
      missingLanguages: ['es-CO'],
      draftVersion: null,
    });
    // An optional agreement is nobody's gate: not listed.
    const { id } = await agreement('parent-consent');
    await actors.SUPER_ADMIN.request(
      'PATCH',
      AGREEMENT_PATHS.agreement.replace(':id', String(id)),
      {
        required: false,
      },
    );
    expect((await missing()).map((item) => item.key)).not.toContain('parent-consent');
    await actors.SUPER_ADMIN.request(
      'PATCH',
      AGREEMENT_PATHS.agreement.replace(':id', String(id)),
      {
        required: true,
      },
    );
  });

  it('holds in the database: a published text never changes, takes no new language, and only it is signed', async () => {
    const { id } = await agreement('parent-consent');
    await refusedByTheDatabase(
      sql`update agreement_versions set body = 'Rewritten' where agreement_id = ${id} and version = 1`,
      /is published and never changes/,
    );
    await refusedByTheDatabase(
      sql`update agreement_versions set published_at = null where agreement_id = ${id} and version = 1`,
      /is published and never changes/,
    );
    await refusedByTheDatabase(
      sql`insert into agreement_versions (agreement_id, version, language, title, body)
          values (${id}, 2, 'es-CO', 'Colada', 'Una traducción sin revisar.')`,
      /a new text needs a new number/,
    );
    const { id: commitmentId } = await agreement('sponsor-commitment');
    await refusedByTheDatabase(
      sql`update agreement_versions set published_at = now()
          where id = (select min(id) from agreement_versions where agreement_id = ${commitmentId})`,
      /is published in part/,
    );
    const sponsorId = await insertSponsorIfFree(ctx.database.db, {
      firstName: 'Sin',
      lastName: 'Firma',
      email: uniqueEmail('sin-firma'),
      phone: '',
      schoolId: await createPlace(ctx.database.db, 'school', { name: 'Colegio Borrador' }),
      birthdate: null,
      leadershipDistinction: false,
      active: true,
      userId: null,
    });
    await refusedByTheDatabase(
      sql`insert into agreement_acceptances
            (version_id, sponsor_id, typed_name, signed_at, ip, user_agent, text_sha256)
          select min(id), ${sponsorId!}, 'Sin Firma', now(), '127.0.0.1', 'x', 'x'
          from agreement_versions where agreement_id = ${commitmentId}`,
      /is not published: it cannot be signed/,
    );
    const [unchanged] = await queryRows<{ published: number }>(
      ctx.database,
      sql`select count(*)::int as published from agreement_versions
          where agreement_id = ${commitmentId} and published_at is not null`,
    );
    expect(unchanged).toEqual({ published: 0 });
  });
});

describe('who and what', () => {
  it('shows the texts and drafts to coordinators, not to sponsors (404) or students (403)', async () => {
    for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const) {
      expect((await list(actors[role])).length, role).toBe(3);
      await missing(actors[role]);
    }
    // How many sponsors signed is a count across every school: not an admin's to read.
    expect((await list(actors.SUPER_ADMIN)).map((item) => item.currentSigners)).toEqual([0, 0, 0]);
    expect((await list(actors.GLOBAL_ADMIN)).map((item) => item.currentSigners)).toEqual([0, 0, 0]);
    expect((await list(actors.ADMIN)).map((item) => item.currentSigners)).toEqual([
      null,
      null,
      null,
    ]);
    for (const url of [AGREEMENT_PATHS.agreements, AGREEMENT_PATHS.agreementMissingTexts]) {
      expect((await actors.SPONSOR.request('GET', url)).statusCode, url).toBe(404);
      expect((await actors.STUDENT.request('GET', url)).statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('lets only the super admin write, edit and publish texts', async () => {
    const { id, versions: all } = await agreement('child-protection');
    const draft = all[0]!;
    const calls = [
      ['POST', versions(id), { language: 'en-US', title: 'x', text: 'y' }],
      ['PUT', draftUrl(draft.id), { title: 'x', text: 'y' }],
      ['POST', publishUrl(id), { version: 1 }],
    ] as const;
    for (const [method, url, body] of calls) {
      for (const role of ['GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const) {
        expect((await actors[role].request(method, url, body)).statusCode, `${role} ${url}`).toBe(
          403,
        );
      }
      // A sponsor writes only their own signatures in this area: no text is theirs.
      expect((await actors.SPONSOR.request(method, url, body)).statusCode, url).toBe(404);
      expect((await ctx.app.inject({ method, url, payload: body })).statusCode, url).toBe(401);
    }
    expect(await agreement('child-protection')).toMatchObject({
      currentVersion: 0,
      draftVersion: 1,
      versions: all,
    });
  });

  it('answers bad bodies, unknown ids and huge values with 4xx, storing nothing', async () => {
    const { id, versions: all } = await agreement('child-protection');
    const draft = all[0]!;
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
    for (const body of [
      {},
      { title: 'x' },
      { title: ' ', text: 'y' },
      { title: 'x'.repeat(201), text: 'y' },
      { title: 'x', text: 'y'.repeat(50_001) },
      { title: ['x'], text: 'y' },
    ]) {
      const response = await actors.SUPER_ADMIN.request('PUT', draftUrl(draft.id), body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    for (const body of [
      {},
      { version: '1' },
      { version: 0 },
      { version: -1 },
      { version: 1.5 },
      { version: 2_147_483_648 },
      { version: null },
    ]) {
      const response = await actors.SUPER_ADMIN.request('POST', publishUrl(id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = { language: 'en-US', title: 'x', text: 'y' };
    expect((await actors.SUPER_ADMIN.request('POST', versions(987_654), unknown)).statusCode).toBe(
      404,
    );
    expect(
      (await actors.SUPER_ADMIN.request('PUT', draftUrl(987_654), { title: 'x', text: 'y' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await actors.SUPER_ADMIN.request('PUT', draftUrl('abc'), { title: 'x', text: 'y' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await actors.SUPER_ADMIN.request('POST', publishUrl(987_654), { version: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await actors.SUPER_ADMIN.request('POST', publishUrl('x'), { version: 1 })).statusCode,
    ).toBe(400);
    expect((await agreement('child-protection')).versions).toEqual(all);
  });
});
