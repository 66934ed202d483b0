// /edrocks/api/sponsors/:id/parents: a sponsor's parents or guardians. Coordinators in scope and
// the sponsor themselves read and write them; nobody else ever sees their contact data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PARENTS_PER_SPONSOR,
  SPONSOR_ENDPOINTS,
  endpointPath,
  sponsorDetailsSchema,
  sponsorParentListSchema,
  sponsorParentSchema,
  type SponsorDetails,
  SPONSOR_PATHS,
} from '@portal/shared';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { assignAdmin, createActor, createPlace, type Actor } from '../../../test/helpers/fixtures';

let ctx: TestContext;
let superAdmin: Actor;
let admin: Actor;
let otherAdmin: Actor;
let sponsorActor: Actor;
let otherSponsorActor: Actor;
let studentActor: Actor;
let ownSponsor: SponsorDetails;
let otherSponsor: SponsorDetails;

const mother = {
  firstName: 'Luz Marina',
  lastName: 'Rodríguez',
  email: 'Luz.Marina@Example.org',
  address1: 'Calle 10 # 5-23',
  address2: 'Apartamento 301',
  city: 'Medellín',
  zipCode: '050001',
  state: 'Antioquia',
  phoneNumber: '+57 310 555 0199',
  relationship: 'mother',
};

async function createSponsor(payload: Record<string, unknown>) {
  const response = await superAdmin.request('POST', SPONSOR_PATHS.sponsors, payload);
  if (response.statusCode !== 201) throw new Error(response.body);
  return sponsorDetailsSchema.parse(response.json());
}

async function addParent(
  actor: Actor,
  sponsorId: number,
  payload: Record<string, unknown> = mother,
) {
  return actor.request(
    'POST',
    endpointPath(SPONSOR_ENDPOINTS.listParents, { id: sponsorId }),
    payload,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const schoolA = await createPlace(db, 'school', { name: 'Colegio Alfa' });
  const schoolB = await createPlace(db, 'school', { name: 'Colegio Beta' });
  superAdmin = await createActor(ctx, 'SUPER_ADMIN');
  admin = await createActor(ctx, 'ADMIN');
  await assignAdmin(db, admin.id, { schoolIds: [schoolA] });
  otherAdmin = await createActor(ctx, 'ADMIN');
  await assignAdmin(db, otherAdmin.id, { schoolIds: [schoolB] });
  sponsorActor = await createActor(ctx, 'SPONSOR');
  otherSponsorActor = await createActor(ctx, 'SPONSOR');
  studentActor = await createActor(ctx, 'STUDENT');
  ownSponsor = await createSponsor({
    firstName: 'Sofía',
    lastName: 'Rodríguez',
    email: sponsorActor.email,
    schoolId: schoolA,
    userId: sponsorActor.id,
    birthdate: '2010-08-15',
  });
  otherSponsor = await createSponsor({
    firstName: 'Jack',
    lastName: 'Miller',
    email: otherSponsorActor.email,
    schoolId: schoolB,
    userId: otherSponsorActor.id,
  });
});
afterAll(() => ctx.close());

describe('POST /edrocks/api/sponsors/:id/parents', () => {
  it('adds a parent for a coordinator in scope and for the sponsor themselves', async () => {
    const response = await addParent(admin, ownSponsor.id);
    expect(response.statusCode).toBe(201);
    expect(sponsorParentSchema.parse(response.json())).toMatchObject({
      sponsorId: ownSponsor.id,
      fullName: 'Luz Marina Rodríguez',
      email: 'luz.marina@example.org',
      city: 'Medellín',
      relationship: 'mother',
    });
    const own = await addParent(sponsorActor, ownSponsor.id, {
      firstName: 'Andrés',
      lastName: 'Rodríguez',
      email: 'andres@example.org',
      relationship: 'father',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ address1: '', phoneNumber: '', relationship: 'father' });
  });

  it('answers 404 to other sponsors and admins out of scope, 403 to students', async () => {
    for (const actor of [otherSponsorActor, otherAdmin]) {
      const response = await addParent(actor, ownSponsor.id);
      expect(response.statusCode).toBe(404);
    }
    expect((await addParent(studentActor, ownSponsor.id)).statusCode).toBe(403);
    expect((await addParent(superAdmin, 999_999)).statusCode).toBe(404);
  });

  it('refuses missing fields, unknown relationships and oversized values', async () => {
    const missing = await addParent(superAdmin, ownSponsor.id, {});
    expect(missing.statusCode).toBe(400);
    expect(
      errorOf(missing)
        .issues?.map((issue) => issue.path)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'relationship']);
    const wrong = await superAdmin.request(
      'POST',
      endpointPath(SPONSOR_ENDPOINTS.listParents, { id: ownSponsor.id }),
      { ...mother, relationship: 'uncle', email: 'nope', zipCode: 'x'.repeat(21), city: 7 },
      { 'accept-language': 'es-CO' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).issues).toEqual(
      expect.arrayContaining([
        { path: 'relationship', message: 'Este valor no es válido' },
        { path: 'email', message: 'Correo electrónico no válido' },
        { path: 'zipCode', message: 'Máximo 20 caracteres' },
        { path: 'city', message: 'Este valor no es válido' },
      ]),
    );
    const badId = await superAdmin.request('POST', `${SPONSOR_PATHS.sponsors}/abc/parents`, mother);
    expect(badId.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_PARENTS_PER_SPONSOR} parents, also under simultaneous additions`, async () => {
    const sponsor = await createSponsor({
      firstName: 'Muchos',
      lastName: 'Padres',
      email: 'muchos.padres@example.org',
      schoolId: ownSponsor.schoolId,
    });
    const responses = await Promise.all(
      Array.from({ length: MAX_PARENTS_PER_SPONSOR + 3 }, (_, i) =>
        addParent(i % 2 === 0 ? superAdmin : admin, sponsor.id, {
          ...mother,
          firstName: `Acudiente ${i}`,
          relationship: 'guardian',
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(MAX_PARENTS_PER_SPONSOR).fill(201),
      ...Array<number>(3).fill(409),
    ]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused && errorOf(refused)).toMatchObject({
      code: 'SPONSOR_PARENTS_LIMIT',
      message: `A sponsor can have at most ${MAX_PARENTS_PER_SPONSOR} parents or guardians. Remove one before adding another.`,
    });
    const rows = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sponsor_parents where sponsor_id = ${sponsor.id}`,
    );
    expect(rows[0]?.n).toBe(MAX_PARENTS_PER_SPONSOR);
  });
});

