// What the tests of a minor's consent share (decision 030): an available year with the
// programme's texts, a school with its coordinator and registration code, a student to sponsor,
// and the people of the story: a sponsor who signs up alone, their parents, the parent's link
// (read from the mail queue) and signature.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  API,
  authResponseSchema,
  myAgreementsSchema,
  parentAgreementStatusSchema,
  publicAgreementSchema,
  sponsorDetailsSchema,
  sponsorParentSchema,
  type ParentAgreementStatus,
  type SponsorParent,
  AGREEMENT_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
  SPONSOR_PATHS,
} from '@portal/shared';
import { bearer, queryRows, type TestContext } from '../../../test/helpers/test-app';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { publishAgreementText } from '../../../test/helpers/agreements';
import { insertStudent } from '../students/students.service';

export const YEAR_START = '2026-08-01';
/** 16 on the first day of the year. */
export const MINOR_BIRTHDATE = '2010-03-14';

export interface ConsentKit {
  schoolCode: string;
  /** The coordinator of the school, an admin of another one, the director. */
  admin: Actor;
  otherAdmin: Actor;
  director: Actor;
  newStudent(): Promise<number>;
}

let counter = 0;
const next = () => ++counter;
/** A number as letters ("12" -> "bc"): names people give themselves hold no digits. */
const inLetters = (n: number) =>
  String(n).replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

/** The year, the texts (sponsors' and parents'), the school and its coordinators. */
export async function setUpConsent(ctx: TestContext): Promise<ConsentKit> {
  const db = ctx.database.db;
  const director = await createActor(ctx, 'SUPER_ADMIN');
  const admin = await createActor(ctx, 'ADMIN');
  const otherAdmin = await createActor(ctx, 'ADMIN');
  const schoolCode = `CONSENT${next()}X`;
  const school = await createPlace(db, 'school', {
    name: 'Colegio Consentimiento',
    code: schoolCode,
  });
  await assignAdmin(db, admin.id, { schoolIds: [school] });
  await assignAdmin(db, otherAdmin.id, {
    schoolIds: [await createPlace(db, 'school', { name: 'Colegio Otro' })],
  });
  const year = await director.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: YEAR_START,
    endDate: '2027-07-31',
  });
  expect(year.statusCode, year.body).toBe(201);
  const yearId = (year.json() as { id: number }).id;
  await director.request('POST', PERIOD_PATHS.periodActivate.replace(':id', String(yearId)));
  const agreements = await queryRows<{ key: string }>(
    ctx.database,
    sql`select key from agreements`,
  );
  for (const { key } of agreements) {
    await publishAgreementText(director, key, {
      language: 'en-US',
      title: `Text ${key}`,
      text: `The text of ${key}.`,
    });
  }
  const village = await createPlace(db, 'village', { name: 'Vereda Consentimiento' });
  const { colombia } = await referenceIds(db);
  return {
    schoolCode,
    admin,
    otherAdmin,
    director,
    newStudent: () =>
      insertStudent(
        db,
        {
          firstName: `Ana ${next()}`,
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
      ),
  };
}

export interface SignedUpSponsor extends Actor {
  sponsorId: number;
  fullName: string;
}

