// /edrocks/api/help: every signed-in role reads the topics written for it, in its language, its
// role guide first; a search ignores accents and case; a topic of another role, or none, is 404;
// a deployment's DATA_DIR/help replaces and adds topics; a topic missing in the language asked
// for comes in the other one, marked.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HELP_PATHS,
  helpIndexSchema,
  helpTopicSchema,
  ROLES,
  type Language,
  type Role,
} from '@portal/shared';
import {
  bearer,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let overrideRoot: string;
const tokens = {} as Record<Role, string>;

const GUIDES: Record<Role, string> = {
  SUPER_ADMIN: 'guide-super-admin',
  GLOBAL_ADMIN: 'guide-global-admin',
  ADMIN: 'guide-admin',
  SPONSOR: 'guide-sponsor',
  STUDENT: 'guide-student',
};

async function writeTopic(language: Language, id: string, text: string) {
  await mkdir(path.join(overrideRoot, 'help', language), { recursive: true });
  await writeFile(path.join(overrideRoot, 'help', language, `${id}.md`), text);
}

beforeAll(async () => {
  overrideRoot = await mkdtemp(path.join(os.tmpdir(), 'portal-help-'));
  await writeTopic(
    'en-US',
    'contact',
    '---\ntitle: Call Maria\nkind: contact\nroles: all\nsummary: Our coordinator.\n---\nWrite to **maria@example.org**.\n\n<script>alert(1)</script> [bad](javascript:alert(1)) [good](https://example.org)\n',
  );
  await writeTopic(
    'es-CO',
    'bus-routes',
    '---\ntitle: Rutas del bus\nkind: screen\nroles: SPONSOR\nkeywords: transporte\nsummary: Cómo llegar a las reuniones.\n---\nEl bus sale a las 7.\n',
  );
  // A broken file in the override folder is left out; the rest keeps working.
  await writeTopic('en-US', 'broken', 'no front matter here');
  ctx = await createTestContext({ env: { DATA_DIR: overrideRoot } });
  for (const role of ROLES) {
    const user = await ctx.createUser({ role });
    tokens[role] = (await ctx.login(user.email)).access;
  }
});
afterAll(async () => {
  await ctx.close();
  await rm(overrideRoot, { recursive: true, force: true });
});

function get(url: string, role: Role, language: Language = 'en-US') {
  return ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[role]), 'accept-language': language },
  });
}

const topicUrl = (id: string) => HELP_PATHS.topic.replace(':topic', id);

