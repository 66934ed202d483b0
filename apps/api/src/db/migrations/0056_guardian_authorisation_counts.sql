CREATE TABLE "guardian_authorisation_counts" (
	"village_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"status" text NOT NULL,
	"students" bigint NOT NULL,
	CONSTRAINT "guardian_authorisation_counts_village_id_school_id_status_pk" PRIMARY KEY("village_id","school_id","status")
);
--> statement-breakpoint
CREATE INDEX "guardian_authorisation_counts_school_idx" ON "guardian_authorisation_counts" USING btree ("school_id","status");--> statement-breakpoint
-- Kept like student_counts (migration 0012): statement triggers with transition tables, one
-- grouped upsert per statement in key order. An authorisation counts in its student's bucket;
-- one withdrawn after its student was deleted (the cascade) was already taken out by the
-- student's deletion below, and finds no student here. An update (a replaced document) nets
-- to zero and touches no counter.
CREATE FUNCTION "guardian_authorisation_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "guardian_authorisation_counts" ("village_id", "school_id", "status", "students")
    SELECT "village_id", "school_id", "status", sum("delta") FROM (
      SELECT s."village_id", coalesce(s."school_id", 0) AS "school_id", s."status", -1 AS "delta"
        FROM "old_rows" o JOIN "students" s ON s."id" = o."student_id"
      UNION ALL
      SELECT s."village_id", coalesce(s."school_id", 0), s."status", 1
        FROM "new_rows" n JOIN "students" s ON s."id" = n."student_id"
    ) AS "changes"
    GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("village_id", "school_id", "status")
    DO UPDATE SET "students" = "guardian_authorisation_counts"."students" + excluded."students";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A transition table a statement does not have cannot be named, so each kind gets its own.
CREATE FUNCTION "guardian_authorisation_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "guardian_authorisation_counts" ("village_id", "school_id", "status", "students")
    SELECT s."village_id", coalesce(s."school_id", 0), s."status", count(*)
      FROM "new_rows" n JOIN "students" s ON s."id" = n."student_id"
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("village_id", "school_id", "status")
    DO UPDATE SET "students" = "guardian_authorisation_counts"."students" + excluded."students";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "guardian_authorisation_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "guardian_authorisation_counts" ("village_id", "school_id", "status", "students")
    SELECT s."village_id", coalesce(s."school_id", 0), s."status", -count(*)
      FROM "old_rows" o JOIN "students" s ON s."id" = o."student_id"
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("village_id", "school_id", "status")
    DO UPDATE SET "students" = "guardian_authorisation_counts"."students" + excluded."students";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "guardian_authorisations_counted_insert" AFTER INSERT ON "guardian_authorisations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "guardian_authorisation_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "guardian_authorisations_counted_update" AFTER UPDATE ON "guardian_authorisations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "guardian_authorisation_counts_update"();
--> statement-breakpoint
CREATE TRIGGER "guardian_authorisations_counted_delete" AFTER DELETE ON "guardian_authorisations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "guardian_authorisation_counts_delete"();
--> statement-breakpoint
-- A student who moves between places or statuses takes their authorisation's count along; an
-- update that moves nobody with an authorisation touches no counter.
CREATE FUNCTION "guardian_authorisation_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "guardian_authorisation_counts" ("village_id", "school_id", "status", "students")
    SELECT "village_id", "school_id", "status", sum("delta") FROM (
      SELECT o."village_id", coalesce(o."school_id", 0) AS "school_id", o."status", -1 AS "delta"
        FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE (o."village_id", coalesce(o."school_id", 0), o."status")
              IS DISTINCT FROM (n."village_id", coalesce(n."school_id", 0), n."status")
          AND EXISTS (SELECT 1 FROM "guardian_authorisations" g WHERE g."student_id" = o."id")
      UNION ALL
      SELECT n."village_id", coalesce(n."school_id", 0), n."status", 1
        FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
        WHERE (o."village_id", coalesce(o."school_id", 0), o."status")
              IS DISTINCT FROM (n."village_id", coalesce(n."school_id", 0), n."status")
          AND EXISTS (SELECT 1 FROM "guardian_authorisations" g WHERE g."student_id" = n."id")
    ) AS "moves"
    GROUP BY 1, 2, 3 HAVING sum("delta") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("village_id", "school_id", "status")
    DO UPDATE SET "students" = "guardian_authorisation_counts"."students" + excluded."students";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_guardian_counted_update" AFTER UPDATE ON "students" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "guardian_authorisation_counts_move"();
--> statement-breakpoint
-- Before the row goes: its authorisation is deleted by the cascade afterwards, when the student
-- can no longer be read to find the bucket.
CREATE FUNCTION "guardian_authorisation_counts_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "guardian_authorisations" WHERE "student_id" = OLD."id") THEN
    UPDATE "guardian_authorisation_counts" SET "students" = "students" - 1
      WHERE "village_id" = OLD."village_id" AND "school_id" = coalesce(OLD."school_id", 0)
        AND "status" = OLD."status";
  END IF;
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "students_guardian_counted_delete" BEFORE DELETE ON "students" FOR EACH ROW EXECUTE FUNCTION "guardian_authorisation_counts_forget"();
--> statement-breakpoint
INSERT INTO "guardian_authorisation_counts" ("village_id", "school_id", "status", "students")
  SELECT s."village_id", coalesce(s."school_id", 0), s."status", count(*)
    FROM "guardian_authorisations" g JOIN "students" s ON s."id" = g."student_id"
    GROUP BY 1, 2, 3;
