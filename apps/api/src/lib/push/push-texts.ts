// What a notification says, in the user's language. Never the letter's words nor a surname:
// a phone's lock screen is read by whoever holds it, so a notice names the student's first name
// and what happened, and the screen it opens shows the rest to the signed-in sponsor.
import type { Language, PushTopic } from '@portal/shared';

export type PushNotice =
  | { topic: 'newLetter'; firstName: string }
  | { topic: 'letterDue'; firstName: string; number: number }
  | { topic: 'meetingTomorrow' }
  | { topic: 'recommit'; yearName: string };

type Texts = { [Topic in PushTopic]: (notice: Extract<PushNotice, { topic: Topic }>) => Words };
interface Words {
  title: string;
  body: string;
}

const TEXTS: Record<Language, Texts> = {
  'en-US': {
    newLetter: ({ firstName }) => ({
      title: `New letter from ${firstName}`,
      body: 'Open the app to read it.',
    }),
    letterDue: ({ firstName, number }) => ({
      title: `Letter ${number} to ${firstName} is due in 7 days`,
      body: 'Write it now so that it arrives on time.',
    }),
    meetingTomorrow: () => ({
      title: 'Leadership meeting tomorrow',
      body: 'Open the app to see the time and place.',
    }),
    recommit: ({ yearName }) => ({
      title: `Will you sponsor again in ${yearName}?`,
      body: 'Your students are waiting for your answer.',
    }),
  },
  'es-CO': {
    newLetter: ({ firstName }) => ({
      title: `Nueva carta de ${firstName}`,
      body: 'Abra la aplicación para leerla.',
    }),
    letterDue: ({ firstName, number }) => ({
      title: `La carta ${number} para ${firstName} vence en 7 días`,
      body: 'Escríbala ahora para que llegue a tiempo.',
    }),
    meetingTomorrow: () => ({
      title: 'Reunión de liderazgo mañana',
      body: 'Abra la aplicación para ver la hora y el lugar.',
    }),
    recommit: ({ yearName }) => ({
      title: `¿Seguirá apadrinando en ${yearName}?`,
      body: 'Sus estudiantes esperan su respuesta.',
    }),
  },
};

export function pushWords(notice: PushNotice, language: Language): Words {
  const texts = TEXTS[language];
  switch (notice.topic) {
    case 'newLetter':
      return texts.newLetter(notice);
    case 'letterDue':
      return texts.letterDue(notice);
    case 'meetingTomorrow':
      return texts.meetingTomorrow(notice);
    case 'recommit':
      return texts.recommit(notice);
  }
}
