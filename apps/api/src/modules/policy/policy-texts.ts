// The terms and conditions and the privacy policy shown on `/policy` and linked from the sign-up
// form, per language. Each document carries a version and the date it applies from; sign-up
// records the versions a person accepted (policy_acceptances). Change the version whenever a
// text changes, in both languages at once.
//
// These texts were written for the portal as a sound starting point for a charity student
// sponsorship programme; `needsReview` stays true until the programme (and its legal adviser)
// has reviewed and adapted them.
import type { Language, PolicyText } from '@portal/shared';

export const TERMS_VERSION = '2026-11-22';
export const PRIVACY_VERSION = '2026-11-22';
const EFFECTIVE_DATE = '2026-11-22';

const termsEnUS: PolicyText = {
  document: 'terms',
  title: 'Terms and conditions',
  version: TERMS_VERSION,
  effectiveDate: EFFECTIVE_DATE,
  needsReview: true,
  summary:
    'These terms explain the rules for using the sponsorship portal: who may join, how sponsors and students write to each other, and how we keep children safe. Please read them before you sign up. The programme will review this text and may update it.',
  sections: [
    {
      heading: '1. About the programme',
      paragraphs: [
        'The sponsorship programme pairs sponsors, often high-school students, with children who live in rural villages. Sponsors and students exchange four letters a year, sponsors follow a leadership curriculum, and donations support the students and their communities.',
        'The portal is the tool the programme uses to organise this work. By creating an account you accept these terms and the privacy policy.',
      ],
    },
    {
      heading: '2. Who may join',
      paragraphs: [
        'You can sign up only with a registration code given to you by the coordinator of your school (sponsors) or village (students). A school code makes you a sponsor of that school; a village code makes you a student of that village.',
        'If you are under 18, you need the permission of your parent or guardian to take part. For sponsors under 18, a parent or guardian must also sign the parent agreement that the programme sends by e-mail.',
        'Each person may have only one account, and the information you give must be true and kept up to date.',
      ],
    },
    {
      heading: '3. Your account',
      paragraphs: [
        'Keep your password to yourself and choose one you do not use elsewhere. Tell your coordinator at once if you think someone else has used your account.',
        'You are responsible for what is done with your account. Coordinators may correct your information or deactivate your account when these terms are not respected.',
      ],
    },
    {
      heading: '4. Letters between sponsors and students',
      paragraphs: [
        'Letters are written and read inside the portal. Coordinators may read letters to translate them and to make sure they are appropriate for children.',
        'Be kind and respectful. Write about school, family life in general terms, hobbies, goals and the things you are learning.',
        'Do not include phone numbers, home addresses, e-mail addresses, social media accounts or other ways to contact you or the student outside the portal, and do not ask for them.',
      ],
    },
    {
      heading: '5. Keeping children safe',
      paragraphs: [
        'Sponsors must not contact students, or their families, outside the programme, send them money or gifts directly, or arrange to meet them except at activities organised by the programme.',
        'Photos and letters of students are for you to read in the portal. Do not publish them or share them on social media.',
        'If anything you read or see worries you about a child, tell your coordinator straight away.',
      ],
    },
    {
      heading: '6. Donations',
      paragraphs: [
        'Donations are processed by our payment provider; the portal never receives or stores your card details. You receive a receipt by e-mail.',
        'Donations support the programme and the students it serves. If you made a mistake in a donation, contact the programme as soon as possible.',
      ],
    },
    {
      heading: '7. What is not allowed',
      paragraphs: [
        'Do not use the portal to harass, insult or deceive anyone, to share other people’s personal information, to send advertising, or to try to reach accounts, records or parts of the portal that are not yours.',
      ],
    },
    {
      heading: '8. Leaving the programme',
      paragraphs: [
        'You may leave the programme at any time by telling your coordinator. The programme may end a sponsorship or deactivate an account when these terms are broken or when a child’s safety requires it.',
        'When a sponsorship ends, the letters and donations already made are kept as described in the privacy policy.',
      ],
    },
    {
      heading: '9. Changes to these terms',
      paragraphs: [
        'The programme may update these terms. Each version has a date; when the changes are important we will tell you in the portal or by e-mail, and ask you to accept them again if needed.',
      ],
    },
    {
      heading: '10. Contact',
      paragraphs: [
        'For any question about these terms, talk to the coordinator of your school or village, who can put you in touch with the programme’s management.',
      ],
    },
  ],
};

