// The texts a fresh installation ships for the programme's three agreements, in both languages,
// as drafts (version 1, `needsReview`): nobody reads or signs them until the super admin has
// reviewed, adapted and published them, and until then the agreements keep sponsoring and letter
// writing closed (docs/decisions/033-agreements-fail-closed.md). The reference data seeds them
// once, into an agreement that has no text at all; an installation with texts keeps its own.
//
// Like the policy texts (modules/policy/policy-texts.ts), they were written for the portal as a
// sound starting point for a charity student sponsorship programme; the programme (and its
// legal adviser) should read them before publishing.
import type { Language } from '@portal/shared';

export interface DefaultAgreementText {
  title: string;
  body: string;
}

const sponsorCommitmentEnUS: DefaultAgreementText = {
  title: 'Sponsor commitment',
  body: `By signing, I commit to the following for this programme year.

1. Letters. I will write the four letters of the year to the student I sponsor, through the portal and by their due dates, and I will read and answer the letters the student writes to me.

2. Leadership curriculum. I will follow the programme's leadership curriculum: I will attend the leadership meetings of my school (the two kickoff meetings, the seven meetings and the final meeting) and complete the leadership assessments.

3. Respect. I will treat the student, their family and their community with respect and kindness. I will respect their culture, their beliefs and their privacy, and I will not make promises I cannot keep.

4. Representing the programme. When I talk about the programme, at school, with donors or on social media, I will do so honestly and respectfully. I will not publish or share the student's photos, letters or personal information.

5. The rules. I will follow the child protection code of conduct and my coordinator's instructions. I understand that the programme may end my sponsorship if I do not keep these commitments or if a child's safety requires it.

If something keeps me from keeping this commitment, I will tell my coordinator.`,
};

const sponsorCommitmentEsCO: DefaultAgreementText = {
  title: 'Compromiso del padrino',
  body: `Con mi firma me comprometo a lo siguiente durante este año del programa.

1. Cartas. Escribiré las cuatro cartas del año al estudiante que apadrino, a través del portal y en las fechas previstas, y leeré y responderé las cartas que el estudiante me escriba.

2. Currículo de liderazgo. Seguiré el currículo de liderazgo del programa: asistiré a las reuniones de liderazgo de mi colegio (las dos reuniones de inicio, las siete reuniones y la reunión final) y completaré las evaluaciones de liderazgo.

3. Respeto. Trataré al estudiante, a su familia y a su comunidad con respeto y amabilidad. Respetaré su cultura, sus creencias y su privacidad, y no haré promesas que no pueda cumplir.

4. Representar al programa. Cuando hable del programa, en el colegio, con donantes o en redes sociales, lo haré con honestidad y respeto. No publicaré ni compartiré las fotos, las cartas ni los datos personales del estudiante.

5. Las reglas. Cumpliré el código de conducta para la protección de la niñez y las indicaciones de mi coordinador. Entiendo que el programa puede terminar mi apadrinamiento si no cumplo estos compromisos o si la seguridad de un niño o una niña lo exige.

Si algo me impide cumplir este compromiso, se lo diré a mi coordinador.`,
};

const childProtectionEnUS: DefaultAgreementText = {
  title: 'Child protection code of conduct',
  body: `The safety of the children in the programme comes first. By signing, I agree to this code of conduct.

1. Only through the portal. I will contact the student only through the portal's letters. I will not call, text, message, e-mail or follow the student or their family on social media or any other channel outside the programme. If they contact me in another way, I will not answer and I will tell my coordinator.

2. No personal contact details. I will not give my phone number, home address, e-mail address, or social media or messaging accounts, and I will not ask for the student's or their family's.

3. No requests for photos. I will not ask the student for photos of themselves or of anyone else, and I will not send pictures that are not suitable for a child.

4. No gifts or money outside the programme. I will not give or send money or gifts to the student or their family outside the programme. Gifts and donations go through the programme only.

5. Never alone. I will never meet the student alone, or arrange to meet them, outside the activities the programme organises, where an adult of the programme is always present.

6. No secrets. I will not keep secrets with the student, and I will not ask them to keep anything from their family, their teachers or the programme.

7. Letters are read. I understand that coordinators read every letter and attachment before it is delivered, to translate it and to keep children safe, and that a letter may be held back or returned to me.

8. Report concerns. If anything worries me about a child's safety or wellbeing, or if a child tells me they are being harmed, I will tell my coordinator at once and will not look into it on my own.

I understand that breaking this code ends my participation in the programme, and that the programme may inform the authorities when a child's safety requires it.`,
};

