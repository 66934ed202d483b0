// Sends e-mail through a queue in the database (decision 018). `send` only queues the message
// (one insert, in the caller's transaction when it passes one); a worker in every API process
// delivers what is due: it claims a few messages for a while (lib/mail-outbox.ts, SKIP LOCKED,
// so several processes never take the same one), hands each to the SMTP server, records the try,
// and marks the message sent or due again later (backoff), failed for good after the last try
// or when the server refuses it for good. Nothing is lost while SMTP is down: messages wait.
// The worker runs when a message is queued (here, or in another process: the change feed's
// `mail` topic) and every few seconds for retries and for messages a dead worker held.
// Without SMTP_URL there is no worker: messages stay pending in the outbox and are logged
// (`npm run outbox` shows them).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { ChangeFeed } from './change-feed';
import type { Clock } from './clock';
import {
  claimDueMails,
  insertMail,
  recordAttempt,
  type NewMail,
  type QueuedMail,
} from './mail-outbox';

export type MailMessage = NewMail;

const MINUTE_MS = 60_000;

/** Waits before the 2nd, 3rd, ... try; the last one repeats until the tries run out. */
export const MAIL_RETRY_DELAYS_MS = [
  1 * MINUTE_MS,
  5 * MINUTE_MS,
  15 * MINUTE_MS,
  60 * MINUTE_MS,
  3 * 60 * MINUTE_MS,
  6 * 60 * MINUTE_MS,
] as const;

export interface MailQueueSettings {
  /** Tries before a message is failed for good (the default spans about 40 hours). */
  maxAttempts: number;
  /** How long a claimed message is held by its worker; another takes it afterwards. */
  leaseMs: number;
  /** How often the worker looks for due messages without being told. */
  pollMs: number;
  /** Messages a worker claims and sends at once. */
  batchSize: number;
}

export const DEFAULT_MAIL_QUEUE: MailQueueSettings = {
  maxAttempts: 12,
  leaseMs: 5 * MINUTE_MS,
  pollMs: 5000,
  batchSize: 5,
};

/** The wait after try number `attempts` (1-based) failed. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), MAIL_RETRY_DELAYS_MS.length) - 1;
  return MAIL_RETRY_DELAYS_MS[index] ?? MAIL_RETRY_DELAYS_MS[0];
}

export interface Mailer {
  /**
   * Queues the message (in `tx` when given: it leaves only if that transaction commits) and
   * wakes the worker. Answers the message's id; delivery happens afterwards.
   */
  send(message: MailMessage, tx?: Database): Promise<{ id: number }>;
  /**
   * Delivers every message due now that this process can claim, and waits until that is done
   * (tests; a message another worker holds is left to it). Without SMTP it does nothing.
   */
  flush(): Promise<void>;
  /** Stops the worker after the messages it is sending. */
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Wakes the worker when another process queues a message. */
  changes?: ChangeFeed | undefined;
  queue?: Partial<MailQueueSettings> | undefined;
  /** Names this process in the delivery attempts. */
  worker?: string | undefined;
}

/** SMTP replies 5xx mean the server refuses the message for good: trying again will not help. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, smtpUrl, from, log, clock } = options;
  const settings = { ...DEFAULT_MAIL_QUEUE, ...options.queue };
  // Host, process and instance (tests run two apps in one process).
  const worker =
    options.worker ?? `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
  // Short timeouts: a stalled server must not hold a claimed message near its lease.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl, // its query (?connectionTimeout=...) overrides these
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  let isClosed = false;
  // One pass at a time per process; a wake-up during a pass asks for one more pass.
  let running: Promise<void> | undefined;
  let isWanted = false;

  async function deliver(mail: QueuedMail): Promise<void> {
    if (!transport) return;
    const attemptedAt = clock.now();
    const attempts = mail.attempts + 1;
    let result: Parameters<typeof recordAttempt>[2];
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: Buffer.from(file.contentBase64, 'base64'),
              })),
            }
          : {}),
      });
      result = { attemptedAt, worker, status: 'sent' };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const isLast = attempts >= settings.maxAttempts || isPermanent(error);
      const nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
      log.warn(
        { mailId: mail.id, to: mail.to, attempts, err: error },
        isLast ? 'mail delivery failed for good' : 'mail delivery failed; it will be tried again',
      );
      result = isLast
        ? { attemptedAt, worker, status: 'failed', error: reason }
        : { attemptedAt, worker, status: 'pending', error: reason, nextAttemptAt };
    }
    const isStillHeld = await recordAttempt(db, mail, result);
    if (!isStillHeld) {
      log.warn(
        { mailId: mail.id },
        'a mail was held past its lease: another worker may have sent it too',
      );
    }
  }

  /** Claims and delivers batches until nothing is due. */
  async function pass(): Promise<void> {
    for (;;) {
      if (isClosed) return;
      const now = clock.now();
      const mails = await claimDueMails(
        db,
        now,
        new Date(now.getTime() + settings.leaseMs),
        settings.batchSize,
      );
      if (mails.length === 0) return;
      await Promise.all(mails.map(deliver));
    }
  }

  /** Runs passes until no wake-up came in during the last one. */
  function run(): Promise<void> {
    if (isClosed) return Promise.resolve();
    isWanted = true;
    running ??= (async () => {
      try {
        while (isWanted && !isClosed) {
          isWanted = false;
          await pass().catch((error: unknown) =>
            log.error({ err: error }, 'the mail queue could not be read'),
          );
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const wake = () => {
    if (transport && !isClosed) void run();
  };

  let poll: NodeJS.Timeout | undefined;
  if (transport) {
    options.changes?.onChange('mail', wake);
    poll = setInterval(wake, settings.pollMs);
    poll.unref();
    wake(); // messages that waited while no process was running
  }

  return {
    async send(message, tx) {
      const id = await insertMail(tx ?? db, message, clock.now());
      if (!transport) {
        log.info(
          { mailId: id, to: message.to, subject: message.subject },
          'SMTP_URL is not set: mail kept in the outbox (npm run outbox shows it)',
        );
      } else if (!tx) {
        wake();
      } // in a transaction, the change feed wakes every worker when it commits
      return { id };
    },
    async flush() {
      // A pass running now may have looked before the latest messages were committed: run()
      // asks it for one more pass, and waits for that.
      if (transport) await run();
    },
    async close() {
      isClosed = true;
      clearInterval(poll);
      await running;
      transport?.close();
    },
  };
}
