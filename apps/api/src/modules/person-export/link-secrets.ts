// The secrets in the links of exported e-mails: a password recovery link, a parent's agreement
// link, an unsubscribe link each carry a random key that works for whoever holds it. An export is
// a file handed over and kept, so the keys it copies must not work for its reader: every long
// run of key characters inside a link is replaced. A long slug in a link (an event's) is
// shortened too; what the e-mail said and where the link went stay readable.
const LINK = /\bhttps?:\/\/[^\s<>"'()[\]{}]+/g;
/** 20 characters of base64url or hex: 100 bits or more, the size of every key the portal makes. */
const KEY_RUN = /[A-Za-z0-9_-]{20,}/g;

export const REMOVED_KEY = '[removed]';

export function withoutLinkSecrets(text: string): string {
  return text.replace(LINK, (link) => link.replace(KEY_RUN, REMOVED_KEY));
}
