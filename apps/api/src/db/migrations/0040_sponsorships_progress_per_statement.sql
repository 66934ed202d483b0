-- New sponsorships refresh their sponsors' progress once per statement, not once per row: the
-- yearly recommit makes some 60,000 in one statement, and the row trigger's full refresh of each
-- (an upsert, a row lock and three counts) took most of its time (bench/RESULTS.md, the yearly
-- cycle). What a new sponsorship changes is known without counting: the sponsor has a progress
-- row for its year, and letter N now counts only once written to this student too, which a new
-- sponsorship has not been yet, so a current one makes the year's letters 0 (and with them the
-- distinction). Meetings and assessments do not depend on sponsorships. Updates and deletions
-- keep the row trigger's full refresh.
DROP TRIGGER "sponsorships_progress" ON "sponsorships";
--> statement-breakpoint
CREATE TRIGGER "sponsorships_progress" AFTER DELETE OR UPDATE OF "ended_at", "sponsor_id", "period_id" ON "sponsorships" FOR EACH ROW EXECUTE FUNCTION "leadership_progress_changed"();
--> statement-breakpoint
CREATE FUNCTION "leadership_progress_sponsorships_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "leadership_progress" ("sponsor_id", "period_id")
    SELECT DISTINCT "n"."sponsor_id", "n"."period_id" FROM "new_rows" "n"
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  -- Locked in one order, as the refresh locks one row: concurrent refreshes take turns.
  WITH "touched" AS (
    SELECT DISTINCT "n"."sponsor_id", "n"."period_id" FROM "new_rows" "n"
    WHERE "n"."ended_at" IS NULL
  ), "locked" AS (
    SELECT "p"."sponsor_id", "p"."period_id" FROM "leadership_progress" "p"
      INNER JOIN "touched" "t" ON "t"."sponsor_id" = "p"."sponsor_id" AND "t"."period_id" = "p"."period_id"
    ORDER BY 1, 2
    FOR UPDATE OF "p"
  )
  UPDATE "leadership_progress" "p" SET "letters_sent" = 0, "has_distinction" = false, "updated_at" = now()
    FROM "locked" "l"
    WHERE "p"."sponsor_id" = "l"."sponsor_id" AND "p"."period_id" = "l"."period_id"
      AND ("p"."letters_sent" <> 0 OR "p"."has_distinction");
  UPDATE "sponsors" "s" SET "leadership_distinction" = false
    WHERE "s"."leadership_distinction"
      AND "s"."id" IN (SELECT "n"."sponsor_id" FROM "new_rows" "n" WHERE "n"."ended_at" IS NULL)
      AND NOT EXISTS (
        SELECT 1 FROM "leadership_progress" "p" WHERE "p"."sponsor_id" = "s"."id" AND "p"."has_distinction");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorships_added_progress" AFTER INSERT ON "sponsorships" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "leadership_progress_sponsorships_added"();
