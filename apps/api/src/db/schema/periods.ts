// Years (periods) of the programme. At most one is available (a unique index over the
// available row); years never overlap (an exclusion constraint written in the migration,
// 0016_periods.sql, as Drizzle cannot declare one).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { UNANSWERED_RULES } from '@portal/shared';
import { createdAt, timestamptz, updatedAt } from './columns';

export const periods = pgTable(
  'periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** normalizeSearchText(name). */
    searchText: text('search_text').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The year's last day. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['draft', 'available', 'closed'] })
      .notNull()
      .default('draft'),
    recommited: boolean('recommited').notNull().default(false),
    upgraded: boolean('upgraded').notNull().default(false),
    /** What the activation does with recommitment requests nobody answered. */
    unansweredRule: text('unanswered_rule', { enum: UNANSWERED_RULES }).notNull().default('carry'),
    recommitedAt: timestamptz('recommited_at'),
    upgradedAt: timestamptz('upgraded_at'),
    activatedAt: timestamptz('activated_at'),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('periods_name_unique').on(t.name),
    // The rule "one available year" itself: a second available row is a unique violation.
    uniqueIndex('periods_one_available')
      .on(t.status)
      .where(sql`${t.status} = 'available'`),
    index('periods_start_idx').on(t.startDate, t.id),
    index('periods_name_idx').on(t.name, t.id),
    check('periods_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('periods_status_check', sql`${t.status} in ('draft', 'available', 'closed')`),
    check('periods_unanswered_rule_check', sql`${t.unansweredRule} in ('carry', 'end')`),
  ],
);
