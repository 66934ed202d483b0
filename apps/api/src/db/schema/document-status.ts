// Document status reminders sent, one row per person, document and day: the unique index is
// what keeps a reminder from going twice the same day, however many coordinators click at once.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { periods } from './periods';
import { users } from './users';

export const documentReminders = pgTable(
  'document_reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    recipientKind: text('recipient_kind', { enum: ['sponsor', 'student'] }).notNull(),
    recipientId: integer('recipient_id').notNull(),
    /** What was outstanding: `agreement:<key>`, `parent-agreement`, `photo`, `letter:<n>`, `answer:<n>:<sponsor id>`. */
    document: text('document').notNull(),
    /** The programme's calendar day (America/Bogota) the reminder went. */
    day: date('day', { mode: 'string' }).notNull(),
    remindedBy: integer('reminded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_reminders_once_a_day').on(
      t.periodId,
      t.recipientKind,
      t.recipientId,
      t.document,
      t.day,
    ),
    check('document_reminders_kind_check', sql`${t.recipientKind} in ('sponsor', 'student')`),
  ],
);
