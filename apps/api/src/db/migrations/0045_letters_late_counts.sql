CREATE TABLE "letter_pending_counts" (
	"period_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"number" integer NOT NULL,
	"writer" text NOT NULL,
	"due_day" date NOT NULL,
	"letters" bigint NOT NULL,
	CONSTRAINT "letter_pending_counts_period_id_village_id_school_id_number_writer_due_day_pk" PRIMARY KEY("period_id","village_id","school_id","number","writer","due_day")
);
--> statement-breakpoint
CREATE INDEX "letter_pending_counts_school_idx" ON "letter_pending_counts" USING btree ("period_id","school_id");--> statement-breakpoint
-- Letters late, kept by the database (decision 044). A letter of a current sponsorship is pending
-- until it is sent (in review or delivered); it falls due on its year's date, or for a
-- sponsorship begun within the grace days of that date, on the start plus the grace days (the
-- answer as much later), as modules/letters sponsorshipDueDates says. Each pending letter counts
-- one in the row of its year, students' village, sponsors' school, number, writer and due day.
--
-- A year's letter dates: its own (the `letters` rows of the year), or the programme's defaults
-- spread over the year (modules/letters/year-letter-dates.ts; a test holds the two equal).
CREATE FUNCTION "period_letter_dates"("p_period_id" integer)
RETURNS TABLE("number" integer, "due_date" date, "answer_due_date" date)
LANGUAGE sql STABLE AS $$
  SELECT "l"."number", "l"."due_date", "l"."answer_due_date" FROM "letters" "l"
  WHERE "l"."period_id" = "p_period_id"
  UNION ALL
  SELECT "n"."number",
    "p"."start_date" + round("n"."number" * ("p"."end_date" - "p"."start_date") / 5.0)::integer,
    "p"."start_date" + round(("n"."number" + 0.5) * ("p"."end_date" - "p"."start_date") / 5.0)::integer
  FROM "periods" "p" CROSS JOIN generate_series(1, 4) AS "n"("number")
  WHERE "p"."id" = "p_period_id"
    AND NOT EXISTS (SELECT 1 FROM "letters" "l" WHERE "l"."period_id" = "p_period_id")
