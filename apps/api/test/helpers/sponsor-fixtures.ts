// Test data for the sponsors and sign-up tests: places (through the places module's own
// inserts, so they stay valid when that table changes), admin assignments, sponsors and users.
import { eq } from 'drizzle-orm';
import type { AuthResponse, Role } from '@portal/shared';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { adminSchools, countries } from '../../src/db/schema/index';
import { insertPlace, insertRegistrationCode } from '../../src/modules/places/places.repo';
import { bearer, type TestContext } from './test-app';

export async function createPlace(
  db: Database,
  kind: 'school' | 'village',
  options: { name: string; enabled?: boolean; registrationEnabled?: boolean; code?: string },
): Promise<number> {
  const [colombia] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, 'CO'));
  if (!colombia) throw new Error('reference data missing');
  const id = await insertPlace(db, kind, {
    name: options.name,
    countryId: colombia.id,
    stateId: null,
    enabled: options.enabled ?? true,
    registrationEnabled: options.registrationEnabled ?? true,
  });
  if (options.code && !(await insertRegistrationCode(db, kind, id, options.code)))
    throw new Error(`registration code ${options.code} already taken`);
  return id;
}

export async function assignAdminSchools(db: Database, userId: number, schoolIds: number[]) {
  await db.insert(adminSchools).values(schoolIds.map((schoolId) => ({ userId, schoolId })));
}

/** A signed-in user of the role, with a helper to call the API as them. */
export interface Actor {
  id: number;
  email: string;
  role: Role;
  session: AuthResponse;
  request(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export async function createActor(ctx: TestContext, role: Role): Promise<Actor> {
  const user = await ctx.createUser({ role });
  const session = await ctx.login(user.email);
  return {
    id: user.id,
    email: user.email,
    role,
    session,
    request: (method, url, payload, headers = {}) =>
      ctx.app.inject({
        method,
        url,
        headers: { ...bearer(session.access), ...headers },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      }),
  };
}
