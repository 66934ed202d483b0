// The people of the privacy walk (role-projections.test.ts): every kind of person the portal
// knows, each with private details no one else may read back. Surnames, e-mails, phones,
// addresses, birth dates and external ids are unique words that appear nowhere else, so finding
// one in an answer means the answer carries that person's data.

export type PersonKind = 'coordinator' | 'sponsor' | 'student' | 'parent' | 'donor' | 'buyer';

export interface Person {
  key: string;
  kind: PersonKind;
  /** May appear in answers about them to the people allowed their first name. */
  firstName: string;
  surname: string;
  /** The e-mail of their account (people who sign in) or of their record. */
  email: string;
  /** A second e-mail: a sponsor record's own, apart from its account's. */
  recordEmail?: string;
  phone?: string;
  recordPhone?: string;
  /** `YYYY-MM-DD`: students and sponsors. */
  birthdate?: string;
  /** The provider's id of a student. */
  externalId?: string;
  /** A parent's postal address. */
  address?: { address1: string; address2: string; city: string; zipCode: string; state: string };
  language: 'en-US' | 'es-CO';
}

function person(key: string, kind: PersonKind, firstName: string, extra: Partial<Person> = {}) {
  const tag = key.toLowerCase();
  return {
    key,
    kind,
    firstName,
    surname: `Mkr${tag}sur`,
    email: `mkr-${tag}-mail@example.org`,
    language: 'en-US',
    ...extra,
  } satisfies Person;
}

/** Phones whose digits appear nowhere else (the walk compares digits, spacing aside). */
const phone = (n: number) => `+57 31${n} 987 65${String(n).padStart(2, '0')}`;

export const PEOPLE = {
  superAdmin: person('superAdmin', 'coordinator', 'Sagrario', { phone: phone(1) }),
  globalAdmin: person('globalAdmin', 'coordinator', 'Gregorio', { phone: phone(2) }),
  admin: person('admin', 'coordinator', 'Amparo', { phone: phone(3) }),
  /** The sponsor walking: sponsors studentA with sponsorB and sponsorMinor; used to sponsor studentPast. */
  sponsorA: person('sponsorA', 'sponsor', 'Aurelio', {
    phone: phone(4),
    recordEmail: 'mkr-sponsora-record@example.org',
    recordPhone: phone(5),
    birthdate: '1991-03-17',
  }),
  /** Co-sponsor of studentA: nothing of theirs reaches sponsorA, nor the other way round. */
  sponsorB: person('sponsorB', 'sponsor', 'Bernarda', {
    phone: phone(6),
    recordEmail: 'mkr-sponsorb-record@example.org',
    recordPhone: phone(7),
    birthdate: '1989-10-04',
  }),
  /** Under 18 on the year's start: their parent signs the parent agreement. */
  sponsorMinor: person('sponsorMinor', 'sponsor', 'Maximino', {
    phone: phone(8),
    recordEmail: 'mkr-sponsorminor-record@example.org',
    recordPhone: phone(9),
    birthdate: '2011-05-09',
  }),
  /** Another school's sponsor, with another student. */
  sponsorOther: person('sponsorOther', 'sponsor', 'Olegario', {
    phone: phone(10),
    recordEmail: 'mkr-sponsorother-record@example.org',
    recordPhone: phone(11),
    birthdate: '1985-12-28',
  }),
  /** The student walking: sponsored by sponsorA, sponsorB and sponsorMinor. */
  studentA: person('studentA', 'student', 'Valeriana', {
    phone: phone(12),
    birthdate: '2014-06-21',
    externalId: 'MKREXTSTUDENTA',
    language: 'es-CO',
  }),
  studentB: person('studentB', 'student', 'Baltasar', {
    phone: phone(13),
    birthdate: '2013-09-02',
    externalId: 'MKREXTSTUDENTB',
    language: 'es-CO',
  }),
  /** No account, no sponsor: one a sponsor may choose. */
  studentC: person('studentC', 'student', 'Casimira', {
    birthdate: '2015-01-30',
    externalId: 'MKREXTSTUDENTC',
    language: 'es-CO',
  }),
  /** Was sponsored by sponsorA; the sponsorship ended after a letter each way. */
  studentPast: person('studentPast', 'student', 'Pancracio', {
    phone: phone(14),
    birthdate: '2012-11-11',
    externalId: 'MKREXTSTUDENTPAST',
    language: 'es-CO',
  }),
  parentMinor: person('parentMinor', 'parent', 'Petronila', {
    phone: phone(15),
    address: {
      address1: 'Mkrstreetminor 12',
      address2: 'Mkrflatminor',
      city: 'Mkrcityminor',
      zipCode: 'MKRZIPMINOR',
      state: 'Mkrstateminor',
    },
  }),
  parentOther: person('parentOther', 'parent', 'Ofelia', {
    phone: phone(16),
    address: {
      address1: 'Mkrstreetother 7',
      address2: 'Mkrflatother',
      city: 'Mkrcityother',
      zipCode: 'MKRZIPOTHER',
      state: 'Mkrstateother',
    },
  }),
  donorPage: person('donorPage', 'donor', 'Dorotea'),
  donorManual: person('donorManual', 'donor', 'Desiderio'),
  donorProgramme: person('donorProgramme', 'donor', 'Dionisia'),
  donorUnpaid: person('donorUnpaid', 'donor', 'Demetrio'),
  buyer: person('buyer', 'buyer', 'Bonifacio'),
} satisfies Record<string, Person>;

