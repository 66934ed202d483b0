import { describe, expect, it } from 'vitest';
import type { ScreeningKind } from '@portal/shared';
import { foldForMatching, screenLetter, screenText } from './screen-text';

/** A sentence and the kinds the screening must find in it (none: it is delivered as written). */
const TABLE: Array<[sentence: string, kinds: ScreeningKind[]]> = [
  // Contact details, in English.
  ['Write to me at maria.lopez@example.com please', ['email']],
  ['My phone is +1 415 555 0132, call any time', ['phone']],
  ['You can reach me on (415) 555-0132 after school', ['phone']],
  ['My number: 415.555.0132', ['phone']],
  ['Look at my pictures on www.my-photos.com', ['url']],
  ['See https://example.org/profile/ana for my drawings', ['url']],
  ['Follow me on Instagram @ana_paints', ['handle']],
  ['Add me on Snapchat, my username is skater99', ['handle']],
  ['Do you have WhatsApp? We can talk there', ['messagingApp']],
  ['Text me on Telegram when you get this', ['messagingApp']],
  ['My address is 742 Evergreen Terrace Street', ['address']],
  ['Please send me money for new shoes', ['money']],
  ['Could you pay my school fees? I need 50 dollars', ['money']],
  ['Can you buy me a phone for Christmas?', ['money']],
  ['I hope we can meet in person next summer', ['meeting']],
  ['Where do you live? I could visit you', ['meeting', 'personalDetails']],
  // Contact details and risky content, in Spanish.
  ['Escríbeme a sofia_2012@correo.com.co', ['email']],
  ['Mi celular es 310 555 1234, llámame', ['messagingApp', 'phone']],
  ['Mi número es +57 310 555 1234', ['messagingApp', 'phone']],
  ['Búscame en Facebook como Sofía Pérez', ['handle']],
  ['Tengo WhatsApp, ¿me das tu número?', ['messagingApp', 'personalDetails']],
  ['Vivo en la Calle 45 # 12-30, barrio El Carmen', ['address']],
  ['Mi dirección es Carrera 7 número 10', ['address']],
  ['¿Me puedes enviar dinero para los útiles?', ['money']],
  ['Necesito plata para la medicina de mi abuela', ['money']],
  ['Regálame unos tenis nuevos por favor', ['money']],
  ['Mi mamá tiene Nequi, ahí me puedes consignar', ['money']],
  ['Me gustaría conocerte en persona algún día', ['meeting']],
  ['¿Dónde vives? Quiero ir a tu casa', ['meeting', 'personalDetails']],
  ['No le digas a tus papás, es nuestro secreto', ['secrecy']],
  // Ordinary letters: delivered as written.
  ['Nice to meet you! My name is Sam and I am fourteen.', []],
  ['I play soccer every Saturday with my team.', []],
  ['My favourite subject is maths and I like drawing.', []],
  ['We have two dogs and a cat called Pepper.', []],
  ['In 2026 our school planted 300 trees.', []],
  ['The exam is on 12/05/2026 at 10:30, wish me luck!', []],
  ['I read 3 books this month, my favourite had 250 pages.', []],
  ['What do you want to be when you grow up?', []],
  ['My grandmother makes the best arepas.', []],
  ['It rained a lot this week and the river was high.', []],
  ['We visited the museum with my class.', []],
  ['Tell me about your village and your friends.', []],
  ['¡Hola! Me llamo Valentina y tengo diez años.', []],
  ['Me gusta mucho jugar fútbol con mis amigos.', []],
  ['En mi colegio aprendimos sobre los planetas.', []],
  ['Mi hermano menor cumplió 5 años el 3 de marzo.', []],
  ['Gracias por tu carta, me hizo muy feliz.', []],
  ['Mi mamá es una buena persona y cocina delicioso.', []],
  ['Este año sembramos maíz y fríjol en la huerta.', []],
  ['¿Cuál es tu comida favorita? La mía es el sancocho.', []],
  ['Ahorramos para el paseo del colegio del 2026-2027.', []],
  ['Un abrazo grande desde la vereda.', []],
  ['I woke up at 6.30 a.m. and walked to school. It was fun.', []],
  ['Mi papá trabaja en el pueblo, a 2.5 km de la casa.', []],
  ['Also look at mis-dibujos.co for more', ['url']],
];

describe('the safeguarding screening', () => {
  it('holds at least forty sentences, half of them innocent, in both languages', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(40);
    expect(TABLE.filter(([, kinds]) => kinds.length === 0).length).toBeGreaterThanOrEqual(20);
  });

  it.each(TABLE)('%s', (sentence, kinds) => {
    const found = screenText(sentence, 'message');
    expect([...new Set(found.map((match) => match.kind))].sort()).toEqual([...kinds].sort());
    for (const match of found) {
      expect(sentence.slice(match.start, match.end)).toBe(match.text);
      expect(match.field).toBe('message');
    }
  });

  it('marks exactly the phone number, wherever it sits in the text', () => {
    const message = 'Hello friend! Write me on WhatsApp at +1 415 555 0132 any time.';
    const phone = screenText(message, 'message').find((match) => match.kind === 'phone');
    expect(phone?.text).toBe('+1 415 555 0132');
  });

  it('keeps offsets on the original text when accents are folded', () => {
    const message = 'Ésta es mi dirección: Calle 45 # 12-30';
    expect(foldForMatching(message)).toHaveLength(message.length);
    const address = screenText(message, 'message').map((match) => match.text);
    expect(address).toEqual(['mi dirección', 'Calle 45 # 12-30']);
  });

  it('reads a phone inside an e-mail or link as part of it, not twice', () => {
    const kinds = screenText('Mail 3105551234@correo.com', 'message').map((match) => match.kind);
    expect(kinds).toEqual(['email']);
  });

  it('screens the subject and the translation too, naming the field of each match', () => {
    const matches = screenLetter({
      subject: 'My Instagram',
      message: 'Hello!',
      translatedSubject: 'Mi Instagram',
      translatedMessage: 'Escríbeme a ana@example.com',
    });
    expect(matches.map((match) => [match.field, match.kind])).toEqual([
      ['subject', 'handle'],
      ['translatedSubject', 'handle'],
      ['translatedMessage', 'email'],
    ]);
  });

  it('finds nothing in an empty letter', () => {
    expect(screenLetter({ subject: '', message: '   ', translatedMessage: null })).toEqual([]);
  });
});
