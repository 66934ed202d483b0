// The child's own private words in a donation page's text or a donor's message: the student's
// surnames, the name of their village and of their school, and the sponsor's surnames (a page
// names people by first name only). The general screening (lib/screening) looks for ways to
// reach a child; this matcher knows who the page is about, so it finds "Gómez" or "El Hato"
// however they are written: any case, with or without accents, letters swapped for look-alikes
// from other alphabets ("Gоmez" with a Cyrillic о) or for digits ("G0m3z"), or spread out
// ("G o m e z", "G.ó.m.e.z"), or run into the next word ("LuisGomez"). Offsets are those of the
// original text, as the review marks them.
import { confusablesMap } from 'confusables';
import type { ScreenedField, ScreeningMatch } from '@portal/shared';

/** Who a page is about, as the matcher needs it. */
export interface PersonalDetails {
  /** The student's and the sponsor's last names. */
  surnames: readonly string[];
  /** The student's village and school names. */
  places: readonly string[];
}

/** Stands in for the second half of a character written with two UTF-16 units. */
const FILLER = '\u200b';

/**
 * One Latin letter (or the character itself) per UTF-16 unit of `text`, in its case: accents
 * dropped, look-alikes of other alphabets read as the Latin letter they imitate. The same length
 * as the input, so an offset in the result is the same offset in the original.
 */
export function foldLookAlikes(text: string): string {
  let folded = '';
  for (const character of text) {
    const lookAlike = confusablesMap.get(character);
    const bare = character.normalize('NFD').replace(/\p{M}/gu, '');
    const letter =
      lookAlike !== undefined && lookAlike.length === 1
        ? lookAlike
        : bare.length === 1
          ? bare
          : character.length === 1
            ? character
            : character[0]!;
    folded += letter;
    if (character.length === 2) folded += FILLER;
  }
  return folded;
}

/** Characters a letter is written as to slip past a filter (after folding). */
const SUBSTITUTES: Record<string, string> = {
  a: 'a4@',
  b: 'b8',
  e: 'e3€',
  g: 'g69',
  i: 'il1!|',
  l: 'li1!|',
  o: 'o0',
  s: 's5$',
  t: 't7+',
  z: 'z2',
};

/** What may stand between the letters of a spread-out word: spaces, dots, dashes, stars... */
const SPREAD = String.raw`[\s.\-_*·'’"|/\\,\u200b]{0,3}`;
/** Between the words of a name: anything that is not a letter or digit, or nothing at all. */
const BETWEEN_WORDS = String.raw`[^\p{L}\p{N}]{0,5}`;
/**
 * Where a name may start and end: not inside a word, except where words were run together and a
 * capital shows the join ("LuisGomez", "GomezPardo"). Case is kept for this alone: the letters
 * themselves match in either case.
 */
const WORD_START = String.raw`(?:(?<!\p{L})|(?<=\p{Ll})(?=\p{Lu}))`;
const WORD_END = String.raw`(?:(?!\p{L})|(?<=\p{Ll})(?=\p{Lu}))`;
/** Words this short are matched only as written (spread out, they would be found everywhere). */
const SPREAD_MIN_LENGTH = 4;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/**
 * A letter in either case, or what is typed for it; several times over ("Gooomez"); followed by
 * the filler when it was a two-unit character (a mathematical bold letter).
 */
function letterPattern(letter: string): string {
  const forms = `${letter}${letter.toUpperCase()}${SUBSTITUTES[letter] ?? ''}`;
  return `(?:[${escapeRegExp(forms)}]${FILLER}?)+`;
}

function wordPattern(word: string): string {
  const letters = [...word].map(letterPattern);
  return letters.join(word.length >= SPREAD_MIN_LENGTH ? SPREAD : '');
}

/** Connecting words of names, never searched on their own. */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'da', 'do', 'dos']);
/** Words of place names that say what a place is, not which one. */
const GENERIC_PLACE_WORDS = new Set([
  ...PARTICLES,
  'the',
  'of',
  'and',
  'vereda',
  'corregimiento',
  'municipio',
  'barrio',
  'sector',
  'colegio',
  'escuela',
  'institucion',
  'educativa',
  'educativo',
  'tecnica',
  'tecnico',
  'rural',
  'urbana',
  'mixta',
  'sede',
  'centro',
  'liceo',
  'instituto',
  'gimnasio',
  'academia',
  'school',
  'high',
  'middle',
  'elementary',
  'primary',
  'secondary',
  'academy',
  'college',
  'village',
  'san',
  'santa',
  'santo',
  'nuestra',
  'senora',
]);

/** The words of a name as the matcher reads them: lower case, no accents, no look-alikes. */
export function foldedWordsOf(name: string): string[] {
  return foldLookAlikes(name)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The forms of each name to look for, as lists of words: the whole name, and its telling words
 * on their own (each surname of "Gómez Pérez"; "Hato" of "Institución Educativa El Hato").
 */
function formsOf(details: PersonalDetails): string[][] {
  const forms: string[][] = [];
  for (const surname of details.surnames) {
    const words = foldedWordsOf(surname);
    if (words.length === 0) continue;
    forms.push(words);
    for (const word of words) if (word.length >= 3 && !PARTICLES.has(word)) forms.push([word]);
  }
  for (const place of details.places) {
    const words = foldedWordsOf(place);
    if (words.length === 0) continue;
    forms.push(words);
    // Without the words that say what the place is ("Vereda El Hato" -> "El Hato", which also
    // finds "ElHato" written as one word), and with its telling words alone.
    const firstNamed = words.findIndex(
      (word) => PARTICLES.has(word) || !GENERIC_PLACE_WORDS.has(word),
    );
    if (firstNamed > 0) forms.push(words.slice(firstNamed));
    const telling = words.filter((word) => !GENERIC_PLACE_WORDS.has(word));
    if (telling.length > 0 && telling.length < words.length) forms.push(telling);
    for (const word of telling) if (word.length >= 4) forms.push([word]);
  }
  const seen = new Set<string>();
  return forms.filter((form) => {
    const key = form.join(' ');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One pattern for every form of the details, longest first (the whole name before a part). */
function detailsPattern(details: PersonalDetails): RegExp | undefined {
  const alternatives = formsOf(details)
    .sort((a, b) => b.join(' ').length - a.join(' ').length)
    .map((words) => words.map(wordPattern).join(BETWEEN_WORDS));
  if (alternatives.length === 0) return undefined;
  return new RegExp(`${WORD_START}(?:${alternatives.join('|')})${WORD_END}`, 'gu');
}

/**
 * The places in `text` where it names the student's surname, village or school, or the
 * sponsor's surname (kind `personalDetails`), in reading order and without overlaps.
 */
export function findPersonalDetails(
  text: string,
  details: PersonalDetails,
  field: ScreenedField,
): ScreeningMatch[] {
  if (text.trim() === '') return [];
  const pattern = detailsPattern(details);
  if (!pattern) return [];
  const folded = foldLookAlikes(text);
  return [...folded.matchAll(pattern)].map((match) => {
    const start = match.index;
    let end = start + match[0].length;
    // Never end between the two units of one character.
    if (folded[end] === FILLER) end += 1;
    return { field, kind: 'personalDetails', start, end, text: text.slice(start, end) };
  });
}
