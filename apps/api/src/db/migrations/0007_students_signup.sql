CREATE TABLE "files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"thumbnail_size_bytes" integer,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_content_type_check" CHECK ("files"."content_type" in ('image/jpeg', 'application/pdf', 'video/mp4')),
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" > 0),
	CONSTRAINT "files_sha256_check" CHECK ("files"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "birthdate" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "grade" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "students" drop column "grade_rank";--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "grade_rank" smallint GENERATED ALWAYS AS (case "grade" when 'preschool' then 0 when 'kindergarten' then 1 when '1-first' then 2 when '2-second' then 3 when '3-third' then 4 when '4-fourth' then 5 when '5-fifth' then 6 when '6-sixth' then 7 when '7-seventh' then 8 when '8-eighth' then 9 when '9-ninth' then 10 when '10-tenth' then 11 when '11-eleventh' then 12 when '12-twelfth' then 13 when 'college' then 14 else 15 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_unique" ON "files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_kind","owner_id","purpose");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Dropping grade_rank above dropped the index built on it; the schema still declares it.
CREATE INDEX "students_grade_last_first_idx" ON "students" USING btree ("grade_rank","last_name_key","first_name_key","id") WHERE "students"."status" <> 'delete';
