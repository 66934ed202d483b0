// Lookup lists of the seed (point 3). `code` is stable and translated by the web; `name` is
// the English label; `sort_order` is the display order.
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { periods } from './periods';

function lookupColumns() {
  return {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  };
}

export const grades = pgTable('grades', lookupColumns(), (t) => [
  unique('grades_code_unique').on(t.code),
]);
export const genders = pgTable('genders', lookupColumns(), (t) => [
  unique('genders_code_unique').on(t.code),
]);
export const studentStatuses = pgTable('student_statuses', lookupColumns(), (t) => [
  unique('student_statuses_code_unique').on(t.code),
]);
export const languages = pgTable('languages', lookupColumns(), (t) => [
  unique('languages_code_unique').on(t.code),
]);

/**
 * The four letters of a sponsorship year (PRODUCT.md, Letters): rows without a year are the
 * programme's defaults (titles and themes a year starts from); a year's own rows, once a
 * coordinator set them, hold its titles, themes and due dates (modules/letters/year-letters).
 */
export const letters = pgTable(
  'letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    periodId: integer('period_id').references(() => periods.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** In English (en-US); `titleEs` and `themeEs` in Spanish (es-CO), '' until written. */
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    titleEs: text('title_es').notNull().default(''),
    themeEs: text('theme_es').notNull().default(''),
    /** The sponsor's letter is due. */
    dueDate: date('due_date', { mode: 'string' }),
    /** The student's answer is due. */
    answerDueDate: date('answer_due_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('letters_default_number_unique')
      .on(t.number)
      .where(sql`${t.periodId} is null`),
    uniqueIndex('letters_period_number_unique')
      .on(t.periodId, t.number)
      .where(sql`${t.periodId} is not null`),
  ],
);
