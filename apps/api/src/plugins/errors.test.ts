// Bad requests of every kind get a 4xx with the shared error body and a translated message,
// never a 500; unexpected failures get 500 UNDEFINED_ERROR without internals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, defineAreaErrors, errorBodySchema } from '@portal/shared';
import { appError } from '../lib/errors';
import { openPostgres } from '../db/client';
import { toErrorBody } from './errors';
import { createTestContext, errorOf, type TestContext } from '../../test/helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const MEGABYTE = 1024 * 1024;

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: API.auth,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

function expectErrorBody(
  response: Awaited<ReturnType<typeof login>>,
  status: number,
  code: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = errorBodySchema.parse(response.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('invalid bodies', () => {
  it('reports missing fields as Required, in the client language', async () => {
    const english = expectErrorBody(await login({}), 400, 'VALIDATION_ERROR');
    expect(english.message).toBe('Some fields are not valid. Check them and try again.');
    expect(english.issues).toEqual([
      { path: 'username', message: 'Required' },
      { path: 'password', message: 'Required' },
    ]);
    const spanish = expectErrorBody(
      await login({}, { 'accept-language': 'es-CO' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(spanish.message).toBe('Algunos campos no son válidos. Revíselos e intente de nuevo.');
    expect(spanish.issues).toEqual([
      { path: 'username', message: 'Obligatorio' },
      { path: 'password', message: 'Obligatorio' },
    ]);
  });

  it('reports wrong types and an invalid e-mail', async () => {
    const body = expectErrorBody(
      await login({ username: 42, password: ['x'], mobile: 'yes' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.issues?.map((issue) => issue.path)).toEqual(['username', 'password', 'mobile']);
    const email = expectErrorBody(
      await login({ username: 'not-an-email', password: 'x' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(email.issues).toEqual([{ path: 'username', message: 'Invalid email' }]);
  });

  it('refuses a body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '12', 'null']) {
      expectErrorBody(await login(payload), 400, 'VALIDATION_ERROR');
    }
  });

  it('refuses malformed JSON and an empty JSON body with 400', async () => {
    const malformed = expectErrorBody(
      await login('{"username": "a@b.co", '),
      400,
      'VALIDATION_ERROR',
    );
    expect(malformed.issues).toEqual([{ path: '', message: 'This value is not valid' }]);
    expectErrorBody(await login(''), 400, 'VALIDATION_ERROR');
    expectErrorBody(
      await login('{"__proto__": {"admin": true}, "username": "a@b.co", "password": "x"}'),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('refuses a 1 MB string in a field with 4xx, never 500', async () => {
    const nearlyMegabyte = 'a'.repeat(MEGABYTE - 100);
    const inField = expectErrorBody(
      await login({ username: 'a@b.co', password: nearlyMegabyte }),
      400,
      'VALIDATION_ERROR',
    );
    expect(inField.issues).toEqual([{ path: 'password', message: 'Max 256 characters' }]);
    const emailField = expectErrorBody(
      await login({ username: `${nearlyMegabyte}@b.co`, password: 'x' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(emailField.issues?.[0]?.message).toBe('Max 254 characters');
    const overLimit = expectErrorBody(
      await login({ username: 'a@b.co', password: 'a'.repeat(MEGABYTE) }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(overLimit.message).toBe('What you sent is too large.');
    const refresh = await ctx.app.inject({
      method: 'GET',
      url: `${API.auth}?refresh=${'r'.repeat(600)}`,
    });
    expectErrorBody(refresh, 400, 'VALIDATION_ERROR');
  });

  it('refuses other content types with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: API.auth,
      headers: { 'content-type': 'text/plain' },
      payload: 'username=a@b.co&password=x',
    });
    const body = expectErrorBody(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(body.message).toBe('This kind of content is not accepted.');
  });

  it('drops unknown fields instead of failing', async () => {
    const user = await ctx.createUser();
    const response = await login({
      username: user.email,
      password: user.password,
      isAdmin: true,
      role: 'SUPER_ADMIN',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { role: string } }>().data.role).toBe('SPONSOR');
  });
});

describe('unknown routes', () => {
  it('answers JSON 404 ROUTE_NOT_FOUND under the API prefixes, in the client language', async () => {
    for (const [method, url] of [
      ['GET', '/edrocks/api/nothing-here'],
      ['GET', '/edrocks/public/nothing-here'],
      ['DELETE', API.auth],
      ['POST', '/some/page'],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url,
        headers: { 'accept-language': 'es-CO' },
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'ROUTE_NOT_FOUND',
        message: 'Esta dirección no existe.',
        messageKey: 'errors.routeNotFound',
      });
    }
  });
});

describe('unexpected failures', () => {
  it('answers 500 UNDEFINED_ERROR without leaking the cause', async () => {
    // The database going away mid-flight is the typical unexpected failure.
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    const original = ctx.database.db.select.bind(ctx.database.db);
    ctx.database.db.select = (() => {
      throw new Error('connection to 10.0.0.5 lost: secret details');
    }) as typeof ctx.database.db.select;
    try {
      const response = await ctx.app.inject({
        method: 'GET',
        url: API.me,
        headers: { authorization: `Bearer ${access}` },
      });
      const body = expectErrorBody(response, 500, 'UNDEFINED_ERROR');
      expect(body.message).toBe('Undefined error');
      expect(response.body).not.toContain('secret');
    } finally {
      ctx.database.db.select = original;
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE, translated, when the database cannot be reached', async () => {
    const user = await ctx.createUser();
    const { access } = await ctx.login(user.email);
    // What the query layer throws when the pool waits too long for a connection, and a real
    // refused connection (nothing listens on port 1).
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/none');
    const refused = await unreachable.ping().then(
      () => undefined,
      (error: unknown) => error,
    );
    await unreachable.close();
    expect(refused).toBeInstanceOf(Error);
    const poolTimeout = new Error('Failed query: select', {
      cause: new Error('timeout exceeded when trying to connect'),
    });
    const original = ctx.database.db.select.bind(ctx.database.db);
    try {
      for (const thrown of [refused, poolTimeout]) {
        ctx.database.db.select = (() => {
          throw thrown;
        }) as typeof ctx.database.db.select;
        const response = await ctx.app.inject({
          method: 'GET',
          url: API.me,
          headers: { authorization: `Bearer ${access}`, 'accept-language': 'es-CO' },
        });
        const body = expectErrorBody(response, 503, 'SERVICE_UNAVAILABLE');
        expect(body.messageKey).toBe('errors.serviceUnavailable');
        expect(response.body).not.toContain('127.0.0.1');
      }
    } finally {
      ctx.database.db.select = original;
    }
  });
});

describe("an area's own refusal (decision 041)", () => {
  const WIDGET_ERRORS = defineAreaErrors('widgets', {
    WIDGET_FULL: {
      status: 409,
      message: {
        'en-US': 'This widget already holds {{num}} parts.',
        'es-CO': 'Este widget ya tiene {{num}} partes.',
      },
    },
  });

  it('answers with its status and code, worded in the request language from its declaration', () => {
    const error = appError(WIDGET_ERRORS.WIDGET_FULL, { params: { num: 3 } });
    expect(error.status).toBe(409);
    expect(toErrorBody(error, 'es-CO,es;q=0.9')).toEqual({
      code: 'WIDGET_FULL',
      message: 'Este widget ya tiene 3 partes.',
      messageKey: 'widgets.errors.WIDGET_FULL',
      params: { num: 3 },
    });
    expect(toErrorBody(error, undefined).message).toBe('This widget already holds 3 parts.');
  });
});
