// Lookup lists of the seed (point 3). `code` is stable and translated by the web; `name` is
// the English label; `sort_order` is the display order.
import { date, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

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

/** The four letters of a sponsorship year (PRODUCT.md, Letters). */
export const letters = pgTable('letters', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  number: integer('number').notNull().unique('letters_number_unique'),
  title: text('title').notNull(),
  theme: text('theme').notNull(),
  dueDate: date('due_date', { mode: 'string' }),
});
