// What changed, for caches kept in each API process: a version per topic, bumped by triggers in
// the same transaction as the change, which also NOTIFY the `portal_changes` channel with the
// topic (lib/change-feed.ts). A process that missed a notification compares versions.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const changeVersions = pgTable('change_versions', {
  topic: text('topic').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
