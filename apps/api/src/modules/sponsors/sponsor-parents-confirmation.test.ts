// A minor's parent contacts (decision 030): one the sponsor adds or re-identifies (e-mail, name)
// waits for a coordinator of their school; one a coordinator adds or edits is confirmed at once;
// only coordinators in scope confirm, naming the version they read; a parent's e-mail is never
// the sponsor's own mailbox, however it is written; concurrent changes never leave a contact
// confirmed with an e-mail nobody confirmed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SPONSOR_ENDPOINTS,
  endpointPath,
  sponsorDetailsSchema,
  sponsorParentSchema,
  type SponsorDetails,
  type SponsorParent,
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
let actors: Record<
  | 'SUPER_ADMIN'
  | 'GLOBAL_ADMIN'
  | 'ADMIN'
  | 'OTHER_ADMIN'
  | 'SPONSOR'
  | 'OTHER_SPONSOR'
  | 'STUDENT',
  Actor
>;
let minor: SponsorDetails;
let otherSponsor: SponsorDetails;
let counter = 0;

const parentsUrl = (sponsorId: number) =>
  endpointPath(SPONSOR_ENDPOINTS.listParents, { id: sponsorId });
const parentUrl = (sponsorId: number, parentId: number) =>
  endpointPath(SPONSOR_ENDPOINTS.updateParent, { id: sponsorId, parentId });
const confirmUrl = (sponsorId: number, parentId: number) =>
  endpointPath(SPONSOR_ENDPOINTS.confirmParent, { id: sponsorId, parentId });

function newParent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Rosa',
    lastName: `Ortiz ${counter}`,
    email: `rosa.ortiz.${counter}@example.org`,
    relationship: 'mother',
    language: 'es-CO',
    ...overrides,
  };
}

async function add(actor: Actor, sponsorId = minor.id, body = newParent()): Promise<SponsorParent> {
  const response = await actor.request('POST', parentsUrl(sponsorId), body);
  expect(response.statusCode, response.body).toBe(201);
  return sponsorParentSchema.parse(response.json());
}

async function edit(actor: Actor, parent: SponsorParent, changes: Record<string, unknown>) {
  const response = await actor.request('PATCH', parentUrl(parent.sponsorId, parent.id), changes);
  expect(response.statusCode, response.body).toBe(200);
  return sponsorParentSchema.parse(response.json());
}

function confirm(actor: Actor, parent: SponsorParent, updatedAt = parent.updatedAt) {
  return actor.request('POST', confirmUrl(parent.sponsorId, parent.id), { updatedAt });
}

/** A sponsor lists at most four parents: each test starts from none. */
async function clearParents() {
  await ctx.database.db.execute(sql`delete from sponsor_parents`);
}

async function stored(parentId: number) {
  const [row] = await queryRows<{ email: string; confirmed_by: number | null; confirmed: boolean }>(
    ctx.database,
    sql`select email, confirmed_by, confirmed_at is not null as confirmed from sponsor_parents where id = ${parentId}`,
  );
  return row;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const school = await createPlace(db, 'school', { name: 'Colegio Consentimiento' });
  const otherSchool = await createPlace(db, 'school', { name: 'Colegio Vecino' });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN'),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN'),
    ADMIN: await createActor(ctx, 'ADMIN'),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN'),
    SPONSOR: await createActor(ctx, 'SPONSOR', { email: 'sofi.nunez@gmail.com' }),
    OTHER_SPONSOR: await createActor(ctx, 'SPONSOR'),
    STUDENT: await createActor(ctx, 'STUDENT'),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [school] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [otherSchool] });
  const create = async (payload: Record<string, unknown>) => {
    const response = await actors.SUPER_ADMIN.request('POST', SPONSOR_PATHS.sponsors, payload);
    expect(response.statusCode, response.body).toBe(201);
    return sponsorDetailsSchema.parse(response.json());
  };
  // The record's e-mail is the school's; the account's is a Gmail address.
  minor = await create({
    firstName: 'Sofía',
    lastName: 'Núñez',
    email: 'sofia.nunez@colegio.edu.co',
    schoolId: school,
    userId: actors.SPONSOR.id,
    birthdate: '2010-08-15',
  });
  otherSponsor = await create({
    firstName: 'Tomás',
    lastName: 'Vega',
    email: 'tomas.vega@example.org',
    schoolId: otherSchool,
    userId: actors.OTHER_SPONSOR.id,
  });
});
afterAll(() => ctx.close());
beforeEach(clearParents);