const childProtectionEsCO: DefaultAgreementText = {
  title: 'Código de conducta para la protección de la niñez',
  body: `La seguridad de los niños y las niñas del programa es lo primero. Con mi firma acepto este código de conducta.

1. Solo a través del portal. Me comunicaré con el estudiante únicamente por medio de las cartas del portal. No llamaré, no enviaré mensajes de texto ni correos, ni seguiré al estudiante o a su familia en redes sociales o en cualquier otro medio por fuera del programa. Si me contactan de otra forma, no responderé y se lo contaré a mi coordinador.

2. Sin datos de contacto personales. No daré mi número de teléfono, mi dirección, mi correo electrónico ni mis cuentas de redes sociales o de mensajería, y no pediré los del estudiante ni los de su familia.

3. Sin pedir fotos. No le pediré al estudiante fotos suyas ni de otras personas, y no enviaré imágenes que no sean adecuadas para un niño o una niña.

4. Sin regalos ni dinero por fuera del programa. No daré ni enviaré dinero o regalos al estudiante o a su familia por fuera del programa. Los regalos y las donaciones pasan únicamente por el programa.

5. Nunca a solas. Nunca me reuniré a solas con el estudiante ni acordaré encuentros con él o ella por fuera de las actividades que organiza el programa, donde siempre hay un adulto del programa presente.

6. Sin secretos. No guardaré secretos con el estudiante y no le pediré que le oculte nada a su familia, a sus profesores ni al programa.

7. Las cartas se leen. Entiendo que los coordinadores leen cada carta y cada archivo adjunto antes de entregarlos, para traducirlos y para proteger a los niños y las niñas, y que una carta puede quedar retenida o devuelta.

8. Informar cualquier preocupación. Si algo me preocupa sobre la seguridad o el bienestar de un niño o una niña, o si un niño o una niña me cuenta que le están haciendo daño, se lo diré de inmediato a mi coordinador y no investigaré por mi cuenta.

Entiendo que incumplir este código pone fin a mi participación en el programa y que el programa puede informar a las autoridades cuando la seguridad de un niño o una niña lo exija.`,
};

const parentConsentEnUS: DefaultAgreementText = {
  title: 'Parent or guardian consent',
  body: `I am the parent or legal guardian of the sponsor named on this page, who is under 18. I have read what taking part in the sponsorship programme means, and I give my consent.

What my child will do. During the programme year my child will write four letters to a student who lives in a rural village, through the portal only; attend the leadership meetings of their school and complete the leadership assessments; and follow the sponsor commitment and the child protection code of conduct, which they sign in the portal.

How letters are handled. The programme's coordinators read every letter and attachment, in both directions, before it is delivered, to translate it and to check that it is suitable and safe. A letter with contact details, a request for photos or anything else that worries them is held back. My child will not exchange personal contact details with the student and will meet them only at activities the programme organises, with adults of the programme present.

My child's information. The programme keeps my child's name, school, birth date, contact details and letters in order to run the programme, as its privacy policy explains. I may ask to see, correct or erase this information.

Withdrawing. I can withdraw this consent at any time by telling my child's school coordinator or the programme. My child's sponsorship then ends and they stop writing; the letters already written are kept as the privacy policy describes.

I confirm that I am the parent or legal guardian of the sponsor and that I may give this consent.`,
};

const parentConsentEsCO: DefaultAgreementText = {
  title: 'Consentimiento del padre, madre o acudiente',
  body: `Soy el padre, la madre o el acudiente legal del padrino nombrado en esta página, que es menor de 18 años. Leí lo que significa participar en el programa de apadrinamiento y doy mi consentimiento.

Lo que hará mi hijo o hija. Durante el año del programa, mi hijo o hija escribirá cuatro cartas a un estudiante que vive en una vereda, únicamente a través del portal; asistirá a las reuniones de liderazgo de su colegio y completará las evaluaciones de liderazgo; y cumplirá el compromiso del padrino y el código de conducta para la protección de la niñez, que firma en el portal.

Cómo se manejan las cartas. Los coordinadores del programa leen cada carta y cada archivo adjunto, en las dos direcciones, antes de entregarlos, para traducirlos y para verificar que sean adecuados y seguros. Una carta con datos de contacto, una petición de fotos o cualquier otra cosa que les preocupe queda retenida. Mi hijo o hija no intercambiará datos de contacto personales con el estudiante y solo se encontrará con él o ella en actividades que organiza el programa, con adultos del programa presentes.

Los datos de mi hijo o hija. El programa guarda el nombre, el colegio, la fecha de nacimiento, los datos de contacto y las cartas de mi hijo o hija para llevar a cabo el programa, como lo explica su política de privacidad. Puedo pedir ver, corregir o eliminar estos datos.

Retirar el consentimiento. Puedo retirar este consentimiento en cualquier momento avisándole al coordinador del colegio de mi hijo o hija o al programa. El apadrinamiento termina entonces y mi hijo o hija deja de escribir; las cartas ya escritas se conservan como lo indica la política de privacidad.

Confirmo que soy el padre, la madre o el acudiente legal del padrino y que puedo dar este consentimiento.`,
};

/** Per agreement key (reference-data.ts, AGREEMENT_KEYS), the default text in each language. */
export const DEFAULT_AGREEMENT_TEXTS: Readonly<
  Record<string, Readonly<Record<Language, DefaultAgreementText>>>
> = {
  'sponsor-commitment': { 'en-US': sponsorCommitmentEnUS, 'es-CO': sponsorCommitmentEsCO },
  'child-protection': { 'en-US': childProtectionEnUS, 'es-CO': childProtectionEsCO },
  'parent-consent': { 'en-US': parentConsentEnUS, 'es-CO': parentConsentEsCO },
};
