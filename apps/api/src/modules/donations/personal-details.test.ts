// The donation pages' own screening: the child's surnames, village and school and the sponsor's
// surname found however they are written, with the offsets the review marks; what a page may
// show of a first name; and a donor's message held for a phone or the child's village.
import { describe, expect, it } from 'vitest';
import { publicFirstName, screenDonorMessage, screenPageText } from './donation-screening';
import { findPersonalDetails, foldLookAlikes, type PersonalDetails } from './personal-details';

const LUIS: PersonalDetails = {
  surnames: ['Gómez Pardo', 'Johnson'],
  places: ['Vereda El Hato', 'Colegio Rural La Esperanza'],
};

const found = (text: string) =>
  findPersonalDetails(text, LUIS, 'pageText').map((match) => match.text);

describe("the matcher of the child's private words", () => {
  it.each([
    ['Un abrazo para Luis Gómez', ['Gómez']],
    ['Un abrazo para Luis GOMEZ', ['GOMEZ']],
    ['Un abrazo para Luis gomez', ['gomez']],
    ['La familia Pardo les agradece', ['Pardo']],
    ['Luis Gómez Pardo, ¡ánimo!', ['Gómez Pardo']],
    ['Saludos a todos en El Hato', ['El Hato']],
    ['Luis vive en la vereda El Hato', ['vereda El Hato']],
    ['Saludos desde EL-HATO!!', ['EL-HATO']],
    ['Saludos desde ElHato', ['ElHato']],
    ['Estudia en el Colegio Rural La Esperanza', ['Colegio Rural La Esperanza']],
    ['Con mucha esperanza en su futuro', ['esperanza']],
    ['Soy Emily Johnson, su madrina', ['Johnson']],
    // Look-alikes from other alphabets, digits for letters, letters spread out or repeated.
    ['Luis Gоmez', ['Gоmez']], // a Cyrillic о
    ['Luis G0m3z', ['G0m3z']],
    ['Luis G o m e z', ['G o m e z']],
    ['Luis G.Ó.M.E.Z.', ['G.Ó.M.E.Z']],
    ['Luis Goooomez', ['Goooomez']],
    ['LuisGomez y EmilyJohnson', ['Gomez', 'Johnson']],
    ['𝐆𝐨𝐦𝐞𝐳 vive en 𝐄𝐥 𝐇𝐚𝐭𝐨', ['𝐆𝐨𝐦𝐞𝐳', '𝐄𝐥 𝐇𝐚𝐭𝐨']],
  ])('finds %s', (text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it.each([
    'Luis juega fútbol los sábados y le encanta leer.',
    'Keep up the great work at school!',
    'Un gomezcito no es un apellido',
    'La mariposa y el leopardo',
    'Vivo en El Hatillo, lejos de aquí',
    '',
  ])('leaves alone %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('keeps the offsets of the original text, whatever the folding did', () => {
    const text = 'Ánimo 𝐋𝐮𝐢𝐬 — saludos a la família Gómez de El Hato';
    expect(foldLookAlikes(text)).toHaveLength(text.length);
    for (const match of findPersonalDetails(text, LUIS, 'donorMessage')) {
      expect(text.slice(match.start, match.end)).toBe(match.text);
      expect(match).toMatchObject({ kind: 'personalDetails', field: 'donorMessage' });
    }
    expect(found(text)).toEqual(['Gómez', 'El Hato']);
  });

  it('adds what the letters’ screening finds, in reading order', () => {
    const matches = screenPageText('Luis vive en El Hato, llámelo al 310 555 1234', LUIS);
    expect(matches.map((match) => [match.kind, match.text])).toEqual([
      ['personalDetails', 'El Hato'],
      ['phone', '310 555 1234'],
    ]);
  });
});

describe("a donor's message", () => {
  it('is held for a phone number, an e-mail, the village or the surname, in the name too', () => {
    for (const gift of [
      { firstName: 'Ana', message: 'Llámame al 310 555 1234' },
      { firstName: 'Ana', message: 'Write to ana@example.org' },
      { firstName: 'Ana', message: 'Saludos a El Hato' },
      { firstName: 'Ana', message: 'Para la familia G0mez' },
      { firstName: 'Ana 3105551234', message: '' },
      { firstName: 'Ana Gómez', message: '¡Ánimo!' },
    ])
      expect(screenDonorMessage(gift, LUIS).isHeld, JSON.stringify(gift)).toBe(true);
  });

  it('is shown at once when nothing is found', () => {
    const screening = screenDonorMessage({ firstName: 'Rosa', message: '¡Ánimo, Luis!' }, LUIS);
    expect(screening).toEqual({ matches: [], nameMatches: [], isHeld: false });
  });
});

describe('a first name on a page', () => {
  it.each([
    ['Ana', 'Ana'],
    ['Ana María', 'Ana María'],
    ['María-José', 'María-José'],
    ['Ana Donante', 'Ana'],
    ['Ana María Gómez', 'Ana María'],
    ['Luis 3105551234', 'Luis'],
    ['3105551234 Luis', ''],
    ['WhatsApp', ''],
    ['Ana@example.org', ''],
    ['x'.repeat(45), ''],
    ['  ', ''],
  ])('%j shows as %j', (name, shown) => {
    expect(publicFirstName(name, ['Donante', 'Gómez Pardo', 'Johnson'])).toBe(shown);
  });
});
