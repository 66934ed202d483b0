// The API tests' shared set-up: signed-in actors (one user per role, or any set of them), the
// reference data's ids, places (through the places module's own inserts, so they stay valid
// when that table changes) and admins' assignments. Each test file keeps only what is its own.
import { eq, inArray } from 'drizzle-orm';
import { PERIOD_PATHS, ROLES, type AuthResponse, type Role } from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { adminSchools, adminVillages, countries, states } from '../../src/db/schema/index';
import { insertRegistrationCode } from '../../src/modules/places/place-registration-codes.repo';
import { insertPlace } from '../../src/modules/places/places.repo';
import { bearer, type TestContext } from './test-app';

/** Ids of the reference data the tests use: two countries and two states of Colombia. */
export async function referenceIds(db: Database) {
  const countryRows = await db
    .select({ code: countries.code, id: countries.id })
    .from(countries)
    .where(inArray(countries.code, ['CO', 'US']));
  const stateRows = await db
    .select({ code: states.code, id: states.id })
    .from(states)
    .where(inArray(states.code, ['CO-ANT', 'CO-CUN']));
  const idOf = (code: string) => {
    const row = [...countryRows, ...stateRows].find((candidate) => candidate.code === code);
    if (!row) throw new Error(`reference data missing: ${code}`);
    return row.id;
  };
  return {
    colombia: idOf('CO'),
    usa: idOf('US'),
    antioquia: idOf('CO-ANT'),
    cundinamarca: idOf('CO-CUN'),
  };
}

export async function createPlace(
  db: Database,
  kind: 'school' | 'village',
  options: {
    name: string;
    enabled?: boolean;
    registrationEnabled?: boolean;
    code?: string;
    /** Colombia when not given. */
    countryId?: number;
    stateId?: number | null;
  },
): Promise<number> {
  const [colombia] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'CO'));
  if (!colombia) throw new Error('reference data missing');
  const place = await insertPlace(db, kind, {
    name: options.name,
    countryId: options.countryId ?? colombia.id,
    stateId: options.stateId ?? null,
    enabled: options.enabled ?? true,
    registrationEnabled: options.registrationEnabled ?? true,
  });
  if (options.code && !(await insertRegistrationCode(db, place, options.code)))
    throw new Error(`registration code ${options.code} already taken`);
  return place.id;
}

/** Assigns schools and villages to an admin (their scope). */
export async function assignAdmin(
  db: Database,
  userId: number,
  { schoolIds = [], villageIds = [] }: { schoolIds?: number[]; villageIds?: number[] },
) {
  if (schoolIds.length > 0)
    await db.insert(adminSchools).values(schoolIds.map((schoolId) => ({ userId, schoolId })));
  if (villageIds.length > 0)
    await db.insert(adminVillages).values(villageIds.map((villageId) => ({ userId, villageId })));
}

/** A signed-in user of the role, with a helper to call the API as them. */
export interface Actor {
  id: number;
  email: string;
  role: Role;
  session: AuthResponse;
  /** The access token (session.access). */
  token: string;
  request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export async function createActor(
  ctx: TestContext,
  role: Role,
  user: Omit<Parameters<TestContext['createUser']>[0] & object, 'role'> = {},
): Promise<Actor> {
  const created = await ctx.createUser({ ...user, role });
  const session = await ctx.login(created.email);
  return {
    id: created.id,
    email: created.email,
    role,
    session,
    token: session.access,
    request: (method, url, payload, headers = {}) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(session.access), ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}

/** Every role, each its own actor name: `createActors(ctx, EVERY_ROLE)`. */
export const EVERY_ROLE = Object.fromEntries(ROLES.map((role) => [role, role])) as {
  [R in Role]: R;
};

/**
 * Signs in one new user per actor name, with the role given (`{ ADMIN_OF_SCHOOL: 'ADMIN' }`);
 * `user` names them when a test reads names back.
 */
export async function createActors<const Names extends string>(
  ctx: TestContext,
  roles: Record<Names, Role>,
  user: (
    name: Names,
  ) => Omit<Parameters<TestContext['createUser']>[0] & object, 'role'> = () => ({}),
): Promise<Record<Names, Actor>> {
  const actors = {} as Record<Names, Actor>;
  for (const name of Object.keys(roles) as Names[]) {
    actors[name] = await createActor(ctx, roles[name], user(name));
  }
  return actors;
}

/** The access token of each actor, for tests written against tokens. */
export function tokensOf<Names extends string>(
  actors: Record<Names, Actor>,
): Record<Names, string> {
  return Object.fromEntries(
    Object.entries<Actor>(actors).map(([name, actor]) => [name, actor.token]),
  ) as Record<Names, string>;
}

/** The user id of each actor. */
export function idsOf<Names extends string>(actors: Record<Names, Actor>): Record<Names, number> {
  return Object.fromEntries(
    Object.entries<Actor>(actors).map(([name, actor]) => [name, actor.id]),
  ) as Record<Names, number>;
}

/** The paging fields of a page with no page before or after it, whose total is exact. */
export const NO_CURSORS = { totalKind: 'exact', next: null, previous: null } as const;

/**
 * Activates a year as the super admin who confirmed that the available year's sponsorships end
 * (recommit not run): the second confirmation names their count, read from the first refusal.
 */
export async function activateEndingSponsorships(superAdmin: Actor, id: number) {
  const path = PERIOD_PATHS.periodActivate.replace(':id', String(id));
  const first = await superAdmin.request('POST', path);
  if (first.statusCode !== 409 || first.json<{ code: string }>().code !== 'RECOMMIT_NOT_RUN') {
    return first;
  }
  const { count } = first.json<{ params: { count: number } }>().params;
  return superAdmin.request('POST', path, { endingSponsorships: count });
}
