// Queries on mail_outbox.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema/index';

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export async function insertMail(db: Database, mail: NewMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

export async function markMailSent(db: Database, id: number, sentAt: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt, error: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', error, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

export async function findMailById(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
