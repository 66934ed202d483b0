// What every queued message carries beyond its text: a Message-ID fixed when it is queued (a
// message sent again after its worker died keeps it), and for a campaign's message the one-click
// unsubscribe of RFC 8058. The worker (mailer.ts) and the preview (modules/email) build the same
// headers from here.
import { randomBytes, randomUUID } from 'node:crypto';
import { EMAIL_PATHS, UNSUBSCRIBE_PAGE_PATH } from '@portal/shared';

/** The domain of the From address (`Portal <no-reply@example.org>` -> `example.org`). */
export function mailDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return (match?.[1] ?? 'localhost').toLowerCase();
}

/** A new Message-ID, unique across processes and hosts: `<uuid@domain>`. */
export function newMessageId(from: string): string {
  return `<${randomUUID()}@${mailDomain(from)}>`;
}

/** An unsubscribe link's secret: 256 random bits, not guessable. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The public endpoint a mail client posts to (List-Unsubscribe). */
export function unsubscribeEndpointUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${EMAIL_PATHS.unsubscribe.replace(':token', token)}`;
}

/** The page the footer's link opens: it says what the link does and asks for one click. */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}/${token}`;
}

/** RFC 8058 headers of a campaign's message (none for transactional mail). */
export function unsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeEndpointUrl(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
