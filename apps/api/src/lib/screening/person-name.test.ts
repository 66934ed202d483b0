import { describe, expect, it } from 'vitest';
import { isPlainPersonName, personNameIssues } from './person-name';

describe('a name a person gives themselves', () => {
  it.each([
    'Ana',
    'María José',
    'José Luis Pérez Núñez',
    "O'Connor",
    'Anne-Marie',
    'Jr.',
    'Zoë',
    'Ñañez',
    '  Camila  ',
  ])('lets "%s" through', (name) => {
    expect(isPlainPersonName(name)).toBe(true);
  });

  it.each([
    'Ana 3105551234',
    'Juan (whatsapp)',
    'Ana WhatsApp',
    'Jake insta',
    'Wһatsapp',
    'ana@gmail.com',
    'Camila tres uno cero cinco cinco cinco uno dos tres cuatro',
    'Ben 4',
    'www.jake.co',
    '',
    '-Ana',
    'Ana 🙂',
  ])('refuses "%s"', (name) => {
    expect(isPlainPersonName(name)).toBe(false);
  });

  it('names the fields that are not plain names, leaving out those not given', () => {
    expect(personNameIssues({ firstName: 'Ana', lastName: 'Ruiz 310 555 1234' })).toEqual([
      { path: 'lastName', message: 'validation.personName' },
    ]);
    expect(personNameIssues({ firstName: 'Ana snapchat' })).toEqual([
      { path: 'firstName', message: 'validation.personName' },
    ]);
    expect(personNameIssues({})).toEqual([]);
  });
});
