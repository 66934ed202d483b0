// The e-mail a new account gets: who created it, and the link to choose a password, in the new
// user's language. (Resets sent later by an administrator use the recovery e-mail.)
import type { Language } from '@portal/shared';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

const TEXTS: Record<
  Language,
  {
    subject: string;
    greeting: (name: string) => string;
    body: (inviter: string, days: number) => string;
    username: (email: string) => string;
    expired: string;
  }
> = {
  'en-US': {
    subject: 'Your sponsorship portal account',
    greeting: (name) => `Hello ${name},`,
    body: (inviter, days) =>
      `${inviter} created an account for you on the sponsorship portal. Open this link within ${days} days to choose your password:`,
    username: (email) => `Afterwards, sign in with your e-mail address: ${email}`,
    expired:
      'If the link has expired, use "Forgot your password?" on the sign-in page, or ask your coordinator for a new one.',
  },
  'es-CO': {
    subject: 'Su cuenta del portal de patrocinio',
    greeting: (name) => `Hola ${name}:`,
    body: (inviter, days) =>
      `${inviter} le creó una cuenta en el portal de patrocinio. Abra este enlace en los próximos ${days} días para elegir su contraseña:`,
    username: (email) => `Después, inicie sesión con su correo electrónico: ${email}`,
    expired:
      'Si el enlace venció, use "¿Olvidó su contraseña?" en la página de inicio de sesión, o pida uno nuevo a su coordinador.',
  },
};

export function buildInvitationMail(input: {
  to: string;
  firstName: string;
  language: Language;
  inviterName: string;
  link: string;
  validDays: number;
}): MailMessage {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.firstName);
  const body = texts.body(input.inviterName, input.validDays);
  const username = texts.username(input.to);
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject,
    text: `${greeting}\n\n${body}\n\n${input.link}\n\n${username}\n\n${texts.expired}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
      `<p>${escapeHtml(username)}</p><p>${escapeHtml(texts.expired)}</p>`,
  };
}
