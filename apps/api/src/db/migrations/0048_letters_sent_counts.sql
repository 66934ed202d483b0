CREATE TABLE "letter_sent_counts" (
	"period_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"number" integer NOT NULL,
	"writer" text NOT NULL,
	"status" text NOT NULL,
	"month" date NOT NULL,
	"letters" bigint NOT NULL,
	CONSTRAINT "letter_sent_counts_period_id_village_id_school_id_number_writer_status_month_pk" PRIMARY KEY("period_id","village_id","school_id","number","writer","status","month")
);
--> statement-breakpoint
CREATE INDEX "letter_sent_counts_school_idx" ON "letter_sent_counts" USING btree ("period_id","school_id");--> statement-breakpoint
-- Letters sent, kept by the database (decision 045). A letter in review or delivered of a current
-- sponsorship counts one in the row of its year, its student's village, its sponsor's school, its
-- number, writer, status and the month (UTC) it was sent in. The events that move the pending
-- letters (0045) move these too, under the same locks, by triggers named after theirs plus
-- "_sent": each fires right after its pending twin, so the counters are still taken in one order.
--
-- The statement that adds the rows of the query `changes` (period_id, village_id, school_id,
-- number, writer, status, month, delta) to the counters, summed and in key order, as every writer
-- of the table does. A text the caller executes (a trigger's transition tables are visible to its
-- own statements only).
CREATE FUNCTION "letter_sent_apply"("changes" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($apply$
    INSERT INTO "letter_sent_counts"
        ("period_id", "village_id", "school_id", "number", "writer", "status", "month", "letters")
      SELECT "period_id", "village_id", "school_id", "number", "writer", "status", "month", sum("delta")
      FROM (%s) AS "changed"
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
      ON CONFLICT ("period_id", "village_id", "school_id", "number", "writer", "status", "month")
      DO UPDATE SET "letters" = "letter_sent_counts"."letters" + excluded."letters"
  $apply$, "changes")
$$;
--> statement-breakpoint
-- The sent letters of the sponsorships the query `sponsorships` names (sponsorship_id, period_id,
-- village_id, school_id, delta), as letter_sent_apply reads them.
CREATE FUNCTION "letter_sent_of_sponsorships"("sponsorships" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT "c"."period_id", "c"."village_id", "c"."school_id", "l"."number", "l"."writer",
      "l"."status", date_trunc('month', "l"."sent_at" AT TIME ZONE 'UTC')::date AS "month", "c"."delta"
    FROM (%s) AS "c"
    JOIN "sponsorship_letters" "l" ON "l"."sponsorship_id" = "c"."sponsorship_id"
      AND "l"."status" IN ('in_review', 'delivered')
  $q$, "sponsorships")
$$;
--> statement-breakpoint
-- Pairings (no letters yet), endings, restarts and deletions of sponsorships: their sent letters
-- leave their old rows and join the new. An update counts only the sponsorships whose being
-- current, year, student or sponsor changed (a year's recommit updates thousands that stay).
CREATE FUNCTION "letter_sent_sponsorships_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row_columns" text := $c$
    SELECT "r"."id" AS "sponsorship_id", "r"."period_id", "st"."village_id",
      coalesce("sp"."school_id", 0) AS "school_id", %s AS "delta"
    FROM %I "r"
    JOIN "students" "st" ON "st"."id" = "r"."student_id"
    JOIN "sponsors" "sp" ON "sp"."id" = "r"."sponsor_id"
    WHERE "r"."ended_at" IS NULL AND %s
  $c$;
  "moved_only" text := $w$ "r"."id" IN (
    SELECT "o"."id" FROM "old_rows" "o" JOIN "new_rows" "n" ON "n"."id" = "o"."id"
    WHERE ("o"."ended_at" IS NULL, "o"."period_id", "o"."student_id", "o"."sponsor_id")
      IS DISTINCT FROM ("n"."ended_at" IS NULL, "n"."period_id", "n"."student_id", "n"."sponsor_id")) $w$;
  "changed_rows" text;
BEGIN
  "changed_rows" := CASE TG_OP
    WHEN 'INSERT' THEN format("row_columns", 1, 'new_rows', 'true')
    WHEN 'DELETE' THEN format("row_columns", -1, 'old_rows', 'true')
    ELSE format("row_columns", -1, 'old_rows', "moved_only")
      || ' UNION ALL ' || format("row_columns", 1, 'new_rows', "moved_only")
  END;
  PERFORM "letter_pending_lock_places"();
  EXECUTE "letter_sent_apply"("letter_sent_of_sponsorships"("changed_rows"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_insert_sent" AFTER INSERT ON "sponsorships" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_sent_sponsorships_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_update_sent" AFTER UPDATE ON "sponsorships" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_sent_sponsorships_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_delete_sent" AFTER DELETE ON "sponsorships" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_sent_sponsorships_apply"();
--> statement-breakpoint
-- A letter sent, moved from review to delivered, returned, deleted, or sent again in another
-- month: out of its old row, into its new one. A draft saved again, or a letter in review whose
-- translation changed, changes nothing. Its sponsorship is share-locked first, then its places,
-- as the pending letters' trigger takes them (which does not lock when only the status between
-- review and delivered changed).
CREATE FUNCTION "letter_sent_letter_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "item" text := $i$
    SELECT %s AS "sponsorship_id", %s AS "number", %L AS "writer", %L AS "status",
      date_trunc('month', %L::timestamptz AT TIME ZONE 'UTC')::date AS "month", %s AS "delta"
  $i$;
  "changes" text[] := ARRAY[]::text[];
  "sponsorship_ids" integer[] := ARRAY[]::integer[];
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."sponsorship_id", OLD."number", OLD."writer", OLD."status", OLD."sent_at")
      IS NOT DISTINCT FROM (NEW."sponsorship_id", NEW."number", NEW."writer", NEW."status", NEW."sent_at") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" IN ('in_review', 'delivered') THEN
    "changes" := "changes" || format("item", OLD."sponsorship_id", OLD."number", OLD."writer",
      OLD."status", OLD."sent_at", -1);
    "sponsorship_ids" := "sponsorship_ids" || OLD."sponsorship_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" IN ('in_review', 'delivered') THEN
    "changes" := "changes" || format("item", NEW."sponsorship_id", NEW."number", NEW."writer",
      NEW."status", NEW."sent_at", 1);
    "sponsorship_ids" := "sponsorship_ids" || NEW."sponsorship_id";
  END IF;
  IF cardinality("changes") = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "sponsorships" WHERE "id" = ANY("sponsorship_ids") ORDER BY "id" FOR SHARE;
  PERFORM "letter_pending_lock_places"();
  EXECUTE "letter_sent_apply"(format($c$
    SELECT "s"."period_id", "st"."village_id", coalesce("sp"."school_id", 0) AS "school_id",
      "m"."number", "m"."writer", "m"."status", "m"."month", "m"."delta"
    FROM (%s) AS "m"
    JOIN "sponsorships" "s" ON "s"."id" = "m"."sponsorship_id"
    JOIN "students" "st" ON "st"."id" = "s"."student_id"
    JOIN "sponsors" "sp" ON "sp"."id" = "s"."sponsor_id"
    WHERE "s"."ended_at" IS NULL
  $c$, array_to_string("changes", ' UNION ALL ')));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorship_letters_pending_sent" AFTER INSERT OR UPDATE OR DELETE ON "sponsorship_letters" FOR EACH ROW EXECUTE FUNCTION "letter_sent_letter_apply"();
--> statement-breakpoint
-- A student who moves village, or a sponsor who moves school, takes their sent letters along,
-- under the exclusive lock of the pending letters' moves (letter_pending_move).
CREATE FUNCTION "letter_sent_move"("condition" text, "village" text, "school" text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "current" text := $q$
    SELECT "s"."id" AS "sponsorship_id", "s"."period_id", %s AS "village_id", %s AS "school_id",
      %s AS "delta"
    FROM "sponsorships" "s"
    JOIN "students" "st" ON "st"."id" = "s"."student_id"
    JOIN "sponsors" "sp" ON "sp"."id" = "s"."sponsor_id"
    WHERE "s"."ended_at" IS NULL AND (%s)
  $q$;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('letter_pending_move'));
  EXECUTE "letter_sent_apply"("letter_sent_of_sponsorships"(
    format("current", "village", "school", -1, "condition") || ' UNION ALL '
    || format("current", '"st"."village_id"', 'coalesce("sp"."school_id", 0)', 1, "condition")));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "letter_sent_student_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "letter_sent_move"(format('"s"."student_id" = %s', NEW."id"),
    format('%s::integer', OLD."village_id"), 'coalesce("sp"."school_id", 0)');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_sponsored_letters_pending_move_sent" AFTER UPDATE OF "village_id" ON "students" FOR EACH ROW
  WHEN (OLD."village_id" IS DISTINCT FROM NEW."village_id")
  EXECUTE FUNCTION "letter_sent_student_move"();
--> statement-breakpoint
CREATE FUNCTION "letter_sent_sponsor_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "letter_sent_move"(format('"s"."sponsor_id" = %s', NEW."id"),
    '"st"."village_id"', format('%s::integer', coalesce(OLD."school_id", 0)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsors_letters_pending_move_sent" AFTER UPDATE OF "school_id" ON "sponsors" FOR EACH ROW
  WHEN (OLD."school_id" IS DISTINCT FROM NEW."school_id")
  EXECUTE FUNCTION "letter_sent_sponsor_move"();
--> statement-breakpoint
-- Emptied sponsorships or letters (the tests' resets): nothing is sent.
CREATE FUNCTION "letter_sent_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "letter_sent_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_truncate_sent" AFTER TRUNCATE ON "sponsorships" FOR EACH STATEMENT EXECUTE FUNCTION "letter_sent_clear"();
--> statement-breakpoint
CREATE TRIGGER "sponsorship_letters_pending_truncate_sent" AFTER TRUNCATE ON "sponsorship_letters" FOR EACH STATEMENT EXECUTE FUNCTION "letter_sent_clear"();
--> statement-breakpoint
INSERT INTO "letter_sent_counts"
    ("period_id", "village_id", "school_id", "number", "writer", "status", "month", "letters")
  SELECT "s"."period_id", "st"."village_id", coalesce("sp"."school_id", 0), "l"."number",
    "l"."writer", "l"."status", date_trunc('month', "l"."sent_at" AT TIME ZONE 'UTC')::date, count(*)
  FROM "sponsorships" "s"
  JOIN "students" "st" ON "st"."id" = "s"."student_id"
  JOIN "sponsors" "sp" ON "sp"."id" = "s"."sponsor_id"
  JOIN "sponsorship_letters" "l" ON "l"."sponsorship_id" = "s"."id"
    AND "l"."status" IN ('in_review', 'delivered')
  WHERE "s"."ended_at" IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
