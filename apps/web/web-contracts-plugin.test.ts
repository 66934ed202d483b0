import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import { rolldown } from 'rolldown';
import { parseAst } from 'rolldown/parseAst';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpointsForTheWeb, markInitializersPure, webContracts } from './web-contracts-plugin';

type Program = Parameters<typeof endpointsForTheWeb>[1];

function rewrite(source: string) {
  const program = parseAst(source) as unknown as Program;
  const code = new MagicString(source);
  endpointsForTheWeb(source, program, 'area.ts', code);
  markInitializersPure(program, code);
  return code.toString();
}

describe("the shared package in the web's build", () => {
  it('keeps of an endpoint the method, the path and the upload and download marks', () => {
    const out = rewrite(`export const E = {
      list: defineEndpoint({ method: 'GET', path: '/a', access: x, query: q, responses: { 200: r }, errors: [400] }),
      upload: defineEndpoint({ method: 'PUT', path: '/a/:id', body: b, upload: true, responses: {} }),
    };`);
    expect(out).toContain(`list: defineEndpoint({ method: 'GET', path: '/a' })`);
    expect(out).toContain(
      `upload: defineEndpoint({ method: 'PUT', path: '/a/:id', upload: true })`,
    );
    expect(out).not.toMatch(/access|query|responses|body|errors/);
  });

  it('refuses an endpoint it cannot read field by field', () => {
    const source = `export const E = { list: defineEndpoint({ ...base, path: '/a' }) };`;
    expect(() => rewrite(source)).toThrow(/cannot be read/);
  });

  it('marks what a top-level constant builds as pure, and leaves names, literals and functions', () => {
    const out = rewrite(
      `const a = z.string().min(1);\nexport const b = 3;\nexport const c = a;\nexport function d() { return z.string(); }\nexport const e = () => z.number();`,
    );
    expect(out).toContain('const a = /* @__PURE__ */ (() => (z.string().min(1)))();');
    expect(out).toContain('export const b = 3;');
    expect(out).toContain('export const c = a;');
    expect(out).toContain('export function d() { return z.string(); }');
    expect(out).toContain('export const e = () => z.number();');
  });
});

describe('a screen that only calls an endpoint, bundled', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'web-contracts-'));
    const shared = path.join(dir, 'shared');
    await mkdir(shared);
    await writeFile(
      path.join(shared, 'area.js'),
      `import { z } from 'zod';
export const defineEndpoint = (endpoint) => endpoint;
export const bodySchema = z.object({ name: z.string().trim().min(1) });
export const AREA_ENDPOINTS = {
  create: defineEndpoint({ method: 'POST', path: '/area', body: bodySchema, responses: { 201: bodySchema } }),
};`,
    );
    await writeFile(
      path.join(dir, 'screen.js'),
      `import { AREA_ENDPOINTS } from './shared/area.js';\nexport const call = () => [AREA_ENDPOINTS.create.method, AREA_ENDPOINTS.create.path];`,
    );
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function bundle(withRewrite: boolean): Promise<string> {
    const build = await rolldown({
      input: path.join(dir, 'screen.js'),
      // The files sit in a temporary folder: zod is found from here.
      resolve: { alias: { zod: fileURLToPath(import.meta.resolve('zod')) } },
      plugins: withRewrite ? [webContracts(path.join(dir, 'shared') + path.sep)] : [],
      // As vite.config.ts: the shared package is side-effect free, the libraries say for themselves.
      treeshake: {
        moduleSideEffects: (id: string) =>
          id.startsWith(path.join(dir, 'shared')) ? false : undefined,
      },
      logLevel: 'silent',
    });
    const { output } = await build.generate({ format: 'es' });
    await build.close();
    return output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
  }

  it('leaves the schemas and zod out, which it holds without the rewrite', async () => {
    const zodMarker = '$ZodType';
    expect(await bundle(false)).toContain(zodMarker);
    const rewritten = await bundle(true);
    expect(rewritten).not.toContain(zodMarker);
    expect(rewritten).toContain('/area');
  });
});
