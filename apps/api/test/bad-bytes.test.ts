// Bad bytes in every string the API reads: NUL (PostgreSQL cannot store it), invalid UTF-8 and
// lone surrogates, in every path parameter, query parameter and JSON body field of every
// documented route, as a super admin and anonymously. No answer may be a 5xx, and the process
// must still answer afterwards. The routes come from the OpenAPI description, so a new route is
// swept without touching this file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, PLACE_PATHS, SPONSOR_PATHS, STUDENT_PATHS, USER_PATHS } from '@portal/shared';
import { bearer, createTestContext, errorOf, type TestContext } from './helpers/test-app';

let ctx: TestContext;
let superAdminToken = '';
let studentToken = '';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Percent-encoded bad values for URLs: NUL, a byte that is not UTF-8, an encoded surrogate. */
const BAD_URL_VALUES = ['%00', 'a%00b', '%FF', '%C3', '%ED%A0%80'];
/** Bad JSON bodies for one string field (raw JSON text, so lone surrogates survive). */
const BAD_JSON_STRINGS = ['"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udc00x"'];

function documentedOperations() {
  const paths = (ctx.app.swagger() as { paths?: Record<string, Record<string, Operation>> }).paths;
  const operations: Array<{ method: string; path: string; operation: Operation }> = [];
  for (const [path, item] of Object.entries(paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      operations.push({ method: method.toUpperCase(), path, operation });
    }
  }
  return operations;
}

function fillPath(path: string, bad?: { name: string; value: string }): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => (bad?.name === name ? bad.value : '1'));
}

function bodyFields(operation: Operation): string[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  const fields = Object.keys(schema?.properties ?? {});
  // Also a field the schema does not know: unknown fields are read by the parser too.
  return [...fields, 'unknownField'];
}

const asAdmin = () => bearer(superAdminToken);

async function expectAlive() {
  const response = await ctx.app.inject({ method: 'GET', url: API.health });
  expect(response.statusCode).toBe(200);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const superAdmin = await ctx.createUser({ role: 'SUPER_ADMIN' });
  superAdminToken = (await ctx.login(superAdmin.email)).access;
  const student = await ctx.createUser({ role: 'STUDENT' });
  studentToken = (await ctx.login(student.email)).access;
});
afterAll(() => ctx.close());

describe('bad bytes', () => {
  it('answers a NUL in an export search with 400, as a student too, in both formats', async () => {
    const exports = [
      STUDENT_PATHS.studentsExport,
      SPONSOR_PATHS.sponsorsExport,
      PLACE_PATHS.schoolsExport,
      PLACE_PATHS.villagesExport,
      USER_PATHS.usersExport,
      USER_PATHS.adminsExport,
    ];
    for (const url of exports) {
      for (const format of ['csv', 'xlsx']) {
        for (const token of [superAdminToken, studentToken]) {
          const response = await ctx.app.inject({
            method: 'GET',
            url: `${url}?format=${format}&q=%00`,
            headers: { ...bearer(token), 'accept-language': 'es-CO' },
          });
          // The student is refused (403) or the input is (400): never a 5xx, never a dropped answer.
          expect([400, 403]).toContain(response.statusCode);
          if (token === superAdminToken) {
            expect(response.statusCode).toBe(400);
            expect(errorOf(response).issues).toEqual([
              {
                path: 'query.q',
                message: 'Este texto contiene caracteres que no se pueden guardar',
              },
            ]);
          }
        }
      }
      await expectAlive();
    }
  });

  it('refuses invalid UTF-8 in a JSON body instead of replacing it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: PLACE_PATHS.schools,
      headers: { ...asAdmin(), 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"name":"Colegio '),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('","countryId":1}'),
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).issues?.[0]?.message).toBe(
      'This text contains characters that cannot be saved',
    );
  });

  it('never answers 5xx for bad bytes in any string of any documented route', async () => {
    const operations = documentedOperations();
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const record = (label: string, status: number) => {
      if (status >= 500) failures.push(`${label}: ${status}`);
    };
    for (const { method, path, operation } of operations) {
      for (const headers of [asAdmin(), {}]) {
        const who = 'authorization' in headers ? 'admin' : 'anonymous';
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const queryParams = (operation.parameters ?? []).filter((p) => p.in === 'query');
        for (const value of BAD_URL_VALUES) {
          for (const param of pathParams) {
            const url = fillPath(path, { name: param.name, value });
            const response = await ctx.app.inject({ method: method as 'GET', url, headers });
            record(`${who} ${method} ${url}`, response.statusCode);
          }
          for (const param of [...queryParams, { name: 'unknownParam' }]) {
            const url = `${fillPath(path)}?${param.name}=${value}`;
            const response = await ctx.app.inject({ method: method as 'GET', url, headers });
            record(`${who} ${method} ${url}`, response.statusCode);
          }
        }
        if (['POST', 'PUT', 'PATCH'].includes(method)) {
          for (const field of bodyFields(operation)) {
            for (const bad of BAD_JSON_STRINGS) {
              const response = await ctx.app.inject({
                method: method as 'POST',
                url: fillPath(path),
                headers: { ...headers, 'content-type': 'application/json' },
                payload: `{"${field}":${bad}}`,
              });
              record(`${who} ${method} ${path} body.${field}=${bad}`, response.statusCode);
            }
          }
        }
      }
      await expectAlive();
    }
    expect(failures).toEqual([]);
  });
});
