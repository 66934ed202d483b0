// Column helpers every table shares: timestamps are timestamptz (stored in UTC).
import { sql } from 'drizzle-orm';
import { customType, text, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** Binary data (small files kept with their record, e.g. a drawn signature), read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Millisecond timestamps (sponsors, students): the export pages through rows with
 * `(created_at, id) > (last row)`, and a JavaScript Date carries milliseconds only, so
 * microseconds would break that comparison.
 */
export const millisecondTimestamp = (name: string) =>
  timestamp(name, { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

/** normalizeSearchText of each name: what the sorts by name use ("Álvarez" sorts as "alvarez"). */
export const nameKeyColumns = () => ({
  lastNameKey: text('last_name_key').notNull(),
  firstNameKey: text('first_name_key').notNull(),
});

/**
 * A person's id in public addresses (a donation page's link, decisions/031): 122 random bits as
 * 22 base64url characters, given by the database to every row (so no insert names it), never
 * derived from `id`.
 */
export const publicIdColumn = () =>
  text('public_id')
    .notNull()
    .default(
      sql`rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`,
    );
