// The server's VAPID key pair (RFC 8292): a browser subscribes with the public key, and every
// push request is signed with the private one. Like the JWT secret: VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY when set (several API hosts on one PostgreSQL must share them, or a device
// subscribed through one host is refused by its push service when another sends), otherwise a
// pair generated on first start and kept in DATA_DIR/secrets/vapid-keys.json.
import webPush from 'web-push';
import type { Config } from '../../config';
import { loadOrCreateSecretFile } from '../secrets';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: where the push services may reach whoever runs the server. */
  subject: string;
}

/** PUBLIC_URL when it is https, else MAIL_FROM's address: push services want one of the two. */
function defaultSubject(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

function readKeys(text: string, file: string): { publicKey: string; privateKey: string } {
  const parsed = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new Error(`The VAPID keys in ${file} are unreadable; delete the file to regenerate them`);
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

export async function loadVapidKeys(
  config: Pick<Config, 'push' | 'dataDir' | 'databaseUrl' | 'publicUrl' | 'mailFrom'>,
  warn: (message: string) => void,
): Promise<VapidKeys> {
  const subject = config.push.subject ?? defaultSubject(config);
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error(`VAPID_SUBJECT must start with mailto: or https:// (it is "${subject}")`);
  if (config.push.vapid) return { ...config.push.vapid, subject };
  if (config.databaseUrl)
    warn(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: using keys kept in DATA_DIR. Set them when several instances share this database.',
    );
  const { file, text } = await loadOrCreateSecretFile(config.dataDir, 'vapid-keys.json', () =>
    JSON.stringify(webPush.generateVAPIDKeys()),
  );
  return { ...readKeys(text, file), subject };
}