const termsEsCO: PolicyText = {
  document: 'terms',
  title: 'Términos y condiciones',
  version: TERMS_VERSION,
  effectiveDate: EFFECTIVE_DATE,
  needsReview: true,
  summary:
    'Estos términos explican las reglas para usar el portal de apadrinamiento: quién puede registrarse, cómo se escriben padrinos y estudiantes, y cómo protegemos a los niños. Léalos antes de registrarse. El programa revisará este texto y podrá actualizarlo.',
  sections: [
    {
      heading: '1. Sobre el programa',
      paragraphs: [
        'El programa de apadrinamiento une a padrinos, muchas veces estudiantes de bachillerato, con niños y niñas que viven en veredas. Padrinos y estudiantes se escriben cuatro cartas al año, los padrinos siguen un currículo de liderazgo y las donaciones apoyan a los estudiantes y a sus comunidades.',
        'El portal es la herramienta con la que el programa organiza este trabajo. Al crear una cuenta, usted acepta estos términos y la política de privacidad.',
      ],
    },
    {
      heading: '2. Quién puede registrarse',
      paragraphs: [
        'Solo puede registrarse con un código de registro que le entregue el coordinador de su colegio (padrinos) o de su vereda (estudiantes). Un código de colegio lo registra como padrino de ese colegio; un código de vereda, como estudiante de esa vereda.',
        'Si usted es menor de 18 años, necesita el permiso de su padre, madre o acudiente para participar. Para los padrinos menores de 18 años, además, un padre, madre o acudiente debe firmar el acuerdo de padres que el programa envía por correo electrónico.',
        'Cada persona puede tener una sola cuenta, y la información que entregue debe ser verdadera y mantenerse al día.',
      ],
    },
    {
      heading: '3. Su cuenta',
      paragraphs: [
        'No comparta su contraseña y elija una que no use en otros sitios. Avise de inmediato a su coordinador si cree que otra persona usó su cuenta.',
        'Usted responde por lo que se haga con su cuenta. Los coordinadores pueden corregir su información o desactivar su cuenta cuando no se respeten estos términos.',
      ],
    },
    {
      heading: '4. Cartas entre padrinos y estudiantes',
      paragraphs: [
        'Las cartas se escriben y se leen dentro del portal. Los coordinadores pueden leerlas para traducirlas y para asegurarse de que son adecuadas para niños.',
        'Sea amable y respetuoso. Escriba sobre el colegio, la vida en familia en términos generales, sus pasatiempos, sus metas y lo que está aprendiendo.',
        'No incluya números de teléfono, direcciones de residencia, correos electrónicos, redes sociales ni otra forma de contactarlo a usted o al estudiante por fuera del portal, y no los pida.',
      ],
    },
    {
      heading: '5. Protección de los niños',
      paragraphs: [
        'Los padrinos no deben contactar a los estudiantes ni a sus familias por fuera del programa, enviarles dinero o regalos directamente, ni acordar encuentros con ellos, salvo en actividades organizadas por el programa.',
        'Las fotos y las cartas de los estudiantes son para leerlas en el portal. No las publique ni las comparta en redes sociales.',
        'Si algo que lee o ve le preocupa sobre un niño o una niña, avísele de inmediato a su coordinador.',
      ],
    },
    {
      heading: '6. Donaciones',
      paragraphs: [
        'Las donaciones las procesa nuestro proveedor de pagos; el portal nunca recibe ni guarda los datos de su tarjeta. Usted recibe un recibo por correo electrónico.',
        'Las donaciones apoyan al programa y a los estudiantes que acompaña. Si se equivocó en una donación, comuníquese con el programa lo antes posible.',
      ],
    },
    {
      heading: '7. Lo que no está permitido',
      paragraphs: [
        'No use el portal para acosar, insultar o engañar a nadie, para compartir información personal de otras personas, para enviar publicidad, ni para intentar entrar a cuentas, registros o partes del portal que no le corresponden.',
      ],
    },
    {
      heading: '8. Retiro del programa',
      paragraphs: [
        'Usted puede retirarse del programa en cualquier momento avisándole a su coordinador. El programa puede terminar un apadrinamiento o desactivar una cuenta cuando se incumplan estos términos o cuando la seguridad de un niño lo requiera.',
        'Cuando termina un apadrinamiento, las cartas y las donaciones ya hechas se conservan como lo describe la política de privacidad.',
      ],
    },
    {
      heading: '9. Cambios a estos términos',
      paragraphs: [
        'El programa puede actualizar estos términos. Cada versión tiene una fecha; cuando los cambios sean importantes se lo informaremos en el portal o por correo electrónico y, si hace falta, le pediremos aceptarlos de nuevo.',
      ],
    },
    {
      heading: '10. Contacto',
      paragraphs: [
        'Si tiene preguntas sobre estos términos, hable con el coordinador de su colegio o vereda, quien puede ponerlo en contacto con la dirección del programa.',
      ],
    },
  ],
};

