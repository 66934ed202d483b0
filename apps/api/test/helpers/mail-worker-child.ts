// A mail worker in a process of its own, as an API process runs it, for the test that kills it
// with SIGKILL mid-campaign (lib/mail-crash.test.ts). It reads DATABASE_URL (or, for the embedded
// database, DATA_DIR, which it locks as an API process does), SMTP_URL and MAIL_BATCH_SIZE, and
// sends whatever is due until it is killed.
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createMailer } from '../../src/lib/mailer';

const quiet = () => undefined;
const log = {
  info: quiet,
  warn: quiet,
  error: quiet,
  debug: quiet,
  trace: quiet,
  fatal: quiet,
  child: () => log,
} as unknown as FastifyBaseLogger;

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? '',
  databasePoolMax: 5,
});
const mailer = createMailer({
  db: database.db,
  smtpUrl: process.env.SMTP_URL,
  from: 'Portal <portal@example.org>',
  log,
  clock: systemClock,
  worker: `child:${process.pid}`,
  queue: { batchSize: Number(process.env.MAIL_BATCH_SIZE ?? 10), pollMs: 50 },
});
setInterval(() => void mailer.flush(), 50);
