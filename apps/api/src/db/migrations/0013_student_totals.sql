CREATE TABLE "student_totals" (
	"status" text NOT NULL,
	"shard" integer NOT NULL,
	"students" bigint NOT NULL,
	CONSTRAINT "student_totals_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
CREATE INDEX "student_counts_school_idx" ON "student_counts" USING btree ("school_id","status");--> statement-breakpoint
-- The triggers of 0012 now keep both tables: the moves of a statement (students added, removed
-- or moved between places and statuses, netted per village, school and status) are computed
-- once and applied to student_counts and, grouped by status and shard (village_id % 16), to
-- student_totals. Both upserts go in key order, so two transactions lock counters in the same
-- order. The transition tables are named per operation, hence the text of the moves.
CREATE OR REPLACE FUNCTION "student_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed_rows" text;
BEGIN
  "changed_rows" := CASE TG_OP
    WHEN 'INSERT' THEN
      'SELECT "village_id", coalesce("school_id", 0) AS "school_id", "status", 1 AS "delta" FROM "new_rows"'
    WHEN 'DELETE' THEN
      'SELECT "village_id", coalesce("school_id", 0) AS "school_id", "status", -1 AS "delta" FROM "old_rows"'
    ELSE
      'SELECT "village_id", coalesce("school_id", 0) AS "school_id", "status", -1 AS "delta" FROM "old_rows"
       UNION ALL
       SELECT "village_id", coalesce("school_id", 0), "status", 1 FROM "new_rows"'
  END;
  EXECUTE format($moves$
    WITH "moves" AS (
      SELECT "village_id", "school_id", "status", sum("delta") AS "delta" FROM (%s) AS "changed"
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0
    ), "counted" AS (
      INSERT INTO "student_counts" ("village_id", "school_id", "status", "students")
        SELECT "village_id", "school_id", "status", "delta" FROM "moves" ORDER BY 1, 2, 3
        ON CONFLICT ("village_id", "school_id", "status")
        DO UPDATE SET "students" = "student_counts"."students" + excluded."students"
    )
    INSERT INTO "student_totals" ("status", "shard", "students")
      SELECT "status", "village_id" %% 16, sum("delta") FROM "moves"
      GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
      ON CONFLICT ("status", "shard")
      DO UPDATE SET "students" = "student_totals"."students" + excluded."students"
  $moves$, "changed_rows");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "student_counts";
  DELETE FROM "student_totals";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
INSERT INTO "student_totals" ("status", "shard", "students")
  SELECT "status", "village_id" % 16, count(*) FROM "students" GROUP BY 1, 2;
