// The assessments' e-mail, in the sponsor's language: a coordinator returned one of their texts
// with a comment. The comment is the coordinator's own words, so it travels in the mail; the
// sponsor changes the text in the portal.
import type { AssessmentPart, Language } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

const TEXTS: Record<
  Language,
  {
    parts: Record<AssessmentPart, string>;
    greeting: (name: string) => string;
    returnedSubject: (part: string) => string;
    returnedBody: (part: string, year: string) => string;
    commentLabel: string;
    open: string;
  }
> = {
  'en-US': {
    parts: {
      promiseAndCommitment: 'Promise and commitment',
      vision: 'Vision',
      opportunities: 'Opportunities',
      riskTaking: 'Risk taking',
      leaderGoals: 'Leader goals',
    },
    greeting: (name) => `Hello ${name},`,
    returnedSubject: (part) => `Your assessment "${part}" needs a change`,
    returnedBody: (part, year) =>
      `A coordinator returned your assessment "${part}" of ${year}. Read their comment, change your text and submit it again.`,
    commentLabel: 'Comment from the coordinator:',
    open: 'Open your assessments:',
  },
  'es-CO': {
    parts: {
      promiseAndCommitment: 'Promesa y compromiso',
      vision: 'Visión',
      opportunities: 'Oportunidades',
      riskTaking: 'Toma de riesgos',
      leaderGoals: 'Metas de líder',
    },
    greeting: (name) => `Hola ${name}:`,
    returnedSubject: (part) => `Su evaluación «${part}» necesita un cambio`,
    returnedBody: (part, year) =>
      `Un coordinador devolvió su evaluación «${part}» de ${year}. Lea el comentario, cambie su texto y envíelo de nuevo.`,
    commentLabel: 'Comentario del coordinador:',
    open: 'Abrir sus evaluaciones:',
  },
};

/** To the sponsor, when a coordinator returns one of their assessments with a comment. */
export function buildAssessmentReturnedMail(input: {
  to: string;
  language: Language;
  sponsorName: string;
  part: AssessmentPart;
  yearName: string;
  comment: string;
  link: string;
}): MailMessage {
  const texts = TEXTS[input.language];
  const part = texts.parts[input.part];
  const paragraphs = [
    texts.greeting(input.sponsorName),
    texts.returnedBody(part, input.yearName),
    `${texts.commentLabel} ${input.comment}`,
  ];
  return {
    to: input.to,
    language: input.language,
    subject: texts.returnedSubject(part),
    text: `${paragraphs.join('\n\n')}\n\n${texts.open}\n${input.link}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${escapeHtml(texts.open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
  };
}
