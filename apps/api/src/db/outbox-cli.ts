// `npm run outbox`: the mails waiting in the outbox (when SMTP_URL is not set, nothing leaves and
// the log names only the recipient and subject). For someone running the portal locally: read
// the recovery or invitation link here. With the embedded database (no DATABASE_URL) stop the
// portal first: one process at a time may open DATA_DIR.
//   npm run outbox              pending mails, newest first, with their text
//   npm run outbox -- --all     every mail, whatever its status
//   npm run outbox -- --limit 5
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { secureDataDir, securePath } from '../lib/data-dir';
import { openDatabase } from './client';
import { mailOutbox } from './schema/index';

const args = process.argv.slice(2);
const isAll = args.includes('--all');
const limitIndex = args.indexOf('--limit');
const limit = limitIndex >= 0 ? Math.max(1, Number(args[limitIndex + 1]) || 20) : 20;

const config = loadConfig();
await secureDataDir(config.dataDir);
const handle = await openDatabase(config);
try {
  await handle.migrate();
  const mails = await handle.db
    .select()
    .from(mailOutbox)
    .where(isAll ? undefined : eq(mailOutbox.status, 'pending'))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  if (mails.length === 0) console.info(isAll ? 'The outbox is empty.' : 'No pending mail.');
  for (const mail of mails) {
    console.info(
      [
        `#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.status}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        '',
        mail.text,
        '-'.repeat(72),
      ].join('\n'),
    );
  }
} finally {
  await handle.close();
  await securePath(config.dataDir);
}
