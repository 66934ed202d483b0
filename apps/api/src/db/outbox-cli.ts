// `npm run outbox`: the mails waiting in the queue (when SMTP_URL is not set, nothing leaves and
// the log names only the recipient and subject; when the SMTP server is down, they wait for their
// next try). For someone running the portal locally: read the recovery or invitation link here.
// Each mail shows its tries (when, which process, the error). With the embedded database (no
// DATABASE_URL) stop the portal first: one process at a time may open DATA_DIR.
//   npm run outbox               pending mails, newest first, with their text
//   npm run outbox -- --failed   mails that failed for good
//   npm run outbox -- --all      every mail, whatever its status
//   npm run outbox -- --limit 5
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import { secureDataDir, securePath } from '../lib/data-dir';
import { openDatabase } from './client';
import { mailDeliveryAttempts, mailOutbox } from './schema/index';

const args = process.argv.slice(2);
const isAll = args.includes('--all');
const status = args.includes('--failed') ? 'failed' : 'pending';
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
    .where(isAll ? undefined : eq(mailOutbox.status, status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  const attempts =
    mails.length === 0
      ? []
      : await handle.db
          .select()
          .from(mailDeliveryAttempts)
          .where(
            inArray(
              mailDeliveryAttempts.mailId,
              mails.map((mail) => mail.id),
            ),
          )
          .orderBy(asc(mailDeliveryAttempts.attemptedAt), asc(mailDeliveryAttempts.id));
  if (mails.length === 0) console.info(isAll ? 'The outbox is empty.' : `No ${status} mail.`);
  for (const mail of mails) {
    const tries = attempts
      .filter((attempt) => attempt.mailId === mail.id)
      .map(
        (attempt) =>
          `  ${attempt.attemptedAt.toISOString()}  ${attempt.outcome}  ${attempt.worker}` +
          (attempt.error ? `  ${attempt.error}` : ''),
      );
    const waiting =
      mail.status === 'pending' && mail.attempts > 0
        ? `  next try ${mail.nextAttemptAt.toISOString()}`
        : '';
    console.info(
      [
        `#${mail.id}  ${mail.createdAt.toISOString()}  ${mail.status}  ${mail.language ?? ''}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        `Tries: ${mail.attempts}${waiting}`,
        ...tries,
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
