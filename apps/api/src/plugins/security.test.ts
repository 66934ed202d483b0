// Every answer of the API carries the security headers: JSON, errors and unknown paths alike.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { createTestContext, type TestContext } from '../../test/helpers/test-app';
import { headersSetBy, inlineScriptSources } from './security';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('security headers', () => {
  it('are on a success, a refused request and an unknown path', async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: 'GET', url: API.health }),
      ctx.app.inject({ method: 'GET', url: API.me }),
      ctx.app.inject({ method: 'GET', url: '/edrocks/api/no-such-thing/' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    for (const { headers } of answers) {
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('headersSetBy', () => {
  it('collects what helmet leaves on a real response', () => {
    const setHeaders = helmet({ strictTransportSecurity: { maxAge: 60 } });
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader('X-Powered-By', 'something');
    setHeaders(response.req, response, () => undefined);
    const expected = Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    expect(headersSetBy(setHeaders)).toEqual(expected);
    expect(expected['strict-transport-security']).toBe('max-age=60; includeSubDomains');
  });

  it('refuses a middleware that finishes later or fails', () => {
    expect(() => headersSetBy((_request, _response, next) => setTimeout(next, 1))).toThrow(
      /not set synchronously/,
    );
    expect(() =>
      headersSetBy((_request, _response, next) => next(new Error('bad directive'))),
    ).toThrow('bad directive');
  });
});

describe('inline scripts of a page', () => {
  it('are named by their SHA-256; scripts with a src and empty ones are not', () => {
    const html = [
      '<script>document.documentElement.dataset.x="1"</script>',
      '<script type="module" src="/assets/a.js"></script>',
      '<script async src="/assets/b.js">ignored</script>',
      '<SCRIPT></SCRIPT>',
    ].join('\n');
    // Worked out with openssl dgst -sha256 -binary | base64.
    expect(inlineScriptSources(html)).toEqual([
      "'sha256-MvTMrx4O85v36uQx+nLrLhFLEXaXC6ekJ2+YCnp+qpg='",
    ]);
    expect(inlineScriptSources('<html><body>no scripts</body></html>')).toEqual([]);
  });
});
