CREATE TABLE "leadership_assessments" (
	"sponsor_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"part" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"return_comment" text,
	"returned_at" timestamp with time zone,
	"returned_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leadership_assessments_sponsor_id_period_id_part_pk" PRIMARY KEY("sponsor_id","period_id","part"),
	CONSTRAINT "leadership_assessments_submitted_check" CHECK (("leadership_assessments"."status" = 'submitted') <= ("leadership_assessments"."submitted_at" is not null)),
	CONSTRAINT "leadership_assessments_returned_check" CHECK (("leadership_assessments"."status" = 'returned') = ("leadership_assessments"."return_comment" is not null))
);
--> statement-breakpoint
CREATE TABLE "leadership_progress" (
	"sponsor_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"meetings_attended" integer DEFAULT 0 NOT NULL,
	"assessments_submitted" integer DEFAULT 0 NOT NULL,
	"letters_sent" integer DEFAULT 0 NOT NULL,
	"has_distinction" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leadership_progress_sponsor_id_period_id_pk" PRIMARY KEY("sponsor_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_attendance" (
	"meeting_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_meeting_id_sponsor_id_pk" PRIMARY KEY("meeting_id","sponsor_id"),
	CONSTRAINT "meeting_attendance_reason_check" CHECK (("meeting_attendance"."method" = 'manual') = ("meeting_attendance"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "meeting_files" (
	"meeting_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_files_meeting_id_file_id_pk" PRIMARY KEY("meeting_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"code" text NOT NULL,
	"code_window_minutes" integer DEFAULT 180 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_number_check" CHECK ("meetings"."number" between 1 and 10),
	CONSTRAINT "meetings_code_check" CHECK ("meetings"."code" ~ '^[2-9A-HJKMNP-Z]{6}$'),
	CONSTRAINT "meetings_code_window_check" CHECK ("meetings"."code_window_minutes" between 15 and 1440)
);
--> statement-breakpoint
ALTER TABLE "leadership_assessments" ADD CONSTRAINT "leadership_assessments_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leadership_assessments" ADD CONSTRAINT "leadership_assessments_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leadership_assessments" ADD CONSTRAINT "leadership_assessments_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leadership_progress" ADD CONSTRAINT "leadership_progress_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leadership_progress" ADD CONSTRAINT "leadership_progress_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_files" ADD CONSTRAINT "meeting_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leadership_progress_period_idx" ON "leadership_progress" USING btree ("period_id","has_distinction");--> statement-breakpoint
CREATE INDEX "meeting_attendance_sponsor_idx" ON "meeting_attendance" USING btree ("sponsor_id","period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_school_number_unique" ON "meetings" USING btree ("period_id","school_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_code_unique" ON "meetings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "meetings_period_starts_idx" ON "meetings" USING btree ("period_id","starts_at","id");--> statement-breakpoint
-- A sponsor's progress in a year (docs/decisions/022-leadership-progress.md), recomputed by the
-- database whenever one of its parts changes, whichever module changed it: an attendance, an
-- assessment's status, a letter the sponsor wrote, or a sponsorship (letters count per student).
-- The progress row is locked before anything is counted, and each later statement of this
-- function reads a fresh snapshot: two transactions refreshing the same sponsor take turns, and
-- the second counts what the first committed.
CREATE FUNCTION "leadership_progress_refresh"("p_sponsor" integer, "p_period" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "v_meetings" integer;
  "v_assessments" integer;
  "v_letters" integer;
BEGIN
  -- A sponsor being deleted takes their rows with them: nothing to keep.
  IF NOT EXISTS (SELECT 1 FROM "sponsors" WHERE "id" = "p_sponsor") THEN
    RETURN;
  END IF;
  INSERT INTO "leadership_progress" ("sponsor_id", "period_id") VALUES ("p_sponsor", "p_period")
    ON CONFLICT DO NOTHING;
  PERFORM 1 FROM "leadership_progress"
    WHERE "sponsor_id" = "p_sponsor" AND "period_id" = "p_period" FOR UPDATE;
  -- Meetings by number: a sponsor who changed school mid-year still counts each meeting once.
  SELECT count(DISTINCT "m"."number") INTO "v_meetings"
    FROM "meeting_attendance" "a" INNER JOIN "meetings" "m" ON "m"."id" = "a"."meeting_id"
    WHERE "a"."sponsor_id" = "p_sponsor" AND "a"."period_id" = "p_period";
  SELECT count(*) INTO "v_assessments" FROM "leadership_assessments"
    WHERE "sponsor_id" = "p_sponsor" AND "period_id" = "p_period" AND "status" = 'submitted';
  -- Letter N counts once the sponsor wrote it to every student they sponsor this year (the
  -- document status's rule): sent for review or delivered.
  SELECT count(*) INTO "v_letters" FROM generate_series(1, 4) AS "n"("number")
    WHERE EXISTS (
        SELECT 1 FROM "sponsorships" "s"
        WHERE "s"."sponsor_id" = "p_sponsor" AND "s"."period_id" = "p_period" AND "s"."ended_at" IS NULL)
      AND NOT EXISTS (
        SELECT 1 FROM "sponsorships" "s"
        WHERE "s"."sponsor_id" = "p_sponsor" AND "s"."period_id" = "p_period" AND "s"."ended_at" IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM "sponsorship_letters" "l"
            WHERE "l"."sponsorship_id" = "s"."id" AND "l"."writer" = 'sponsor'
              AND "l"."number" = "n"."number" AND "l"."status" IN ('in_review', 'delivered')));
  UPDATE "leadership_progress" SET
      "meetings_attended" = "v_meetings",
      "assessments_submitted" = "v_assessments",
      "letters_sent" = "v_letters",
      "has_distinction" = ("v_meetings" >= 10 AND "v_assessments" >= 5 AND "v_letters" >= 4),
      "updated_at" = now()
    WHERE "sponsor_id" = "p_sponsor" AND "period_id" = "p_period"
      AND ("meetings_attended", "assessments_submitted", "letters_sent")
        IS DISTINCT FROM ("v_meetings", "v_assessments", "v_letters");
  UPDATE "sponsors" SET "leadership_distinction" = "earned"
    FROM (SELECT EXISTS (
      SELECT 1 FROM "leadership_progress" WHERE "sponsor_id" = "p_sponsor" AND "has_distinction"
    ) AS "earned") AS "now_held"
    WHERE "id" = "p_sponsor" AND "leadership_distinction" IS DISTINCT FROM "earned";
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "leadership_progress_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sponsorship_letters' THEN
    IF TG_OP <> 'INSERT' AND OLD."writer" = 'sponsor' THEN
      PERFORM "leadership_progress_refresh"(OLD."sponsor_id", OLD."period_id");
    END IF;
    IF TG_OP <> 'DELETE' AND NEW."writer" = 'sponsor' AND (TG_OP = 'INSERT'
        OR (NEW."sponsor_id", NEW."period_id") IS DISTINCT FROM (OLD."sponsor_id", OLD."period_id")) THEN
      PERFORM "leadership_progress_refresh"(NEW."sponsor_id", NEW."period_id");
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "leadership_progress_refresh"(OLD."sponsor_id", OLD."period_id");
  END IF;
  IF TG_OP = 'INSERT'
      OR (TG_OP = 'UPDATE' AND (NEW."sponsor_id", NEW."period_id") IS DISTINCT FROM (OLD."sponsor_id", OLD."period_id")) THEN
    PERFORM "leadership_progress_refresh"(NEW."sponsor_id", NEW."period_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "meeting_attendance_progress" AFTER INSERT OR DELETE OR UPDATE OF "sponsor_id", "period_id", "meeting_id" ON "meeting_attendance" FOR EACH ROW EXECUTE FUNCTION "leadership_progress_changed"();
--> statement-breakpoint
CREATE TRIGGER "leadership_assessments_progress" AFTER INSERT OR DELETE OR UPDATE OF "status", "sponsor_id", "period_id" ON "leadership_assessments" FOR EACH ROW EXECUTE FUNCTION "leadership_progress_changed"();
--> statement-breakpoint
CREATE TRIGGER "sponsorship_letters_progress" AFTER INSERT OR DELETE OR UPDATE OF "status", "writer", "number", "sponsor_id", "period_id" ON "sponsorship_letters" FOR EACH ROW EXECUTE FUNCTION "leadership_progress_changed"();
--> statement-breakpoint
CREATE TRIGGER "sponsorships_progress" AFTER INSERT OR DELETE OR UPDATE OF "ended_at", "sponsor_id", "period_id" ON "sponsorships" FOR EACH ROW EXECUTE FUNCTION "leadership_progress_changed"();
--> statement-breakpoint
-- The distinction is earned from now on, no longer typed in: every sponsor's flag is recomputed
-- from what they did (letters and sponsorships already exist; meetings and assessments start here).
UPDATE "sponsors" SET "leadership_distinction" = false WHERE "leadership_distinction";
--> statement-breakpoint
SELECT "leadership_progress_refresh"("sponsor_id", "period_id")
  FROM (SELECT DISTINCT "sponsor_id", "period_id" FROM "sponsorships") AS "pairs";
