// Lookup lists, the countries and states forms offer, and the programme's agreements with their
// default draft texts. Run on every start after the migrations: inserts only what is missing, so
// it is idempotent and never overwrites edits.
import { GENDERS, GRADES, LANGUAGES, STUDENT_STATUSES } from '@portal/shared';
import { DEFAULT_AGREEMENT_TEXTS } from '../../modules/agreements/agreements.service';
import type { Database } from '../client';
import {
  agreements,
  agreementVersions,
  countries,
  genders,
  grades,
  languages,
  letters,
  states,
  studentStatuses,
} from '../schema/index';

const GRADE_NAMES: Record<(typeof GRADES)[number], string> = {
  preschool: 'Preschool',
  kindergarten: 'Kindergarten',
  '1-first': '1st grade',
  '2-second': '2nd grade',
  '3-third': '3rd grade',
  '4-fourth': '4th grade',
  '5-fifth': '5th grade',
  '6-sixth': '6th grade',
  '7-seventh': '7th grade',
  '8-eighth': '8th grade',
  '9-ninth': '9th grade',
  '10-tenth': '10th grade',
  '11-eleventh': '11th grade',
  '12-twelfth': '12th grade',
  college: 'College',
};
const GENDER_NAMES: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female' };
const STATUS_NAMES: Record<(typeof STUDENT_STATUSES)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
  alumni: 'Alumni',
  delete: 'Delete',
};
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  'en-US': 'English',
  'es-CO': 'Español',
};

export const LETTERS = [
  {
    number: 1,
    title: 'Letter 1',
    theme: 'Introduce yourself',
    titleEs: 'Carta 1',
    themeEs: 'Preséntese',
  },
  {
    number: 2,
    title: 'Letter 2',
    theme: 'My family and my community',
    titleEs: 'Carta 2',
    themeEs: 'Mi familia y mi comunidad',
  },
  {
    number: 3,
    title: 'Letter 3',
    theme: 'My dreams and goals',
    titleEs: 'Carta 3',
    themeEs: 'Mis sueños y metas',
  },
  {
    number: 4,
    title: 'Letter 4',
    theme: 'Looking back on the year',
    titleEs: 'Carta 4',
    themeEs: 'Una mirada al año',
  },
] as const;

export const COUNTRIES = [
  {
    code: 'CO',
    name: 'Colombia',
    states: [
      ['CO-ANT', 'Antioquia'],
      ['CO-BOL', 'Bolívar'],
      ['CO-BOY', 'Boyacá'],
      ['CO-CAL', 'Caldas'],
      ['CO-CAU', 'Cauca'],
      ['CO-CUN', 'Cundinamarca'],
      ['CO-DC', 'Bogotá D.C.'],
      ['CO-NAR', 'Nariño'],
      ['CO-RIS', 'Risaralda'],
      ['CO-SAN', 'Santander'],
      ['CO-VAC', 'Valle del Cauca'],
    ],
  },
  {
    code: 'US',
    name: 'United States',
    states: [
      ['US-CA', 'California'],
      ['US-FL', 'Florida'],
      ['US-IL', 'Illinois'],
      ['US-MA', 'Massachusetts'],
      ['US-NY', 'New York'],
      ['US-TX', 'Texas'],
      ['US-WA', 'Washington'],
    ],
  },
] as const;

/**
 * The programme's agreements: sponsors sign the first two in the app; a minor sponsor's parent
 * signs the third. Each comes with a default text in both languages as a draft, which the super
 * admin reviews and publishes (until then the agreement is missing for everyone it is asked of).
 */
export const AGREEMENT_KEYS = [
  { key: 'sponsor-commitment', audience: 'sponsor', required: true, sortOrder: 1 },
  { key: 'child-protection', audience: 'sponsor', required: true, sortOrder: 2 },
  { key: 'parent-consent', audience: 'parent', required: true, sortOrder: 3 },
] as const;

function ordered<T extends string>(codes: readonly T[], names: Record<T, string>) {
  return codes.map((code, index) => ({ code, name: names[code], sortOrder: index + 1 }));
}

export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(grades).values(ordered(GRADES, GRADE_NAMES)).onConflictDoNothing();
    await tx.insert(genders).values(ordered(GENDERS, GENDER_NAMES)).onConflictDoNothing();
    await tx
      .insert(studentStatuses)
      .values(ordered(STUDENT_STATUSES, STATUS_NAMES))
      .onConflictDoNothing();
    await tx.insert(languages).values(ordered(LANGUAGES, LANGUAGE_NAMES)).onConflictDoNothing();
    await tx
      .insert(letters)
      .values([...LETTERS])
      .onConflictDoNothing();
    await tx
      .insert(countries)
      .values(COUNTRIES.map(({ code, name }) => ({ code, name })))
      .onConflictDoNothing();
    const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);
    const countryIds = new Map(countryRows.map((row) => [row.code, row.id]));
    const stateRows = COUNTRIES.flatMap((country) => {
      const countryId = countryIds.get(country.code);
      return countryId === undefined
        ? []
        : country.states.map(([code, name]) => ({ countryId, code, name }));
    });
    await tx.insert(states).values(stateRows).onConflictDoNothing();
    await tx
      .insert(agreements)
      .values([...AGREEMENT_KEYS])
      .onConflictDoNothing();
    await seedDefaultAgreementDrafts(tx);
  });
}

/**
 * Version 1 of the default texts, as drafts, into each agreement that has no text at all (a
 * fresh installation): an installation with texts keeps its own. Two processes starting at once
 * insert them once (the unique number and language of a version).
 */
async function seedDefaultAgreementDrafts(tx: Database): Promise<void> {
  const rows = await tx.select({ id: agreements.id, key: agreements.key }).from(agreements);
  const withText = new Set(
    (
      await tx
        .selectDistinct({ agreementId: agreementVersions.agreementId })
        .from(agreementVersions)
    ).map((row) => row.agreementId),
  );
  const drafts = rows.flatMap((row) => {
    const texts = DEFAULT_AGREEMENT_TEXTS[row.key];
    if (!texts || withText.has(row.id)) return [];
    return LANGUAGES.map((language) => ({
      agreementId: row.id,
      version: 1,
      language,
      title: texts[language].title,
      body: texts[language].body,
      needsReview: true,
    }));
  });
  if (drafts.length > 0) await tx.insert(agreementVersions).values(drafts).onConflictDoNothing();
}
