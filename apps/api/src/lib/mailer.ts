// Sends e-mail through a queue in the database (decision 018). `send` only queues the message
// (one insert, in the caller's transaction when it passes one); a worker in every API process
// delivers what is due: it claims a few messages for a while (lib/mail-outbox.ts, SKIP LOCKED,
// so several processes never take the same one), hands each to the SMTP server, records the try,
// and marks the message sent or due again later (backoff), failed for good after the last try,
// or bounced when the server refuses it for good. Nothing is lost while SMTP is down: messages wait.
// The worker runs when a message is queued (here, or in another process: the change feed's
// `mail` topic) and every few seconds for retries and for messages a dead worker held.
// Without SMTP_URL there is no worker: messages stay pending in the outbox and are logged
// (`npm run outbox` shows them).
// Every message goes with the Message-ID fixed when it was queued (a message sent again after its
// worker died is recognisably the same), a campaign's with the one-click unsubscribe headers of
// RFC 8058; the server's answer is kept (smtp_response). A 4xx refusal or a lost connection is
// tried again later; a 5xx refusal is a bounce: the message is bounced for good, and its address
// counts one more (mail-outcome.ts).
// Throughput: a pool of SMTP connections, a batch claimed at once, an optional rate per SMTP
// server that every process shares (lib/mail-rate.ts).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { ChangeFeed } from './change-feed';
import type { Clock } from './clock';
import { mailDomain, newMessageId, unsubscribeHeaders } from './mail-headers';
import { claimDueMails, insertMail, type NewMail, type QueuedMail } from './mail-outbox';
import { DEFAULT_BOUNCE_THRESHOLD, recordAttempt, type AttemptResult } from './mail-outcome';
import { createMailRate, rateServerOf } from './mail-rate';

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
  /** Messages a worker claims and sends at once (MAIL_BATCH_SIZE). */
  batchSize: number;
  /**
   * Messages a second the SMTP server is handed by all processes together; 0: no limit
   * (MAIL_RATE_PER_SECOND).
   */
  ratePerSecond: number;
  /** Connections kept open to the SMTP server (MAIL_SMTP_CONNECTIONS). */
  smtpConnections: number;
  /** Permanent refusals in a row that mark an address bouncing (MAIL_BOUNCE_THRESHOLD). */
  bounceThreshold: number;
}

export const DEFAULT_MAIL_QUEUE: MailQueueSettings = {
  maxAttempts: 12,
  leaseMs: 5 * MINUTE_MS,
  pollMs: 5000,
  batchSize: 20,
  ratePerSecond: 0,
  smtpConnections: 5,
  bounceThreshold: DEFAULT_BOUNCE_THRESHOLD,
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
  /** Where people reach the portal: the unsubscribe links of campaigns' messages. */
  publicUrl?: string | undefined;
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

const FAILURE_WORDS = {
  bounced: 'mail refused for good (bounced)',
  failed: 'mail delivery failed for good',
  pending: 'mail delivery failed; it will be tried again',
} as const;

export function createMailer(options: MailerOptions): Mailer {
  const { db, smtpUrl, from, log, clock } = options;
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const settings = { ...DEFAULT_MAIL_QUEUE, ...options.queue };
  const domain = mailDomain(from);
  // The rate is the server's: every process sending to it shares its slots (mail_rates).
  const waitForRate = createMailRate(
    settings.ratePerSecond,
    smtpUrl ? { db, server: rateServerOf(smtpUrl) } : undefined,
  );
  // With a rate, a claimed batch must go well within its hold, or another worker would take the
  // end of it while it still waits for its turn: the processes share the server's slots, so a
  // batch is what the rate sends in an eighth of the hold (four processes sending at once wait
  // half of it at most).
  const claimSize =
    settings.ratePerSecond > 0
      ? Math.max(
          1,
          Math.min(
            settings.batchSize,
            Math.floor((settings.ratePerSecond * settings.leaseMs) / 8000),
          ),
        )
      : settings.batchSize;
  // Host, process and instance (tests run two apps in one process).
  const worker =
    options.worker ?? `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`;
  // Short timeouts: a stalled server must not hold a claimed message near its lease.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl, // its query (?connectionTimeout=...) overrides these
        pool: true,
        maxConnections: settings.smtpConnections,
        maxMessages: Infinity,
        // A lost connection fails the message at once: the queue tries it again with its own
        // backoff (the pool's quick requeues would only hold the batch).
        maxRequeues: 0,
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
    let result: AttemptResult;
    try {
      await waitForRate();
      const info = (await transport.sendMail({
        from,
        to: mail.to,
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(mail.unsubscribeToken
          ? { headers: unsubscribeHeaders(publicUrl, mail.unsubscribeToken) }
          : {}),
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
      })) as { response?: unknown };
      const smtpResponse = typeof info.response === 'string' ? info.response.slice(0, 1000) : '';
      result = { attemptedAt, worker, status: 'sent', smtpResponse };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      const status = isPermanent(error)
        ? 'bounced'
        : attempts >= settings.maxAttempts
          ? 'failed'
          : 'pending';
      log.warn({ mailId: mail.id, to: mail.to, attempts, err: error }, FAILURE_WORDS[status]);
      result = { attemptedAt, worker, status, error: reason };
      if (status === 'pending')
        result.nextAttemptAt = new Date(clock.now().getTime() + retryDelayMs(attempts));
    }
    const isStillHeld = await recordAttempt(db, mail, result, settings.bounceThreshold);
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
        claimSize,
        domain,
      );
      if (mails.length === 0) return;
      // One message that cannot be recorded never stops the others (its hold runs out).
      const outcomes = await Promise.allSettled(mails.map(deliver));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          log.error({ err: outcome.reason as unknown }, 'a mail delivery could not be recorded');
        }
      }
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
      const id = await insertMail(tx ?? db, message, clock.now(), newMessageId(from));
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