describe('GET /edrocks/api/sponsors/:id/parents and details', () => {
  it('shows the parents to coordinators in scope and to the sponsor', async () => {
    for (const actor of [superAdmin, admin, sponsorActor]) {
      const response = await actor.request(
        'GET',
        endpointPath(SPONSOR_ENDPOINTS.listParents, { id: ownSponsor.id }),
      );
      expect(response.statusCode).toBe(200);
      const { items } = sponsorParentListSchema.parse(response.json());
      expect(items.map((parent) => parent.relationship)).toEqual(['mother', 'father']);
      const details = sponsorDetailsSchema.parse(
        (
          await actor.request('GET', endpointPath(SPONSOR_ENDPOINTS.get, { id: ownSponsor.id }))
        ).json(),
      );
      expect(details.parents).toEqual(items);
    }
  });

  it('never shows them to other sponsors, admins out of scope or students', async () => {
    for (const actor of [otherSponsorActor, otherAdmin, studentActor]) {
      const response = await actor.request(
        'GET',
        endpointPath(SPONSOR_ENDPOINTS.listParents, { id: ownSponsor.id }),
      );
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Luz Marina');
    }
    // Nor through the student's view of sponsors.
    const cards = await studentActor.request('GET', SPONSOR_PATHS.mySponsors);
    expect(cards.body).not.toContain('luz.marina');
  });
});

describe('PATCH and DELETE /edrocks/api/sponsors/:id/parents/:parentId', () => {
  async function parentsOf(sponsorId: number) {
    const response = await superAdmin.request(
      'GET',
      endpointPath(SPONSOR_ENDPOINTS.listParents, { id: sponsorId }),
    );
    return sponsorParentListSchema.parse(response.json()).items;
  }

  it('changes only the fields sent, for the sponsor and coordinators', async () => {
    const [first] = await parentsOf(ownSponsor.id);
    if (!first) throw new Error('no parent');
    const response = await sponsorActor.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: first.id }),
      {
        phoneNumber: '+57 320 000 1111',
        address2: '',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Luz Marina',
      city: 'Medellín',
      phoneNumber: '+57 320 000 1111',
      address2: '',
    });
    const byAdmin = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: first.id }),
      {
        relationship: 'guardian',
      },
    );
    expect(byAdmin.json()).toMatchObject({ relationship: 'guardian' });
    const empty = await admin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: first.id }),
      {},
    );
    expect(empty.statusCode).toBe(200);
  });

  it('answers 404 for a parent of another sponsor, unknown ids, and callers without access', async () => {
    const [first] = await parentsOf(ownSponsor.id);
    if (!first) throw new Error('no parent');
    const otherParent = await addParent(otherSponsorActor, otherSponsor.id);
    expect(otherParent.statusCode).toBe(201);
    const otherParentId = sponsorParentSchema.parse(otherParent.json()).id;
    // The parent exists, but not under this sponsor.
    expect(
      (
        await sponsorActor.request(
          'PATCH',
          endpointPath(SPONSOR_ENDPOINTS.updateParent, {
            id: ownSponsor.id,
            parentId: otherParentId,
          }),
          {
            city: 'X',
          },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await sponsorActor.request(
          'DELETE',
          endpointPath(SPONSOR_ENDPOINTS.updateParent, {
            id: ownSponsor.id,
            parentId: otherParentId,
          }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await otherSponsorActor.request(
          'PATCH',
          endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: first.id }),
          {
            city: 'X',
          },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await superAdmin.request(
          'PATCH',
          endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: 999_999 }),
          { city: 'X' },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await studentActor.request(
          'DELETE',
          endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: first.id }),
        )
      ).statusCode,
    ).toBe(403);
    const bad = await superAdmin.request(
      'PATCH',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: first.id }),
      {
        relationship: 'cousin',
        firstName: '',
      },
    );
    expect(bad.statusCode).toBe(400);
    const [unchanged] = await parentsOf(ownSponsor.id);
    expect(unchanged?.firstName).toBe('Luz Marina');
  });

  it('removes a parent once', async () => {
    const parents = await parentsOf(ownSponsor.id);
    const last = parents[parents.length - 1];
    if (!last) throw new Error('no parent');
    const removed = await sponsorActor.request(
      'DELETE',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: last.id }),
    );
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const again = await sponsorActor.request(
      'DELETE',
      endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: ownSponsor.id, parentId: last.id }),
    );
    expect(again.statusCode).toBe(404);
    expect((await parentsOf(ownSponsor.id)).map((parent) => parent.id)).not.toContain(last.id);
  });
});
