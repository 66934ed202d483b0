// Deny by default, checked against the permission table: every route under /edrocks/ declares
// its access, and for every route and every role the API answers 403 exactly when the shared
// table (packages/shared/src/roles.ts) refuses that role the route's area and mode. Anonymous
// callers get 401 on every route that is not public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canWrite, getAccess, ROLES, type Role } from '@portal/shared';
import type { DeclaredRoute } from '../src/lib/endpoint-route';
import { bearer, createTestContext, type TestContext } from './helpers/test-app';

let ctx: TestContext;
const tokens = {} as Record<Role, string>;

/** An id no record has: a permitted role gets 404 (or 400), never 403. */
const UNKNOWN_ID = '2147483000';

function fillPath(url: string): string {
  return url.replace(/:[A-Za-z0-9_]+/g, UNKNOWN_ID);
}

function isAllowed(role: Role, access: Exclude<DeclaredRoute['access'], 'public'>): boolean {
  if (!getAccess(role, access.area)) return false;
  return access.mode === 'read' || canWrite(role, access.area);
}

function request(route: DeclaredRoute, headers: Record<string, string> = {}) {
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  return ctx.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url),
    headers,
    ...(hasBody ? { payload: {} } : {}),
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES) {
    const user = await ctx.createUser({ role });
    tokens[role] = (await ctx.login(user.email)).access;
  }
});
afterAll(() => ctx.close());

describe('declared access', () => {
  it('covers every documented route under /edrocks/', () => {
    const documented = Object.entries(ctx.app.swagger().paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const declared = ctx.app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(declared.length).toBeGreaterThan(0);
    expect(documented.filter((route) => route.includes(' /edrocks/')).sort()).toEqual(
      [...new Set(declared)].sort(),
    );
  });

  it('refuses a route that declares no access at start-up', async () => {
    const { default: Fastify } = await import('fastify');
    const { requireDeclaredAccess } = await import('../src/lib/endpoint-route');
    const app = Fastify();
    requireDeclaredAccess(app);
    await expect(
      app.register(async (child) => {
        child.get('/edrocks/api/forgotten', () => ({}));
      }),
    ).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('answers 401 without a token on every non-public route', async () => {
    for (const route of ctx.app.declaredRoutes) {
      if (route.access === 'public') continue;
      const response = await request(route);
      expect([route.method, route.url, response.statusCode]).toEqual([
        route.method,
        route.url,
        401,
      ]);
    }
  });

  it('answers 403 exactly when the permission table refuses the role', async () => {
    const mismatches: string[] = [];
    for (const route of ctx.app.declaredRoutes) {
      if (route.access === 'public') continue;
      for (const role of ROLES) {
        const response = await request(route, bearer(tokens[role]));
        const allowed = isAllowed(role, route.access);
        const refused = response.statusCode === 403;
        if (response.statusCode >= 500 || allowed === refused) {
          mismatches.push(`${role} ${route.method} ${route.url}: ${response.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
