// Which schools and villages an ADMIN (school or village coordinator) looks after. Every query
// an admin makes is filtered through these tables (see modules/scopes/scope.ts).
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { schools, villages } from './places';
import { users } from './users';

export const adminSchools = pgTable(
  'admin_schools',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.schoolId] }),
    index('admin_schools_school_idx').on(t.schoolId),
  ],
);

export const adminVillages = pgTable(
  'admin_villages',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    villageId: integer('village_id')
      .notNull()
      .references(() => villages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.villageId] }),
    index('admin_villages_village_idx').on(t.villageId),
  ],
);