describe('GET /edrocks/api/help', () => {
  it.each(ROLES)('answers the %s its guide first and only its topics', async (role) => {
    const response = await get(HELP_PATHS.help, role);
    expect(response.statusCode).toBe(200);
    const index = helpIndexSchema.parse(response.json());
    expect(index.guideId).toBe(GUIDES[role]);
    expect(index.topics[0]?.id).toBe(GUIDES[role]);
    const ids = index.topics.map((topic) => topic.id);
    expect(ids.filter((id) => id.startsWith('guide-'))).toEqual([GUIDES[role]]);
    expect(ids).toEqual(expect.arrayContaining(['letters', 'faq', 'contact', 'profile']));
    expect(ids.includes('users')).toBe(role === 'SUPER_ADMIN' || role === 'GLOBAL_ADMIN');
    expect(ids.includes('document-status')).toBe(!['SPONSOR', 'STUDENT'].includes(role));
    expect(ids.includes('broken')).toBe(false);
    expect(index.results).toBeNull();
  });

  it('answers in the language asked for', async () => {
    const index = helpIndexSchema.parse((await get(HELP_PATHS.help, 'SPONSOR', 'es-CO')).json());
    expect(index.language).toBe('es-CO');
    expect(index.topics.find((topic) => topic.id === 'letters')?.title).toBe('Cartas');
  });

  it('finds words whatever their accents and case, questions of the FAQ one by one', async () => {
    const byPlain = helpIndexSchema.parse(
      (await get(`${HELP_PATHS.help}?q=PROMOCION%20estudiantes`, 'SUPER_ADMIN', 'es-CO')).json(),
    );
    expect(byPlain.results?.map((result) => result.topicId)).toContain('years');
    const faq = helpIndexSchema.parse(
      (await get(`${HELP_PATHS.help}?q=contrase%C3%B1a%20olvid%C3%A9`, 'STUDENT', 'es-CO')).json(),
    );
    expect(faq.results?.[0]).toMatchObject({
      topicId: 'faq',
      question: 'Olvidé mi contraseña. ¿Qué hago?',
    });
    const none = helpIndexSchema.parse(
      (await get(`${HELP_PATHS.help}?q=zzzyyyxxx`, 'STUDENT')).json(),
    );
    expect(none.results).toEqual([]);
  });

  it('searches only the topics of the caller', async () => {
    const index = helpIndexSchema.parse(
      (await get(`${HELP_PATHS.help}?q=import%20template`, 'SPONSOR')).json(),
    );
    expect(index.results?.map((result) => result.topicId)).not.toContain('tools');
  });

  it('refuses a search too long or empty with 400', async () => {
    for (const q of ['x'.repeat(101), '']) {
      const response = await get(`${HELP_PATHS.help}?q=${q}`, 'SPONSOR');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('answers 401 without a token', async () => {
    for (const url of [HELP_PATHS.help, topicUrl('faq')]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('GET /edrocks/api/help/:topic', () => {
  it('answers a topic as HTML in the language asked for', async () => {
    const response = await get(topicUrl('letters'), 'STUDENT', 'es-CO');
    expect(response.statusCode).toBe(200);
    const topic = helpTopicSchema.parse(response.json());
    expect(topic).toMatchObject({ id: 'letters', language: 'es-CO', isFallback: false });
    expect(topic.html).toContain('<h3>');
    expect(topic.screens).toContain('/edrocks/letters');
  });

  it('answers 404 for an unknown topic and for a topic of other roles', async () => {
    for (const [id, role] of [
      ['no-such-topic', 'SUPER_ADMIN'],
      ['users', 'SPONSOR'],
      ['guide-super-admin', 'ADMIN'],
    ] as const) {
      const response = await get(topicUrl(id), role, 'es-CO');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'HELP_TOPIC_NOT_FOUND',
        message: 'Este tema de ayuda no existe. Abra Ayuda para ver los temas que le corresponden.',
      });
    }
  });

  it('refuses a malformed topic id with 400', async () => {
    for (const id of ['Letters', '..%2Fsecret', 'a_b']) {
      expect((await get(topicUrl(id), 'SPONSOR')).statusCode).toBe(400);
    }
  });

  it('takes the override folder first, rendered safely', async () => {
    const topic = helpTopicSchema.parse((await get(topicUrl('contact'), 'SPONSOR')).json());
    expect(topic.title).toBe('Call Maria');
    expect(topic.html).toContain('<a href="mailto:maria@example.org">maria@example.org</a>');
    expect(topic.html).not.toContain('<script>');
    expect(topic.html).toContain('&lt;script&gt;');
    expect(topic.html).not.toContain('href="javascript:');
    expect(topic.html).toContain('href="https://example.org"');
    // The other language keeps the shipped text.
    const spanish = helpTopicSchema.parse(
      (await get(topicUrl('contact'), 'SPONSOR', 'es-CO')).json(),
    );
    expect(spanish.title).toBe('Contactar a los coordinadores del programa');
  });

  it('falls back to the other language when the topic is not written in the asked one', async () => {
    const topic = helpTopicSchema.parse((await get(topicUrl('bus-routes'), 'SPONSOR')).json());
    expect(topic).toMatchObject({ language: 'es-CO', isFallback: true, title: 'Rutas del bus' });
    const index = helpIndexSchema.parse((await get(HELP_PATHS.help, 'SPONSOR')).json());
    expect(index.topics.map((entry) => entry.id)).toContain('bus-routes');
    expect((await get(topicUrl('bus-routes'), 'STUDENT')).statusCode).toBe(404);
  });
});
