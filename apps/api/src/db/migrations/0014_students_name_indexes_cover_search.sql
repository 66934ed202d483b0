-- The two name sorts' indexes also carry search_text (INCLUDE), so a search over a million
-- students walks the index alone, testing each entry's search text, instead of reading a table
-- row for every student it passes (docs/decisions/015-list-pages.md). Same names and keys as
-- before: the query builder's schema (db/schema/students.ts) knows them without the INCLUDE.
DROP INDEX IF EXISTS "students_last_first_idx";
--> statement-breakpoint
CREATE INDEX "students_last_first_idx" ON "students" USING btree ("last_name_key","first_name_key","id") INCLUDE ("search_text") WHERE "students"."status" <> 'delete';
--> statement-breakpoint
DROP INDEX IF EXISTS "students_first_last_idx";
--> statement-breakpoint
CREATE INDEX "students_first_last_idx" ON "students" USING btree ("first_name_key","last_name_key","id") INCLUDE ("search_text") WHERE "students"."status" <> 'delete';