$$;
--> statement-breakpoint
-- LETTER_GRACE_DAYS (packages/shared letters-constants; a test holds the two equal).
CREATE FUNCTION "letter_grace_days"() RETURNS integer LANGUAGE sql IMMUTABLE AS $$ SELECT 30 $$;
--> statement-breakpoint
-- The statement that adds `delta` to the pending letters of the sponsorships the query `changes` names, one row per
-- sponsorship (or per letter, when its number and writer are given) with the columns
-- sponsorship_id, period_id, village_id, school_id, started_at, number, writer, delta. A whole
-- sponsorship counts its letters not sent; a single letter counts as given (the caller knows it
-- was sent or taken back). The rows are written in key order, as every writer of the table does,
-- so that two transactions wait for each other rather than deadlock. A text that the caller
-- executes: a trigger's transition tables are visible to its own statements only.
CREATE FUNCTION "letter_pending_apply"("changes" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($apply$
    WITH "changed" AS (%s),
    "dates" AS (
      SELECT "y"."period_id", "d"."number", "d"."due_date", "d"."answer_due_date"
      FROM (SELECT DISTINCT "period_id" FROM "changed") AS "y"
      CROSS JOIN LATERAL "period_letter_dates"("y"."period_id") AS "d"
      WHERE "d"."due_date" IS NOT NULL
    ),
    "slots" AS (
      SELECT "c"."period_id", "c"."village_id", "c"."school_id", "d"."number", "w"."writer",
        "w"."due_day", sum("c"."delta") AS "delta"
      FROM "changed" "c"
      JOIN "dates" "d" ON "d"."period_id" = "c"."period_id"
        AND ("c"."number" IS NULL OR "c"."number" = "d"."number")
      CROSS JOIN LATERAL (
        SELECT (("c"."started_at" AT TIME ZONE 'UTC')::date + "letter_grace_days"()) AS "day"
      ) AS "start"
      CROSS JOIN LATERAL (VALUES
        ('sponsor', greatest("d"."due_date", "start"."day")),
        ('student', "d"."answer_due_date" + greatest(0, "start"."day" - "d"."due_date"))
      ) AS "w"("writer", "due_day")
      WHERE "w"."due_day" IS NOT NULL
        AND ("c"."writer" IS NULL OR "c"."writer" = "w"."writer")
        AND ("c"."number" IS NOT NULL OR NOT EXISTS (
          SELECT 1 FROM "sponsorship_letters" "l"
          WHERE "l"."sponsorship_id" = "c"."sponsorship_id" AND "l"."number" = "d"."number"
            AND "l"."writer" = "w"."writer" AND "l"."status" IN ('in_review', 'delivered')))
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum("c"."delta") <> 0
    )
    INSERT INTO "letter_pending_counts"
        ("period_id", "village_id", "school_id", "number", "writer", "due_day", "letters")
      SELECT * FROM "slots" ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ("period_id", "village_id", "school_id", "number", "writer", "due_day")
      DO UPDATE SET "letters" = "letter_pending_counts"."letters" + excluded."letters"
  $apply$, "changes")
$$;
--> statement-breakpoint
-- The current sponsorships that `condition` (on sponsorships "s") names, as letter_pending_apply
-- reads them: with their students' village and sponsors' school of now, or the places given
-- (a move takes the letters out of the place it left).
CREATE FUNCTION "letter_pending_sponsorships"(
  "condition" text, "delta" integer,
  "village" text DEFAULT '"st"."village_id"', "school" text DEFAULT 'coalesce("sp"."school_id", 0)'
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT "s"."id" AS "sponsorship_id", "s"."period_id", %s AS "village_id", %s AS "school_id",
      "s"."started_at", NULL::integer AS "number", NULL::text AS "writer", %s AS "delta"
    FROM "sponsorships" "s"
    JOIN "students" "st" ON "st"."id" = "s"."student_id"
    JOIN "sponsors" "sp" ON "sp"."id" = "s"."sponsor_id"
    WHERE "s"."ended_at" IS NULL AND (%s)
  $q$, "village", "school", "delta", "condition")
$$;
--> statement-breakpoint
-- The places of a sponsorship are read under a lock moves respect: a reader (a pairing, an
-- ending, a letter sent) holds the shared advisory lock "letter_pending_move" to the end of its
-- transaction, a move of a student or a sponsor the exclusive one, so that each move is counted
-- wholly before or after each reader, and moves one after another. Advisory, not row locks: a
-- row lock on the sponsor would also wait for (and deadlock with) the sponsor's other edits, such
-- as the leadership distinction a letter earns; and one lock whatever the number of students,
-- where a lock per student would fill the lock table on a statement of thousands of pairings.
-- Moves are rare: readers wait for one only while it runs.
CREATE FUNCTION "letter_pending_lock_places"() RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock_shared(hashtext('letter_pending_move'))
$$;
--> statement-breakpoint
-- Counts a year's pending letters again from the sponsorships: when its letter dates or its own
-- dates change, every due day may move. The year's row is locked first, so that a pairing or a
-- letter sent meanwhile (which share-lock it) is counted before or after, never half. The lock
-- is the one an UPDATE of the year takes: the years' trigger below holds it already, and
-- asking for a stronger one there would wait for the share-lockers while they wait for it.
CREATE FUNCTION "letter_pending_recount"("p_period_id" integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "periods" WHERE "id" = "p_period_id" FOR NO KEY UPDATE;
  DELETE FROM "letter_pending_counts" WHERE "period_id" = "p_period_id";
  EXECUTE "letter_pending_apply"(
    "letter_pending_sponsorships"(format('"s"."period_id" = %s', "p_period_id"), 1));
END;
$$;
--> statement-breakpoint
-- Pairings, endings, restarts of a sponsorship: its letters leave their old rows and join the
-- new. Its places are locked for reading (letter_pending_lock_places) and its years share-locked,
-- so that a move of the student or the sponsor, or a change of the year's dates, is counted
-- wholly before or after this.
CREATE FUNCTION "letter_pending_sponsorships_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_rows" text;
  "touched" text;
  "row_columns" text := $c$
    SELECT "r"."id" AS "sponsorship_id", "r"."period_id", "st"."village_id",
      coalesce("sp"."school_id", 0) AS "school_id", "r"."started_at",
      NULL::integer AS "number", NULL::text AS "writer", %s AS "delta"
    FROM %I "r"
    JOIN "students" "st" ON "st"."id" = "r"."student_id"
    JOIN "sponsors" "sp" ON "sp"."id" = "r"."sponsor_id"
    WHERE "r"."ended_at" IS NULL
  $c$;
BEGIN
  "changed_rows" := CASE TG_OP
    WHEN 'INSERT' THEN format("row_columns", 1, 'new_rows')
    WHEN 'DELETE' THEN format("row_columns", -1, 'old_rows')
    ELSE format("row_columns", -1, 'old_rows') || ' UNION ALL ' || format("row_columns", 1, 'new_rows')
  END;
  "touched" := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT "period_id" FROM "new_rows"'
    WHEN 'DELETE' THEN 'SELECT "period_id" FROM "old_rows"'
    ELSE 'SELECT "period_id" FROM "old_rows" UNION SELECT "period_id" FROM "new_rows"'
  END;
  PERFORM "letter_pending_lock_places"();
  EXECUTE format($lock$
    SELECT 1 FROM "periods" WHERE "id" IN (SELECT "period_id" FROM (%s) AS "t") ORDER BY "id" FOR SHARE
  $lock$, "touched");
  EXECUTE "letter_pending_apply"("changed_rows");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A table's triggers fire in the order of their names. Every statement takes the counters in one
-- order — sponsored_student_counts, then letter_pending_counts, then change_versions (the lists'
-- version) — so that two statements never wait for each other in a circle: hence the names
-- "students_sponsored_letters_pending_move" (after students_sponsored_counted_move) and
-- "letters_dates_pending_*" (before letters_lists_changed).
CREATE TRIGGER "sponsorships_letters_pending_insert" AFTER INSERT ON "sponsorships" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_sponsorships_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_update" AFTER UPDATE ON "sponsorships" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_sponsorships_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_delete" AFTER DELETE ON "sponsorships" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_sponsorships_apply"();
--> statement-breakpoint
-- A letter sent (in review or delivered) stops being pending; one taken back (returned to its
-- writer, deleted) is pending again. Only a letter whose "sent" changed counts; a draft saved
-- again changes nothing. Its sponsorship is share-locked first (an ending or a restart waits, or
-- is waited for), then its places and year, as the sponsorships' trigger takes them. A row
-- trigger, named to fire before sponsorship_letters_progress: that one locks the sponsor's
-- leadership progress, which an ending of the sponsorship (holding it) also locks.
CREATE FUNCTION "letter_pending_letter_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "sent" text[] := ARRAY[]::text[];
  "moves" text;
  "sponsorship" record;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."status" IN ('in_review', 'delivered') THEN
    "sent" := "sent" || format('SELECT %s AS "sponsorship_id", %s AS "number", %L AS "writer", 1 AS "delta"',
      OLD."sponsorship_id", OLD."number", OLD."writer");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" IN ('in_review', 'delivered') THEN
    "sent" := "sent" || format('SELECT %s AS "sponsorship_id", %s AS "number", %L AS "writer", -1 AS "delta"',
      NEW."sponsorship_id", NEW."number", NEW."writer");
  END IF;
  IF cardinality("sent") = 0 THEN
    RETURN NULL;
  END IF;
  "moves" := format($m$
    SELECT "sponsorship_id", "number", "writer", sum("delta") AS "delta" FROM (%s) AS "sent"
    GROUP BY 1, 2, 3 HAVING sum("delta") <> 0
  $m$, array_to_string("sent", ' UNION ALL '));
  FOR "sponsorship" IN EXECUTE format($lock$
    SELECT "id", "period_id" FROM "sponsorships"
    WHERE "id" IN (SELECT "sponsorship_id" FROM (%s) AS "m") ORDER BY "id" FOR SHARE
  $lock$, "moves") LOOP
    PERFORM "letter_pending_lock_places"();
    PERFORM 1 FROM "periods" WHERE "id" = "sponsorship"."period_id" FOR SHARE;
  END LOOP;
  EXECUTE "letter_pending_apply"(format($c$
    SELECT "s"."id" AS "sponsorship_id", "s"."period_id", "st"."village_id",
      coalesce("sp"."school_id", 0) AS "school_id", "s"."started_at",
      "m"."number", "m"."writer", "m"."delta"
    FROM (%s) AS "m"
    JOIN "sponsorships" "s" ON "s"."id" = "m"."sponsorship_id"
    JOIN "students" "st" ON "st"."id" = "s"."student_id"
    JOIN "sponsors" "sp" ON "sp"."id" = "s"."sponsor_id"
    WHERE "s"."ended_at" IS NULL
  $c$, "moves"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorship_letters_pending" AFTER INSERT OR UPDATE OR DELETE ON "sponsorship_letters" FOR EACH ROW EXECUTE FUNCTION "letter_pending_letter_apply"();
--> statement-breakpoint
-- A student who moves village, or a sponsor who moves school, takes their pending letters along:
-- out of the old place's rows, into the new one's. Row triggers whose WHEN leaves the rows that
-- did not move (the yearly grade change, a name corrected) out. The years of their sponsorships
-- are share-locked, so that a recount of a year's dates is wholly before or after the move.
-- A move takes the exclusive lock readers share (letter_pending_lock_places): it waits for the
-- readers in flight and they for it, and moves wait for each other — a student and their
-- sponsor moved at the same moment would otherwise each move the sponsorship from the place it
-- had before the other's move.
CREATE FUNCTION "letter_pending_move"("condition" text, "village" text, "school" text)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('letter_pending_move'));
  EXECUTE format($lock$
    SELECT 1 FROM "periods" WHERE "id" IN (
      SELECT "s"."period_id" FROM "sponsorships" "s" WHERE "s"."ended_at" IS NULL AND (%s))
    ORDER BY "id" FOR SHARE
  $lock$, "condition");
  EXECUTE "letter_pending_apply"(
    "letter_pending_sponsorships"("condition", -1, "village", "school")
    || ' UNION ALL ' || "letter_pending_sponsorships"("condition", 1));
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "letter_pending_student_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "letter_pending_move"(format('"s"."student_id" = %s', NEW."id"),
    format('%s::integer', OLD."village_id"), 'coalesce("sp"."school_id", 0)');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_sponsored_letters_pending_move" AFTER UPDATE OF "village_id" ON "students" FOR EACH ROW
  WHEN (OLD."village_id" IS DISTINCT FROM NEW."village_id")
  EXECUTE FUNCTION "letter_pending_student_move"();
--> statement-breakpoint
CREATE FUNCTION "letter_pending_sponsor_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "letter_pending_move"(format('"s"."sponsor_id" = %s', NEW."id"),
    '"st"."village_id"', format('%s::integer', coalesce(OLD."school_id", 0)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsors_letters_pending_move" AFTER UPDATE OF "school_id" ON "sponsors" FOR EACH ROW
  WHEN (OLD."school_id" IS DISTINCT FROM NEW."school_id")
  EXECUTE FUNCTION "letter_pending_sponsor_move"();
--> statement-breakpoint
-- New letter dates for a year, or new dates of the year itself (which move its default letter
-- dates): the year is counted again.
CREATE FUNCTION "letter_pending_dates_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "period" integer;
BEGIN
  IF TG_TABLE_NAME = 'periods' THEN
    PERFORM "letter_pending_recount"(NEW."id");
    RETURN NULL;
  END IF;
  FOR "period" IN EXECUTE CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT DISTINCT "period_id" FROM "new_rows" WHERE "period_id" IS NOT NULL ORDER BY 1'
    WHEN 'DELETE' THEN 'SELECT DISTINCT "period_id" FROM "old_rows" WHERE "period_id" IS NOT NULL ORDER BY 1'
    ELSE 'SELECT "period_id" FROM "old_rows" WHERE "period_id" IS NOT NULL
          UNION SELECT "period_id" FROM "new_rows" WHERE "period_id" IS NOT NULL ORDER BY 1'
  END LOOP
    PERFORM "letter_pending_recount"("period");
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "letters_dates_pending_insert" AFTER INSERT ON "letters" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_dates_changed"();
--> statement-breakpoint
CREATE TRIGGER "letters_dates_pending_update" AFTER UPDATE ON "letters" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_dates_changed"();
--> statement-breakpoint
CREATE TRIGGER "letters_dates_pending_delete" AFTER DELETE ON "letters" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_dates_changed"();
--> statement-breakpoint
CREATE TRIGGER "periods_letters_pending_dates" AFTER UPDATE OF "start_date", "end_date" ON "periods" FOR EACH ROW
  WHEN (OLD."start_date" IS DISTINCT FROM NEW."start_date" OR OLD."end_date" IS DISTINCT FROM NEW."end_date")
  EXECUTE FUNCTION "letter_pending_dates_changed"();
--> statement-breakpoint
-- Emptied sponsorships (the tests' resets): nothing is pending. Emptied letters: all is.
CREATE FUNCTION "letter_pending_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "period" integer;
BEGIN
  DELETE FROM "letter_pending_counts";
  IF TG_TABLE_NAME = 'sponsorship_letters' THEN
    FOR "period" IN SELECT DISTINCT "period_id" FROM "sponsorships" ORDER BY 1 LOOP
      PERFORM "letter_pending_recount"("period");
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorships_letters_pending_truncate" AFTER TRUNCATE ON "sponsorships" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_clear"();
--> statement-breakpoint
CREATE TRIGGER "sponsorship_letters_pending_truncate" AFTER TRUNCATE ON "sponsorship_letters" FOR EACH STATEMENT EXECUTE FUNCTION "letter_pending_clear"();
--> statement-breakpoint
-- Folds the rows of days before `before` into one row per place, letter and writer dated
-- -infinity: what is due before today is all "late" reads, so the days themselves need not be
-- kept. One fold at a time (an advisory lock); the rows are locked in key order, as the
-- triggers take them. A decrement that arrives later for a folded day makes a row of that day
-- again (possibly negative), which the next fold takes in: the sums stay right throughout.
CREATE FUNCTION "letter_pending_compact"("before" date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('letter_pending_compact'));
  -- A recount (which holds its year and deletes the year's rows in no order) goes before or after.
  PERFORM 1 FROM "periods" ORDER BY "id" FOR SHARE;
  WITH "locked" AS (
    SELECT "period_id", "village_id", "school_id", "number", "writer", "due_day"
    FROM "letter_pending_counts"
    WHERE "due_day" < "before" AND "due_day" <> '-infinity'::date
    ORDER BY 1, 2, 3, 4, 5, 6 FOR UPDATE
  ), "moved" AS (
    DELETE FROM "letter_pending_counts" "c" USING "locked" "k"
    WHERE ("c"."period_id", "c"."village_id", "c"."school_id", "c"."number", "c"."writer", "c"."due_day")
      = ("k"."period_id", "k"."village_id", "k"."school_id", "k"."number", "k"."writer", "k"."due_day")
    RETURNING "c".*
  )
  INSERT INTO "letter_pending_counts"
      ("period_id", "village_id", "school_id", "number", "writer", "due_day", "letters")
    SELECT "period_id", "village_id", "school_id", "number", "writer", '-infinity'::date, sum("letters")
    FROM "moved" GROUP BY 1, 2, 3, 4, 5 HAVING sum("letters") <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("period_id", "village_id", "school_id", "number", "writer", "due_day")
    DO UPDATE SET "letters" = "letter_pending_counts"."letters" + excluded."letters";
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  "period" integer;
BEGIN
  FOR "period" IN SELECT "id" FROM "periods" ORDER BY 1 LOOP
    PERFORM "letter_pending_recount"("period");
  END LOOP;
END;
$$;
