// The password recovery e-mail, in the user's language.
import type { Language } from '@portal/shared';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

const TEXTS: Record<
  Language,
  { subject: string; greeting: (name: string) => string; body: string; ignore: string }
> = {
  'en-US': {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your sponsorship portal account. Open this link within {{minutes}} minutes to choose a new password:',
    ignore:
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  },
  'es-CO': {
    subject: 'Restablezca su contraseña',
    greeting: (name) => `Hola ${name}:`,
    body: 'Recibimos una solicitud para restablecer la contraseña de su cuenta del portal de patrocinio. Abra este enlace en los próximos {{minutes}} minutos para elegir una contraseña nueva:',
    ignore: 'Si usted no lo solicitó, puede ignorar este correo: su contraseña no cambia.',
  },
};

export function buildRecoveryMail(input: {
  to: string;
  firstName: string;
  language: Language;
  link: string;
  validMinutes: number;
}): MailMessage {
  const texts = TEXTS[input.language];
  const body = texts.body.replace('{{minutes}}', String(input.validMinutes));
  const greeting = texts.greeting(input.firstName);
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject,
    text: `${greeting}\n\n${body}\n\n${input.link}\n\n${texts.ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p><p>${escapeHtml(texts.ignore)}</p>`,
  };
}
