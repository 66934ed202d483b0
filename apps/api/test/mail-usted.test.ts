// The e-mails speak as the screens do: "usted", never "tú" (UX.md), to sponsors and students
// alike. Every module's mail texts (modules/*/*-mail.ts, the campaigns' layout and stand-ins in
// *-words.ts, the board report in *-document.ts), their es-CO part, against the shared list of
// familiar forms.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TU_FORMS } from '@portal/shared';

const modulesDir = fileURLToPath(new URL('../src/modules/', import.meta.url));

const MAIL_FILES = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /-(mail|words|document)\.ts$/.test(file))
  .sort();

/** The es-CO part of a mail file: from its `'es-CO': {` to the end of that object. */
function spanishPart(source: string): string {
  const start = source.indexOf("'es-CO': {");
  if (start === -1) return '';
  let depth = 0;
  for (let index = source.indexOf('{', start); index < source.length; index++) {
    if (source[index] === '{') depth++;
    if (source[index] === '}' && --depth === 0) return source.slice(start, index + 1);
  }
  return source.slice(start);
}

describe('e-mails in es-CO', () => {
  it('are found', () => {
    expect(MAIL_FILES.length).toBeGreaterThan(4);
  });

  it.each(MAIL_FILES)('%s speaks as "usted"', (file) => {
    const lines = spanishPart(readFileSync(`${modulesDir}${file}`, 'utf8'))
      .split('\n')
      .filter((line) => TU_FORMS.test(line.replace(/\$\{[^}]*\}/g, '')));
    expect(lines).toEqual([]);
  });
});