/** A sponsor who signs up alone, from `ip` with the browser's `deviceId`, and signs their texts. */
export async function signUpSponsor(
  ctx: TestContext,
  kit: ConsentKit,
  {
    birthdate = MINOR_BIRTHDATE,
    ip,
    deviceId,
  }: { birthdate?: string; ip: string; deviceId: string },
): Promise<SignedUpSponsor> {
  const n = next();
  const email = `minor-${n}@consent.test`;
  const response = await ctx.app.inject({
    method: 'POST',
    url: API.signup,
    remoteAddress: ip,
    payload: {
      code: kit.schoolCode,
      firstName: 'Sofía',
      lastName: `Núñez ${inLetters(n)}`,
      email,
      password: 'una clave segura',
      confirmPassword: 'una clave segura',
      acceptTerms: true,
      language: 'en-US',
      birthdate,
      deviceId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const session = authResponseSchema.parse(response.json());
  const request: Actor['request'] = (method, url, payload, headers = {}) =>
    ctx.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...bearer(session.access), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const own = sponsorDetailsSchema.parse((await request('GET', SPONSOR_PATHS.sponsorsMe)).json());
  const mine = myAgreementsSchema.parse(
    (await request('GET', AGREEMENT_PATHS.agreementsMine)).json(),
  );
  for (const item of mine.items) {
    const signed = await request(
      'POST',
      AGREEMENT_PATHS.agreementAccept.replace(':versionId', String(item.versionId)),
      { typedName: own.fullName },
    );
    expect(signed.statusCode, signed.body).toBe(201);
  }
  return {
    id: session.data.id,
    email,
    role: 'SPONSOR',
    session,
    token: session.access,
    request,
    sponsorId: own.id,
    fullName: own.fullName,
  };
}

export async function addParent(actor: Actor, sponsorId: number): Promise<SponsorParent> {
  const n = next();
  const response = await actor.request(
    'POST',
    SPONSOR_PATHS.sponsorParents.replace(':id', String(sponsorId)),
    {
      firstName: 'Rosa',
      lastName: `Ortiz ${n}`,
      email: `rosa-${n}@family.test`,
      relationship: 'mother',
    },
  );
  expect(response.statusCode, response.body).toBe(201);
  return sponsorParentSchema.parse(response.json());
}

export async function confirmContact(coordinator: Actor, parent: SponsorParent) {
  const response = await coordinator.request(
    'POST',
    SPONSOR_PATHS.sponsorParentConfirm
      .replace(':id', String(parent.sponsorId))
      .replace(':parentId', String(parent.id)),
    { updatedAt: parent.updatedAt },
  );
  expect(response.statusCode, response.body).toBe(200);
  return sponsorParentSchema.parse(response.json());
}

export function sendLink(actor: Actor, parentId: number, sponsorId?: number) {
  return actor.request('POST', AGREEMENT_PATHS.parentAgreementSend, { parentId, sponsorId });
}

/** The key of the newest link mailed to `email` (from the mail queue). */
export async function linkKeyFor(ctx: TestContext, email: string): Promise<string> {
  const [mail] = await queryRows<{ text: string }>(
    ctx.database,
    sql`select text from mail_outbox where to_address = ${email} order by id desc limit 1`,
  );
  const key = /\/agreement\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error(`no link mailed to ${email}`);
  return key;
}

/** Opens the link and signs with a typed name, from `ip` with `deviceId` (if any). */
export async function signAsParent(
  ctx: TestContext,
  key: string,
  { ip, deviceId }: { ip: string; deviceId?: string },
) {
  const page = await ctx.app.inject({
    method: 'GET',
    url: AGREEMENT_PATHS.publicAgreement.replace(':key', key),
    remoteAddress: ip,
  });
  if (page.statusCode !== 200) return page;
  const { texts } = publicAgreementSchema.parse(page.json());
  return ctx.app.inject({
    method: 'POST',
    url: AGREEMENT_PATHS.publicAgreementSign.replace(':key', key),
    remoteAddress: ip,
    headers: { 'user-agent': 'Parent phone' },
    payload: {
      versionIds: texts.map((text) => text.versionId),
      signerName: 'Rosa Ortiz',
      relationship: 'mother',
      signature: { kind: 'typed', text: 'Rosa Ortiz' },
      ...(deviceId ? { deviceId } : {}),
    },
  });
}

export async function parentStatus(
  actor: Actor,
  sponsorId?: number,
): Promise<ParentAgreementStatus> {
  const query = sponsorId === undefined ? '' : `?sponsorId=${sponsorId}`;
  const response = await actor.request('GET', `${AGREEMENT_PATHS.parentAgreement}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return parentAgreementStatusSchema.parse(response.json());
}

/** A sponsor pairs themselves with a new student. */
export async function sponsorAStudent(kit: ConsentKit, sponsor: Actor) {
  return sponsor.request('POST', SPONSORSHIP_PATHS.sponsorships, {
    studentId: await kit.newStudent(),
  });
}