describe('who confirms a parent contact', () => {
  it("waits for a coordinator when the sponsor adds it; a coordinator's is confirmed at once", async () => {
    const own = await add(actors.SPONSOR);
    expect(own).toMatchObject({ isConfirmed: false, confirmedAt: null });
    const byAdmin = await add(actors.ADMIN);
    expect(byAdmin.isConfirmed).toBe(true);
    expect((await stored(byAdmin.id))?.confirmed_by).toBe(actors.ADMIN.id);
    // The sponsor's own profile says which one waits.
    const me = sponsorDetailsSchema.parse(
      (await actors.SPONSOR.request('GET', SPONSOR_PATHS.sponsorsMe)).json(),
    );
    expect(me.parents.find((parent) => parent.id === own.id)?.isConfirmed).toBe(false);
  });

  it('lets coordinators in scope confirm, and never a sponsor, another admin or a student', async () => {
    const parent = await add(actors.SPONSOR);
    const refusals: Array<[Actor, number]> = [
      [actors.SPONSOR, 403],
      [actors.OTHER_SPONSOR, 403],
      [actors.STUDENT, 403],
      [actors.OTHER_ADMIN, 404],
    ];
    for (const [actor, status] of refusals) {
      const response = await confirm(actor, parent);
      expect([actor.role, response.statusCode]).toEqual([actor.role, status]);
    }
    expect((await stored(parent.id))?.confirmed).toBe(false);
    for (const actor of [actors.ADMIN, actors.GLOBAL_ADMIN, actors.SUPER_ADMIN]) {
      await clearParents();
      const next = await add(actors.SPONSOR);
      const response = await confirm(actor, next);
      expect(response.statusCode, response.body).toBe(200);
      expect(sponsorParentSchema.parse(response.json())).toMatchObject({ isConfirmed: true });
      expect((await stored(next.id))?.confirmed_by).toBe(actor.id);
    }
  });

  it('refuses a confirmation of a contact changed since it was read (409), and bad input', async () => {
    const parent = await add(actors.SPONSOR);
    const changed = await edit(actors.SPONSOR, parent, { email: 'otra.persona@example.org' });
    const stale = await confirm(actors.ADMIN, parent, parent.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      code: 'PARENT_CONTACT_CHANGED',
      message: 'This contact changed since you opened it. Read it again before you confirm it.',
    });
    expect((await stored(parent.id))?.confirmed).toBe(false);
    expect((await confirm(actors.ADMIN, changed)).statusCode).toBe(200);
    for (const body of [{}, { updatedAt: 'yesterday' }, { updatedAt: 42 }, { updatedAt: null }]) {
      const response = await actors.ADMIN.request('POST', confirmUrl(minor.id, parent.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    const foreign = await add(actors.OTHER_SPONSOR, otherSponsor.id);
    const unknown = [
      confirmUrl(minor.id, 2147483000),
      confirmUrl(minor.id, foreign.id),
      confirmUrl(2147483000, parent.id),
    ];
    for (const url of unknown) {
      const response = await actors.SUPER_ADMIN.request('POST', url, {
        updatedAt: parent.updatedAt,
      });
      expect(response.statusCode, url).toBe(404);
    }
    const badId = await actors.SUPER_ADMIN.request(
      'POST',
      `${SPONSOR_PATHS.sponsors}/x/parents/1/confirm`,
      {
        updatedAt: parent.updatedAt,
      },
    );
    expect(badId.statusCode).toBe(400);
  });
});

describe("the sponsor's own changes", () => {
  it('keep the confirmation for contact details, lose it for a new e-mail or name', async () => {
    let parent = await add(actors.ADMIN);
    parent = await edit(actors.SPONSOR, parent, { phoneNumber: '+57 300 000 0000', city: 'Cali' });
    expect(parent.isConfirmed).toBe(true);
    parent = await edit(actors.SPONSOR, parent, { email: parent.email.toUpperCase() });
    expect(parent.isConfirmed).toBe(true);
    parent = await edit(actors.SPONSOR, parent, { email: 'new.mailbox@example.org' });
    expect(parent.isConfirmed).toBe(false);
    parent = await edit(actors.ADMIN, parent, { city: 'Medellín' });
    expect(parent.isConfirmed).toBe(true);
    parent = await edit(actors.SPONSOR, parent, { lastName: 'Otra' });
    expect(parent.isConfirmed).toBe(false);
    parent = await edit(actors.ADMIN, parent, {});
    expect(parent.isConfirmed).toBe(false);
  });

  it("refuse the sponsor's own mailboxes as a parent's e-mail, however written, for anyone", async () => {
    const ownMailboxes = [
      'sofia.nunez@colegio.edu.co',
      'SOFIA.NUNEZ+mama@colegio.edu.co',
      'sofinunez@gmail.com',
      's.o.f.i.nunez+1@googlemail.com',
    ];
    const before = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sponsor_parents where sponsor_id = ${minor.id}`,
    );
    for (const email of ownMailboxes) {
      for (const actor of [actors.SPONSOR, actors.ADMIN]) {
        const response = await actor.request('POST', parentsUrl(minor.id), newParent({ email }));
        expect([email, response.statusCode]).toEqual([email, 400]);
        expect(errorOf(response).issues).toEqual([
          {
            path: 'email',
            message: "Enter the parent's or guardian's own e-mail, not the sponsor's",
          },
        ]);
      }
    }
    const after = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from sponsor_parents where sponsor_id = ${minor.id}`,
    );
    expect(after).toEqual(before);
    const parent = await add(actors.SPONSOR);
    const change = await actors.SPONSOR.request('PATCH', parentUrl(minor.id, parent.id), {
      email: 'Sofi.Nunez@gmail.com',
    });
    expect(change.statusCode).toBe(400);
    expect((await stored(parent.id))?.email).toBe(parent.email);
  });
});

describe('at the same time', () => {
  it('never leaves a contact confirmed with an e-mail the coordinator did not read', async () => {
    for (let round = 0; round < 6; round += 1) {
      await clearParents();
      const parent = await add(actors.SPONSOR);
      const email = `changed.${round}.${counter}@example.org`;
      const [change, confirmation] = await Promise.all([
        actors.SPONSOR.request('PATCH', parentUrl(minor.id, parent.id), { email }),
        confirm(actors.ADMIN, parent),
      ]);
      expect(change.statusCode).toBe(200);
      expect([200, 409]).toContain(confirmation.statusCode);
      const row = await stored(parent.id);
      expect(row).toMatchObject({ email, confirmed: false });
    }
  });

  it('confirms once under simultaneous confirmations: the first confirmer is kept', async () => {
    const parent = await add(actors.SPONSOR);
    const responses = await Promise.all([
      confirm(actors.ADMIN, parent),
      confirm(actors.GLOBAL_ADMIN, parent),
      confirm(actors.SUPER_ADMIN, parent),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const confirmedAt = new Set(
      responses.map((response) => sponsorParentSchema.parse(response.json()).confirmedAt),
    );
    expect(confirmedAt.size).toBe(1);
    expect([actors.ADMIN.id, actors.GLOBAL_ADMIN.id, actors.SUPER_ADMIN.id]).toContain(
      (await stored(parent.id))?.confirmed_by,
    );
  });
});
