-- Maintained totals of the students list (docs/decisions/015-list-pages.md).
CREATE TABLE "student_counts" (
	"village_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"status" text NOT NULL,
	"students" bigint NOT NULL,
	CONSTRAINT "student_counts_village_id_school_id_status_pk" PRIMARY KEY("village_id","school_id","status")
);
--> statement-breakpoint
-- Kept by statement-level triggers with transition tables: one grouped upsert per statement,
-- however many rows it wrote (an import of thousands adds a handful of counter updates). An
-- update that moves no student between places or statuses nets to zero and touches no counter.
-- Upserts go in key order, so two transactions lock counters in the same order.
CREATE FUNCTION "student_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "student_counts" ("village_id", "school_id", "status", "students")
      SELECT "village_id", coalesce("school_id", 0), "status", count(*) FROM "new_rows"
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("village_id", "school_id", "status")
      DO UPDATE SET "students" = "student_counts"."students" + excluded."students";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "student_counts" ("village_id", "school_id", "status", "students")
      SELECT "village_id", coalesce("school_id", 0), "status", -count(*) FROM "old_rows"
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("village_id", "school_id", "status")
      DO UPDATE SET "students" = "student_counts"."students" + excluded."students";
  ELSE
    INSERT INTO "student_counts" ("village_id", "school_id", "status", "students")
      SELECT "village_id", "school_id", "status", sum("delta") FROM (
        SELECT "village_id", coalesce("school_id", 0) AS "school_id", "status", -1 AS "delta"
          FROM "old_rows"
        UNION ALL
        SELECT "village_id", coalesce("school_id", 0), "status", 1 FROM "new_rows"
      ) AS "moves"
      GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
      ON CONFLICT ("village_id", "school_id", "status")
      DO UPDATE SET "students" = "student_counts"."students" + excluded."students";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "student_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "student_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_counted_insert" AFTER INSERT ON "students" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "students_counted_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "students_counted_delete" AFTER DELETE ON "students" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "students_counted_truncate" AFTER TRUNCATE ON "students" FOR EACH STATEMENT EXECUTE FUNCTION "student_counts_clear"();
--> statement-breakpoint
INSERT INTO "student_counts" ("village_id", "school_id", "status", "students")
  SELECT "village_id", coalesce("school_id", 0), "status", count(*) FROM "students" GROUP BY 1, 2, 3;