const privacyEnUS: PolicyText = {
  document: 'privacy',
  title: 'Privacy policy',
  version: PRIVACY_VERSION,
  effectiveDate: EFFECTIVE_DATE,
  needsReview: true,
  summary:
    'This policy explains what personal information the sponsorship programme keeps about sponsors, students and their parents or guardians, why, who can see it, and for how long. Many of the people in the programme are minors, so we collect as little as we can and share even less. The programme will review this text and may update it.',
  sections: [
    {
      heading: '1. Who is responsible',
      paragraphs: [
        'The sponsorship programme is responsible for the personal information kept in this portal. It processes that information under the data protection laws that apply to it, including Colombia’s Law 1581 of 2012 on personal data (habeas data) for the people who live in Colombia.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: [
        'Sponsors: first and last name, e-mail, phone number, school, birthdate when the sponsor is a minor, profile photo, letters, leadership meeting attendance and assessments, agreements signed, and donations made or raised.',
        'Students: first and last name, birthdate, gender, grade, village and school, profile photo, the programme’s own identifier, and letters.',
        'Parents or guardians of minor sponsors: name, relationship, e-mail, phone number and postal address, and the record of the parent agreement they sign (date, typed or drawn signature, and the internet address and browser used to sign).',
        'Everyone who signs in: sign-in records and internet addresses, kept to protect accounts against misuse.',
      ],
    },
    {
      heading: '3. Why we use it',
      paragraphs: [
        'To run the programme: register participants, pair sponsors with students, deliver and translate letters, organise leadership meetings, collect agreements, send receipts and notices by e-mail, and prepare reports for the programme’s board. Reports to the board use totals, not personal details.',
        'We do not sell personal information, we do not use it for advertising, and we do not make automated decisions about anyone.',
      ],
    },
    {
      heading: '4. Children and consent',
      paragraphs: [
        'Students and many sponsors are under 18. A minor takes part only with the permission of a parent or guardian, who may ask at any time what information we keep about the child, ask us to correct it, or withdraw the child from the programme.',
        'For minor sponsors, a parent or guardian signs the parent agreement. For students, the programme obtains the consent of a parent or guardian through the village coordinator before registration.',
      ],
    },
    {
      heading: '5. Who can see what',
      paragraphs: [
        'Coordinators see the information of the schools and villages they are responsible for; the programme’s administrators see all of it.',
        'A sponsor sees about the students paired with them only what the programme needs to share: first name, photo, grade, village and the letters exchanged. Sponsors never see a student’s home address or the contact details of the student’s family.',
        'A student sees about their sponsors only their first name, their photo and the letters exchanged.',
        'The contact details of a sponsor’s parents or guardians are seen only by coordinators and by that sponsor.',
        'Service providers that help us run the portal (hosting, e-mail delivery, payments and translation) handle information only on our instructions and under confidentiality obligations. We disclose information to authorities only when the law requires it or to protect a child.',
      ],
    },
    {
      heading: '6. How long we keep it',
      paragraphs: [
        'Account and profile information is kept while the person takes part in the programme and for up to two years after their last programme year, so that a returning participant can continue; then it is deleted or anonymised.',
        'Letters and signed agreements are kept for the duration of the sponsorship and up to five years afterwards, as a record of the programme’s work and of the consents given.',
        'Donation records are kept for as long as tax and accounting law requires. Sign-in records are kept for up to twelve months.',
      ],
    },
    {
      heading: '7. How we protect it',
      paragraphs: [
        'Passwords are stored only in a protected (hashed) form, connections are encrypted, and every person can reach only the information their role allows. Payment card details never reach the portal.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'You may ask to see the personal information we keep about you, to correct it, to have it deleted when it is no longer needed, and to withdraw your consent. Parents and guardians exercise these rights for minors.',
        'You can correct much of your information yourself in your profile. For anything else, ask your coordinator; we answer within the time the law sets (in Colombia, ten working days for questions and fifteen for claims).',
      ],
    },
    {
      heading: '9. Changes to this policy',
      paragraphs: [
        'The programme may update this policy. Each version has a date, and we will tell you in the portal or by e-mail when the changes are important.',
      ],
    },
  ],
};

