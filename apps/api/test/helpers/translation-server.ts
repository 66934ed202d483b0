// A small HTTP server in the test process that speaks LibreTranslate's API (POST /translate), so
// the letters' machine translation goes through a real socket and the real client. It
// "translates" by a short phrasebook and marks the rest with the target language, which is
// enough to tell a translation from its original; it can also fail on demand.
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TranslationRequest {
  q: string | string[];
  source: string;
  target: string;
  format?: string;
  api_key?: string;
}

export interface TestTranslationServer {
  url: string;
  requests: TranslationRequest[];
  /** The next answers are this HTTP status (500, 429...) until set back to undefined. */
  failWith: number | undefined;
  /** When set, requests without this key answer 403 like LibreTranslate. */
  apiKey: string | undefined;
  close(): Promise<void>;
}

const PHRASEBOOK: Record<string, Record<string, string>> = {
  es: {
    hello: 'hola',
    friend: 'amigo',
    thank: 'gracias',
    letter: 'carta',
    school: 'escuela',
    family: 'familia',
    football: 'fútbol',
    dog: 'perro',
  },
  en: {
    hola: 'hello',
    amigo: 'friend',
    gracias: 'thank you',
    carta: 'letter',
    escuela: 'school',
    familia: 'family',
    fútbol: 'football',
    perro: 'dog',
  },
};

/** The phrasebook's words translated, the text marked `[es] ...` so tests can tell. */
export function fakeTranslation(text: string, target: string): string {
  const words = PHRASEBOOK[target] ?? {};
  const translated = text.replace(/\p{L}+/gu, (word) => {
    const found = words[word.toLowerCase()];
    if (!found) return word;
    return word[0] === word[0]?.toUpperCase() ? found[0]!.toUpperCase() + found.slice(1) : found;
  });
  return `[${target}] ${translated}`;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

export async function startTranslationServer(): Promise<TestTranslationServer> {
  const state: TestTranslationServer = {
    url: '',
    requests: [],
    failWith: undefined,
    apiKey: undefined,
    close: async () => {},
  };
  const server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') {
      answer(404, { error: 'Not Found' });
      return;
    }
    readJson(request).then(
      (body) => {
        const translation = body as TranslationRequest;
        state.requests.push(translation);
        if (state.failWith !== undefined) {
          answer(state.failWith, { error: 'Failing on purpose' });
          return;
        }
        if (state.apiKey !== undefined && translation.api_key !== state.apiKey) {
          answer(403, { error: 'Invalid API key' });
          return;
        }
        const { q, target } = translation;
        answer(200, {
          translatedText: Array.isArray(q)
            ? q.map((text) => fakeTranslation(text, target))
            : fakeTranslation(q, target),
        });
      },
      () => answer(400, { error: 'Invalid request' }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
