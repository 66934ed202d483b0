CREATE TABLE "sponsor_counts" (
	"school_id" integer NOT NULL,
	"active" boolean NOT NULL,
	"sponsors" bigint NOT NULL,
	CONSTRAINT "sponsor_counts_school_id_active_pk" PRIMARY KEY("school_id","active")
);
--> statement-breakpoint
CREATE TABLE "sponsored_student_counts" (
	"period_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"status" text NOT NULL,
	"sponsors" integer NOT NULL,
	"students" bigint NOT NULL,
	CONSTRAINT "sponsored_student_counts_period_id_village_id_school_id_status_sponsors_pk" PRIMARY KEY("period_id","village_id","school_id","status","sponsors")
);
--> statement-breakpoint
CREATE INDEX "sponsored_student_counts_school_idx" ON "sponsored_student_counts" USING btree ("period_id","school_id");--> statement-breakpoint
-- Sponsored students per year, place, status and number of current sponsors, kept by a statement
-- trigger on sponsorships: the statement's net change of current sponsorships per student and
-- year, and each student's count after it (read through sponsorships_student_idx), move the
-- student from the bucket of the count before to the one after. The students are locked first,
-- in id order, as pairing locks them (students.service lockStudentForPairing), so two
-- transactions changing one student's sponsorships count them one after the other.
CREATE FUNCTION "sponsored_student_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_rows" text;
BEGIN
  "changed_rows" := CASE TG_OP
    WHEN 'INSERT' THEN
      'SELECT "period_id", "student_id", 1 AS "delta" FROM "new_rows" WHERE "ended_at" IS NULL'
    WHEN 'DELETE' THEN
      'SELECT "period_id", "student_id", -1 AS "delta" FROM "old_rows" WHERE "ended_at" IS NULL'
    ELSE
      'SELECT "period_id", "student_id", -1 AS "delta" FROM "old_rows" WHERE "ended_at" IS NULL
       UNION ALL
       SELECT "period_id", "student_id", 1 FROM "new_rows" WHERE "ended_at" IS NULL'
  END;
  EXECUTE format($lock$
    SELECT 1 FROM "students" WHERE "id" IN (SELECT "student_id" FROM (%s) AS "changed")
    ORDER BY "id" FOR NO KEY UPDATE
  $lock$, "changed_rows");
  EXECUTE format($moves$
    WITH "changed" AS (
      SELECT "period_id", "student_id", sum("delta") AS "delta" FROM (%s) AS "changed_rows"
      GROUP BY 1, 2 HAVING sum("delta") <> 0
    ), "counted" AS (
      SELECT "c"."period_id", "c"."student_id", "c"."delta",
        (SELECT count(*) FROM "sponsorships" "s"
          WHERE "s"."student_id" = "c"."student_id" AND "s"."period_id" = "c"."period_id"
            AND "s"."ended_at" IS NULL) AS "after"
      FROM "changed" "c"
    ), "moves" AS (
      SELECT "c"."period_id", "st"."village_id", coalesce("st"."school_id", 0) AS "school_id",
        "st"."status", "bucket"."sponsors", sum("bucket"."delta") AS "delta"
      FROM "counted" "c"
      JOIN "students" "st" ON "st"."id" = "c"."student_id"
      CROSS JOIN LATERAL (VALUES ("c"."after" - "c"."delta", -1), ("c"."after", 1))
        AS "bucket"("sponsors", "delta")
      WHERE "bucket"."sponsors" > 0
      GROUP BY 1, 2, 3, 4, 5 HAVING sum("bucket"."delta") <> 0
    )
    INSERT INTO "sponsored_student_counts"
        ("period_id", "village_id", "school_id", "status", "sponsors", "students")
      SELECT "period_id", "village_id", "school_id", "status", "sponsors", "delta" FROM "moves"
      ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT ("period_id", "village_id", "school_id", "status", "sponsors")
      DO UPDATE SET "students" = "sponsored_student_counts"."students" + excluded."students"
  $moves$, "changed_rows");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorships_counted_insert" AFTER INSERT ON "sponsorships" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sponsored_student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_counted_update" AFTER UPDATE ON "sponsorships" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sponsored_student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_counted_delete" AFTER DELETE ON "sponsorships" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sponsored_student_counts_apply"();