const privacyEsCO: PolicyText = {
  document: 'privacy',
  title: 'Política de privacidad',
  version: PRIVACY_VERSION,
  effectiveDate: EFFECTIVE_DATE,
  needsReview: true,
  summary:
    'Esta política explica qué información personal guarda el programa de apadrinamiento sobre padrinos, estudiantes y sus padres o acudientes, para qué, quién puede verla y por cuánto tiempo. Muchas de las personas del programa son menores de edad, así que recogemos lo mínimo posible y compartimos todavía menos. El programa revisará este texto y podrá actualizarlo.',
  sections: [
    {
      heading: '1. Responsable',
      paragraphs: [
        'El programa de apadrinamiento es responsable de la información personal que se guarda en este portal. La trata conforme a las leyes de protección de datos que le aplican, entre ellas la Ley 1581 de 2012 de Colombia (habeas data) para las personas que viven en Colombia.',
      ],
    },
    {
      heading: '2. Qué información recogemos',
      paragraphs: [
        'Padrinos: nombres y apellidos, correo electrónico, teléfono, colegio, fecha de nacimiento cuando el padrino es menor de edad, foto de perfil, cartas, asistencia a las reuniones de liderazgo y evaluaciones, acuerdos firmados y donaciones hechas o recaudadas.',
        'Estudiantes: nombres y apellidos, fecha de nacimiento, género, grado, vereda y colegio, foto de perfil, el identificador propio del programa y cartas.',
        'Padres o acudientes de padrinos menores de edad: nombre, parentesco, correo electrónico, teléfono y dirección, y el registro del acuerdo de padres que firman (fecha, firma escrita o dibujada, y la dirección de internet y el navegador con que firmaron).',
        'Toda persona que inicia sesión: registros de inicio de sesión y direcciones de internet, que se guardan para proteger las cuentas contra el mal uso.',
      ],
    },
    {
      heading: '3. Para qué la usamos',
      paragraphs: [
        'Para funcionar como programa: registrar a los participantes, unir padrinos con estudiantes, entregar y traducir cartas, organizar las reuniones de liderazgo, recoger los acuerdos, enviar recibos y avisos por correo electrónico y preparar informes para la junta directiva. Los informes a la junta usan totales, no datos personales.',
        'No vendemos información personal, no la usamos para publicidad y no tomamos decisiones automatizadas sobre nadie.',
      ],
    },
    {
      heading: '4. Niños, niñas y consentimiento',
      paragraphs: [
        'Los estudiantes y muchos padrinos son menores de 18 años. Un menor participa solo con el permiso de su padre, madre o acudiente, quien puede preguntar en cualquier momento qué información guardamos sobre el menor, pedir que la corrijamos o retirarlo del programa.',
        'Para los padrinos menores de edad, un padre, madre o acudiente firma el acuerdo de padres. Para los estudiantes, el programa obtiene el consentimiento de un padre, madre o acudiente por medio del coordinador de la vereda antes del registro.',
      ],
    },
    {
      heading: '5. Quién puede ver qué',
      paragraphs: [
        'Los coordinadores ven la información de los colegios y veredas a su cargo; los administradores del programa ven toda la información.',
        'Un padrino ve de los estudiantes que apadrina solo lo que el programa necesita compartir: nombre, foto, grado, vereda y las cartas que se escriben. Los padrinos nunca ven la dirección de residencia de un estudiante ni los datos de contacto de su familia.',
        'Un estudiante ve de sus padrinos solo el nombre, la foto y las cartas que se escriben.',
        'Los datos de contacto de los padres o acudientes de un padrino solo los ven los coordinadores y ese padrino.',
        'Los proveedores que nos ayudan a operar el portal (alojamiento, envío de correos, pagos y traducción) tratan la información solo según nuestras instrucciones y con obligación de confidencialidad. Entregamos información a las autoridades solo cuando la ley lo exige o para proteger a un menor.',
      ],
    },
    {
      heading: '6. Cuánto tiempo la guardamos',
      paragraphs: [
        'La información de la cuenta y del perfil se guarda mientras la persona participa en el programa y hasta dos años después de su último año en él, para que quien regrese pueda continuar; después se elimina o se anonimiza.',
        'Las cartas y los acuerdos firmados se guardan mientras dura el apadrinamiento y hasta cinco años después, como registro del trabajo del programa y de los consentimientos dados.',
        'Los registros de donaciones se guardan durante el tiempo que exijan las normas tributarias y contables. Los registros de inicio de sesión se guardan hasta doce meses.',
      ],
    },
    {
      heading: '7. Cómo la protegemos',
      paragraphs: [
        'Las contraseñas se guardan solo de forma protegida (cifrado de un solo sentido), las conexiones van cifradas y cada persona puede llegar solo a la información que su rol le permite. Los datos de las tarjetas de pago nunca llegan al portal.',
      ],
    },
    {
      heading: '8. Sus derechos',
      paragraphs: [
        'Usted puede pedir conocer la información personal que guardamos sobre usted, corregirla, pedir que se elimine cuando ya no sea necesaria y revocar su consentimiento. Los padres, madres o acudientes ejercen estos derechos en nombre de los menores.',
        'Buena parte de su información la puede corregir usted mismo en su perfil. Para lo demás, hable con su coordinador; respondemos en los plazos que fija la ley (en Colombia, diez días hábiles para consultas y quince para reclamos).',
      ],
    },
    {
      heading: '9. Cambios a esta política',
      paragraphs: [
        'El programa puede actualizar esta política. Cada versión tiene una fecha, y le avisaremos en el portal o por correo electrónico cuando los cambios sean importantes.',
      ],
    },
  ],
};

export const POLICY_TEXTS: Record<Language, { terms: PolicyText; privacy: PolicyText }> = {
  'en-US': { terms: termsEnUS, privacy: privacyEnUS },
  'es-CO': { terms: termsEsCO, privacy: privacyEsCO },
};
