// The people of the donation pages' safeguarding tests: two coordinators' areas (a school and a
// village each), a sponsor and a student in each, paired in the available year, and the public
// ids their pages are addressed by. Emily Johnson (Colegio Rural La Esperanza) sponsors Luis
// Gómez Pardo (Vereda El Hato); Fiona Faraway (Lincoln High) sponsors Camilo Ríos (La Lejana).
import { sql } from 'drizzle-orm';
import {
  DONATION_ENDPOINTS,
  DONATION_PATHS,
  PAYMENT_PATHS,
  donationCheckoutSchema,
  endpointPath,
  type Role,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';
import { queryRows, uniqueEmail, type TestContext } from '../../../test/helpers/test-app';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

export type CastName = Role | 'OTHER_ADMIN' | 'SPONSOR_FAR';

export interface PageCast {
  actors: Record<CastName, Actor>;
  year: number;
  places: { esperanza: number; hato: number; lincoln: number; lejana: number };
  people: { emily: number; fiona: number; luis: number; camilo: number };
  publicIdOf: { sponsor(id: number): string; student(id: number): string };
  /** The public page's API path. */
  pagePath(sponsorId: number, studentId: number): string;
  /** The public ids a gift's body names to credit a page. */
  credit(
    sponsorId: number,
    studentId: number,
  ): { sponsorPublicId: string; studentPublicId: string };
  /** Pairs the two in the available year (as a super admin). */
  pair(sponsorId: number, studentId: number): Promise<number>;
  newStudent(firstName: string, lastName: string, villageId: number): Promise<number>;
}

let addressCounter = 0;
/** Each call its own client address, so the per-address throttles stay out of the way. */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.7.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Starts a gift from its own address (the donor's language: English). */
export function give(ctx: TestContext, body: Record<string, unknown>, address = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: DONATION_PATHS.publicCreate,
    headers: { 'accept-language': 'en-US' },
    remoteAddress: address,
    payload: body,
  });
}

/** Starts a gift and pays it on the test provider's page: the gift is confirmed. */
export async function giveAndPay(ctx: TestContext, body: Record<string, unknown>): Promise<number> {
  const started = await give(ctx, body);
  if (started.statusCode !== 201) throw new Error(started.body);
  const checkout = donationCheckoutSchema.parse(started.json());
  const sessionId = checkout.checkoutUrl.split('/').pop()!;
  const paid = await ctx.app.inject({
    method: 'POST',
    url: endpointPath({ path: PAYMENT_PATHS.testCheckoutPay }, { sessionId }),
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return checkout.donationId;
}

export const donor = (overrides: Record<string, unknown> = {}) => ({
  amountCents: 2500,
  firstName: 'Daniela',
  lastName: 'Donante',
  email: 'daniela@example.org',
  message: '',
  ...overrides,
});

export async function createPageCast(ctx: TestContext): Promise<PageCast> {
  const db = ctx.database.db;
  const places = {
    esperanza: await createPlace(db, 'school', { name: 'Colegio Rural La Esperanza' }),
    hato: await createPlace(db, 'village', { name: 'Vereda El Hato' }),
    lincoln: await createPlace(db, 'school', { name: 'Lincoln High' }),
    lejana: await createPlace(db, 'village', { name: 'La Lejana' }),
  };
  const person = (firstName: string, lastName: string) => ({
    firstName,
    lastName,
    email: uniqueEmail(firstName.toLowerCase()),
  });
  const actors: Record<CastName, Actor> = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara', 'Super')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', person('Gloria', 'Global')),
    ADMIN: await createActor(ctx, 'ADMIN', person('Adam', 'Admin')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', person('Otto', 'Other')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily', 'Johnson')),
    SPONSOR_FAR: await createActor(ctx, 'SPONSOR', person('Fiona', 'Faraway')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina', 'Rojas')),
  };
  await assignAdmin(db, actors.ADMIN.id, {
    schoolIds: [places.esperanza],
    villageIds: [places.hato],
  });
  await assignAdmin(db, actors.OTHER_ADMIN.id, {
    schoolIds: [places.lincoln],
    villageIds: [places.lejana],
  });
  const sponsor = async (firstName: string, lastName: string, schoolId: number, user: Actor) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName,
      email: user.email,
      phone: '',
      schoolId,
      birthdate: '2000-01-01',
      leadershipDistinction: false,
      active: true,
      userId: user.id,
    }))!;
  const [colombia] = await queryRows<{ id: number }>(
    ctx.database,
    sql`select id from countries where code = 'CO'`,
  );
  const newStudent = (
    firstName: string,
    lastName: string,
    villageId: number,
    schoolId: number | null = null,
  ) =>
    insertStudent(
      db,
      {
        firstName,
        lastName,
        birthdate: '2015-03-04',
        gender: 'male',
        grade: '5-fifth',
        villageId,
        schoolId,
        countryId: colombia!.id,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
        status: 'active',
      },
      new Date(),
    );
  const people = {
    emily: await sponsor('Emily', 'Johnson', places.esperanza, actors.SPONSOR),
    fiona: await sponsor('Fiona', 'Faraway', places.lincoln, actors.SPONSOR_FAR),
    luis: await newStudent('Luis', 'Gómez Pardo', places.hato, places.esperanza),
    camilo: await newStudent('Camilo', 'Ríos', places.lejana),
  };

  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  const year = created.json<{ id: number }>().id;
  const activated = await actors.SUPER_ADMIN.request(
    'POST',
    endpointPath({ path: PERIOD_PATHS.periodActivate }, { id: year }),
  );
  if (activated.statusCode !== 200) throw new Error(activated.body);
  const pair = async (sponsorId: number, studentId: number) => {
    const response = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId,
      studentId,
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json<{ id: number }>().id;
  };
  await pair(people.emily, people.luis);
  await pair(people.fiona, people.camilo);

  const publicIdOf = async (table: 'sponsors' | 'students', id: number) => {
    const [row] = await queryRows<{ public_id: string }>(
      ctx.database,
      sql`select public_id from ${sql.identifier(table)} where id = ${id}`,
    );
    return row?.public_id;
  };
  const known = { sponsors: new Map<number, string>(), students: new Map<number, string>() };
  for (const id of [people.emily, people.fiona])
    known.sponsors.set(id, (await publicIdOf('sponsors', id))!);
  for (const id of [people.luis, people.camilo])
    known.students.set(id, (await publicIdOf('students', id))!);
  const cast: PageCast = {
    actors,
    year,
    places,
    people,
    publicIdOf: {
      sponsor: (id) => known.sponsors.get(id) ?? `unknownSponsor${id}`,
      student: (id) => known.students.get(id) ?? `unknownStudent${id}`,
    },
    pagePath: (sponsorId, studentId) =>
      endpointPath(DONATION_ENDPOINTS.page, cast.credit(sponsorId, studentId)),
    credit: (sponsorId, studentId) => ({
      sponsorPublicId: cast.publicIdOf.sponsor(sponsorId),
      studentPublicId: cast.publicIdOf.student(studentId),
    }),
    pair,
    async newStudent(firstName, lastName, villageId) {
      const id = await newStudent(firstName, lastName, villageId);
      known.students.set(id, (await publicIdOf('students', id))!);
      return id;
    },
  };
  return cast;
}
