import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './language';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['es-CO', 'es-CO'],
    ['es', 'es-CO'],
    ['es-MX,es;q=0.9', 'es-CO'],
    ['en-US,en;q=0.9,es;q=0.8', 'en-US'],
    ['fr-FR,es;q=0.8,en;q=0.5', 'es-CO'],
    ['en;q=0.5,es;q=0.9', 'es-CO'],
    ['de-DE', 'en-US'],
    ['*', 'en-US'],
    ['es;q=0', 'en-US'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });
});
