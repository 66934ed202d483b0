// Machine translation of letters through a service speaking LibreTranslate's HTTP API
// (`POST {url}/translate` with `{ q, source, target, format, api_key }` answering
// `{ translatedText }`); LibreTranslate itself, or anything compatible, can serve it. A failure
// (the service down, slow, or answering nonsense) is an error the caller turns into "a
// coordinator translates it": a letter never waits on the service.
import type { Language } from '@portal/shared';

export interface Translator {
  /** The texts translated from one language to another, in the same order. */
  translate(texts: readonly string[], from: Language, to: Language): Promise<string[]>;
}

export interface TranslatorSettings {
  url: string;
  apiKey: string | undefined;
  timeoutMs: number;
}

/** The service speaks two-letter language codes. */
const SERVICE_LANGUAGE: Record<Language, string> = { 'en-US': 'en', 'es-CO': 'es' };

export class TranslatorError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TranslatorError';
  }
}

export function createLibreTranslator(settings: TranslatorSettings): Translator {
  return {
    async translate(texts, from, to) {
      if (texts.length === 0) return [];
      let response: Response;
      try {
        response = await fetch(`${settings.url}/translate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: SERVICE_LANGUAGE[from],
            target: SERVICE_LANGUAGE[to],
            format: 'text',
            ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        throw new TranslatorError('The translation service did not answer', { cause: error });
      }
      if (!response.ok) {
        throw new TranslatorError(`The translation service answered ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new TranslatorError('The translation service answered no JSON', { cause: error });
      }
      const translated = (body as { translatedText?: unknown } | null)?.translatedText;
      // One text may come back as a string, several as an array of the same length.
      const list = typeof translated === 'string' ? [translated] : translated;
      if (
        !Array.isArray(list) ||
        list.length !== texts.length ||
        !list.every((text): text is string => typeof text === 'string')
      ) {
        throw new TranslatorError('The translation service answered an unexpected body');
      }
      return list;
    },
  };
}