export type PersonKey = keyof typeof PEOPLE;

/** Lower case, accents and look-alike spacing aside: how a marker is looked for. */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Digits only, so that "+57 311 987 6501" is found however an answer spaces it. */
function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** What of `person` must not appear in an answer to anyone else. */
export function markersOf(person: Person): { text: string[]; digits: string[] } {
  const text = [person.surname, person.email, person.recordEmail, person.externalId];
  if (person.birthdate) text.push(person.birthdate);
  if (person.address) text.push(...Object.values(person.address));
  const digits = [person.phone, person.recordPhone].filter((value) => value !== undefined);
  return {
    text: text.filter((value) => value !== undefined).map(normalizeText),
    digits: digits.map(digitsOf),
  };
}

/** A first name as a whole word (so that "Ana" is not found in "Mariana"). */
function hasWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text);
}

/**
 * The markers of everyone but `own` found in `text`: "sponsorB: mkrsponsorbsur". First names
 * count too, but for the people in `firstNames` and donors (whose first names the public
 * donation pages show beside their messages).
 */
export function leaksIn(
  text: string,
  own: readonly PersonKey[],
  firstNames: readonly PersonKey[] = [],
): string[] {
  const normalized = normalizeText(text);
  // Separators people type in phones, dropped so that a phone is found however it is spaced.
  const compact = normalized.replace(/[\s\-().]/g, '');
  const found: string[] = [];
  for (const [key, somebody] of Object.entries(PEOPLE) as Array<[PersonKey, Person]>) {
    if (own.includes(key)) continue;
    const markers = markersOf(somebody);
    for (const marker of markers.text)
      if (normalized.includes(marker)) found.push(`${key}: ${marker}`);
    for (const digits of markers.digits)
      if (compact.includes(digits)) found.push(`${key}: ${digits}`);
    const firstName = normalizeText(somebody.firstName);
    if (somebody.kind !== 'donor' && !firstNames.includes(key) && hasWord(normalized, firstName))
      found.push(`${key}: first name ${somebody.firstName}`);
  }
  return found;
}

/**
 * The words a caller might type in a search box to find out what they may not read: the
 * surnames, e-mails and external ids of everyone but `own`.
 */
export function searchableMarkers(own: readonly PersonKey[]): Array<[PersonKey, string]> {
  return (Object.entries(PEOPLE) as Array<[PersonKey, Person]>).flatMap(([key, somebody]) =>
    own.includes(key)
      ? []
      : [somebody.surname, somebody.email, somebody.recordEmail, somebody.externalId]
          .filter((value) => value !== undefined)
          .map((value): [PersonKey, string] => [key, value]),
  );
}
