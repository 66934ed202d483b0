// Sends e-mail. Every message is first written to mail_outbox, so nothing is lost: with
// SMTP_URL it then goes out through nodemailer (the row is marked sent or failed), without it
// it stays pending in the outbox and is written to the log for a developer to read.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import { insertMail, markMailFailed, markMailSent, type NewMail } from './mail-outbox';

export type MailMessage = NewMail;

export interface MailResult {
  id: number;
  status: 'sent' | 'failed' | 'pending';
}

export interface Mailer {
  /** Stores, then delivers; resolves when the outcome is known (never rejects on SMTP errors). */
  send(message: MailMessage): Promise<MailResult>;
  /**
   * The same, without making the caller wait: used where answer time must not depend on whether
   * a mail was sent (password recovery). Errors are logged. `close()` waits for these.
   */
  sendInBackground(message: MailMessage): void;
  /** Waits until the background sends started so far have finished. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  clock: Clock;
}

export function createMailer({ db, smtpUrl, from, log, clock }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const inFlight = new Set<Promise<unknown>>();

  async function send(message: MailMessage): Promise<MailResult> {
    const id = await insertMail(db, message);
    if (!transport) {
      log.info(
        { mailId: id, to: message.to, subject: message.subject },
        'SMTP_URL is not set: mail kept in the outbox (npm run outbox shows it)',
      );
      return { id, status: 'pending' };
    }
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await markMailSent(db, id, clock.now());
      return { id, status: 'sent' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ mailId: id, to: message.to, err: error }, 'mail delivery failed');
      await markMailFailed(db, id, reason.slice(0, 2000));
      return { id, status: 'failed' };
    }
  }

  return {
    send,
    sendInBackground(message) {
      const task = send(message)
        .catch((error: unknown) =>
          log.error({ err: error, to: message.to }, 'could not store or send mail'),
        )
        .finally(() => inFlight.delete(task));
      inFlight.add(task);
    },
    async flush() {
      await Promise.allSettled([...inFlight]);
    },
    async close() {
      await Promise.allSettled([...inFlight]);
      transport?.close();
    },
  };
}
