-- Every API process keeps the students list's answered pages in memory (lib/page-cache.ts,
-- decision 026). Any change to a table those pages are read from (the students, their villages
-- and schools, the counters of the totals, an admin's assigned places, a sponsor's pairings and
-- the sponsorship years) notifies the `portal_changes` channel with `students` when it commits,
-- so every process drops the pages it kept (lib/change-feed.ts). Statement-level: one
-- notification per statement, and PostgreSQL sends one per transaction for the same payload. No
-- version row is bumped: every student write would queue on it; a process that lost its
-- listening connection keeps nothing until it listens again.
CREATE FUNCTION "notify_students_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'students');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "villages_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "villages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "schools_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schools" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_counts_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_counts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_totals_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_totals" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "admin_villages_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admin_villages" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "admin_schools_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admin_schools" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsorships" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "sponsors_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sponsors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
--> statement-breakpoint
CREATE TRIGGER "periods_students_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "periods" FOR EACH STATEMENT EXECUTE FUNCTION "notify_students_changed"();
