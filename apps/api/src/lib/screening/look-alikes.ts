// Letters and digits of other scripts that look like Latin ones (Cyrillic "а", Greek "ο",
// Cherokee "Ꮃ", Latin small capitals...), mapped to the ASCII letters they imitate, so "WhatsАpp"
// with a Cyrillic А reads "whatsapp". The data is Unicode's own list of confusables (UTS #39,
// confusables.txt) as the unhomoglyph package ships it; only the entries of a letter or digit
// whose look-alike is plain ASCII letters or digits are kept: punctuation stays punctuation
// ("¡" must not become "i"), and ASCII itself is never remapped ("m" is not "rn").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';

const confusablesSchema = z.record(z.string(), z.string());

function loadLookAlikes(): ReadonlyMap<string, string> {
  const file = createRequire(import.meta.url).resolve('unhomoglyph/data.json');
  const confusables = confusablesSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const lookAlikes = new Map<string, string>();
  for (const [source, prototype] of Object.entries(confusables)) {
    if (!/^[\p{L}\p{N}]$/u.test(source) || source.codePointAt(0)! < 0x80) continue;
    const ascii = prototype.toLowerCase();
    if (/^[a-z0-9]+$/.test(ascii)) lookAlikes.set(source, ascii);
  }
  if (lookAlikes.size < 1000) throw new Error('The confusables data looks incomplete');
  return lookAlikes;
}

const LOOK_ALIKES = loadLookAlikes();

/**
 * A decimal digit of another script ("٣", "३") as its ASCII digit. Unicode keeps each script's
 * digits in one run of ten from zero, so the digit's value is its distance from the run's start.
 */
function asciiDigit(character: string): string | undefined {
  if (!/^\p{Nd}$/u.test(character)) return undefined;
  const codePoint = character.codePointAt(0)!;
  let zero = codePoint;
  while (codePoint - zero < 100 && /^\p{Nd}$/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((codePoint - zero) % 10);
}

/** The ASCII letters or digit a non-ASCII letter or digit imitates, if it imitates any. */
export function lookAlikeOf(character: string): string | undefined {
  // A digit is read as its value first: Bengali zero looks like "o" but means 0.
  return asciiDigit(character) ?? LOOK_ALIKES.get(character);
}