--> statement-breakpoint
-- A student who moves between places or statuses takes their buckets along, one per year in
-- which they have current sponsors. A row trigger, so that the yearly grade change (every
-- student, no move) calls nothing: its WHEN leaves unmoved rows out.
CREATE FUNCTION "sponsored_student_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "sponsored_student_counts"
      ("period_id", "village_id", "school_id", "status", "sponsors", "students")
    SELECT "years"."period_id", "place"."village_id", "place"."school_id", "place"."status",
      "years"."sponsors", "place"."delta"
    FROM (
      SELECT "period_id", count(*)::integer AS "sponsors" FROM "sponsorships"
      WHERE "student_id" = NEW."id" AND "ended_at" IS NULL GROUP BY 1
    ) AS "years"
    CROSS JOIN (VALUES
      (OLD."village_id", coalesce(OLD."school_id", 0), OLD."status", -1),
      (NEW."village_id", coalesce(NEW."school_id", 0), NEW."status", 1)
    ) AS "place"("village_id", "school_id", "status", "delta")
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("period_id", "village_id", "school_id", "status", "sponsors")
    DO UPDATE SET "students" = "sponsored_student_counts"."students" + excluded."students";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_sponsored_counted_move" AFTER UPDATE OF "village_id", "school_id", "status" ON "students" FOR EACH ROW
  WHEN (OLD."village_id" IS DISTINCT FROM NEW."village_id" OR OLD."school_id" IS DISTINCT FROM NEW."school_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "sponsored_student_counts_move"();
--> statement-breakpoint
CREATE FUNCTION "sponsored_student_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sponsored_student_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsorships_counted_truncate" AFTER TRUNCATE ON "sponsorships" FOR EACH STATEMENT EXECUTE FUNCTION "sponsored_student_counts_clear"();
--> statement-breakpoint
INSERT INTO "sponsored_student_counts"
    ("period_id", "village_id", "school_id", "status", "sponsors", "students")
  SELECT "per_student"."period_id", "st"."village_id", coalesce("st"."school_id", 0), "st"."status",
    "per_student"."sponsors", count(*)
  FROM (
    SELECT "period_id", "student_id", count(*)::integer AS "sponsors" FROM "sponsorships"
    WHERE "ended_at" IS NULL GROUP BY 1, 2
  ) AS "per_student"
  JOIN "students" "st" ON "st"."id" = "per_student"."student_id"
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- Sponsors per school and active flag, as student_counts keeps students (0012, 0013).
CREATE FUNCTION "sponsor_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_rows" text;
BEGIN
  "changed_rows" := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT "school_id", "active", 1 AS "delta" FROM "new_rows"'
    WHEN 'DELETE' THEN 'SELECT "school_id", "active", -1 AS "delta" FROM "old_rows"'
    ELSE
      'SELECT "school_id", "active", -1 AS "delta" FROM "old_rows"
       UNION ALL
       SELECT "school_id", "active", 1 FROM "new_rows"'
  END;
  EXECUTE format($moves$
    INSERT INTO "sponsor_counts" ("school_id", "active", "sponsors")
      SELECT "school_id", "active", sum("delta") FROM (%s) AS "changed"
      GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
      ON CONFLICT ("school_id", "active")
      DO UPDATE SET "sponsors" = "sponsor_counts"."sponsors" + excluded."sponsors"
  $moves$, "changed_rows");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "sponsor_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "sponsor_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sponsors_counted_insert" AFTER INSERT ON "sponsors" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsors_counted_update" AFTER UPDATE ON "sponsors" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsors_counted_delete" AFTER DELETE ON "sponsors" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "sponsors_counted_truncate" AFTER TRUNCATE ON "sponsors" FOR EACH STATEMENT EXECUTE FUNCTION "sponsor_counts_clear"();
--> statement-breakpoint
INSERT INTO "sponsor_counts" ("school_id", "active", "sponsors")
  SELECT "school_id", "active", count(*) FROM "sponsors" GROUP BY 1, 2;
