// Saved messages: a name, and a subject and body per language. Their variables are checked
// against every name the portal knows (the audience is chosen later, with the campaign).
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EmailTemplate, EmailTemplateList, templateInputSchema } from '@portal/shared';
import { emailTemplates } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { EmailContext } from './email-context';
import { checkKnownVariables } from './message-variables';

type TemplateInput = z.output<typeof templateInputSchema>;

function toTemplate(row: typeof emailTemplates.$inferSelect): EmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listTemplates({ db }: EmailContext): Promise<EmailTemplateList> {
  const rows = await db
    .select()
    .from(emailTemplates)
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
  return { items: rows.map(toTemplate) };
}

export async function createTemplate(
  { db }: EmailContext,
  auth: AuthContext,
  input: TemplateInput,
): Promise<EmailTemplate> {
  checkKnownVariables(input);
  const [row] = await db
    .insert(emailTemplates)
    .values({ name: input.name, subject: input.subject, body: input.body, createdBy: auth.userId })
    .returning();
  return toTemplate(row!);
}

export async function updateTemplate(
  { db, clock }: EmailContext,
  id: number,
  input: TemplateInput,
): Promise<EmailTemplate> {
  checkKnownVariables(input);
  const [row] = await db
    .update(emailTemplates)
    .set({ name: input.name, subject: input.subject, body: input.body, updatedAt: clock.now() })
    .where(eq(emailTemplates.id, id))
    .returning();
  if (!row) throw appError('NOT_FOUND');
  return toTemplate(row);
}

export async function removeTemplate({ db }: EmailContext, id: number): Promise<void> {
  const rows = await db
    .delete(emailTemplates)
    .where(eq(emailTemplates.id, id))
    .returning({ id: emailTemplates.id });
  if (rows.length === 0) throw appError('NOT_FOUND');
}
