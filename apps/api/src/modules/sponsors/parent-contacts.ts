// What makes a parent contact one a minor's consent can come from (decision 030): never the
// sponsor's own mailbox. Two addresses are one mailbox when they differ only in letter case, a
// `+tag` or, at Gmail, dots and the googlemail.com name: a sponsor who types their own address
// that way is still writing to themselves.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an e-mail address delivers to, as far as addresses can tell. */
export function mailboxKey(email: string): string {
  const address = email.normalize('NFKC').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1).replace(/\.$/, '');
  let local = address.slice(0, at).split('+')[0] ?? '';
  if (GMAIL_DOMAINS.has(domain)) local = local.replaceAll('.', '');
  return `${local}@${GMAIL_DOMAINS.has(domain) ? 'gmail.com' : domain}`;
}

/** Whether `email` reaches one of the sponsor's own mailboxes (their record's, their account's). */
export function isOwnMailbox(email: string, sponsorEmails: ReadonlyArray<string | null>): boolean {
  const key = mailboxKey(email);
  return sponsorEmails.some((own) => own !== null && own !== '' && mailboxKey(own) === key);
}
