// Exported e-mails keep what they said but no key that would still work (link-secrets.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REMOVED_KEY, withoutLinkSecrets } from './link-secrets';

const key = () => randomBytes(32).toString('base64url');

describe('withoutLinkSecrets', () => {
  it('removes the keys of recovery, agreement, old entry and unsubscribe links', () => {
    const keys = [key(), key(), randomBytes(16).toString('hex'), randomUUID()];
    const text = [
      `Choose a new password: https://portal.example.org/auth/recovery?token=${keys[0]}`,
      `Sign here (https://portal.example.org/agreement/${keys[1]}).`,
      `Old link: http://portal.example.org/?action=method&code=${keys[2]}`,
      `[https://portal.example.org/edrocks/api/mail/unsubscribe/${keys[3]}]`,
    ].join('\n');
    const redacted = withoutLinkSecrets(text);
    for (const secret of keys) expect(redacted).not.toContain(secret);
    expect(redacted).toContain(`https://portal.example.org/auth/recovery?token=${REMOVED_KEY}`);
    expect(redacted).toContain(`https://portal.example.org/agreement/${REMOVED_KEY}).`);
    expect(redacted).toContain('Choose a new password:');
  });

  it('leaves words, short ids and long words outside links as they are', () => {
    const text =
      'Hola Ana, su carta 12 llegó: https://portal.example.org/edrocks/letters/12 — ' +
      'Internationalisation_and_translations_welcome';
    expect(withoutLinkSecrets(text)).toBe(text);
  });

  it('removes a key that an encoded link splits with percent signs only around it', () => {
    const secret = key();
    const text = `https://portal.example.org/auth/recovery?token=${secret}%3D&lang=es-CO`;
    const redacted = withoutLinkSecrets(text);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain('&lang=es-CO');
  });
});
