-- The lookup lists (GET /edrocks/public/lists/) are served from memory in every API process.
-- Any change to a table they are built from bumps the `lists` version and notifies the
-- `portal_changes` channel in the same transaction, so every process drops its copy
-- (lib/change-feed.ts). Statement-level: one bump per statement, however many rows.
INSERT INTO "change_versions" ("topic", "version") VALUES ('lists', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "bump_lists_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_versions" SET "version" = "version" + 1 WHERE "topic" = 'lists';
  PERFORM pg_notify('portal_changes', 'lists');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "schools_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "schools" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "villages_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "villages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "states_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "grades_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grades" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "genders_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "genders" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "student_statuses_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "student_statuses" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "languages_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "languages" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
--> statement-breakpoint
CREATE TRIGGER "letters_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "letters" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();
