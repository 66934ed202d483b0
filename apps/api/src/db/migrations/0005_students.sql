CREATE TABLE "students" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birthdate" date NOT NULL,
	"gender" text NOT NULL,
	"grade" text NOT NULL,
	"grade_rank" smallint GENERATED ALWAYS AS (case "grade" when 'preschool' then 0 when 'kindergarten' then 1 when '1-first' then 2 when '2-second' then 3 when '3-third' then 4 when '4-fourth' then 5 when '5-fifth' then 6 when '6-sixth' then 7 when '7-seventh' then 8 when '8-eighth' then 9 when '9-ninth' then 10 when '10-tenth' then 11 when '11-eleventh' then 12 when '12-twelfth' then 13 when 'college' then 14 end) STORED NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"school_id" integer,
	"village_id" integer NOT NULL,
	"country_id" integer,
	"photo_file_id" integer,
	"external_id" text,
	"leadership_distinction" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"last_name_key" text NOT NULL,
	"first_name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_birthdate_check" CHECK ("students"."birthdate" >= '1900-01-01')
);
--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_gender_genders_code_fk" FOREIGN KEY ("gender") REFERENCES "public"."genders"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_grade_grades_code_fk" FOREIGN KEY ("grade") REFERENCES "public"."grades"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_status_student_statuses_code_fk" FOREIGN KEY ("status") REFERENCES "public"."student_statuses"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "students_user_unique" ON "students" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_external_id_unique" ON "students" USING btree ("external_id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_last_first_idx" ON "students" USING btree ("last_name_key","first_name_key","id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_first_last_idx" ON "students" USING btree ("first_name_key","last_name_key","id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_grade_last_first_idx" ON "students" USING btree ("grade_rank","last_name_key","first_name_key","id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_created_idx" ON "students" USING btree ("created_at","id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_village_last_first_idx" ON "students" USING btree ("village_id","last_name_key","first_name_key","id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_school_last_first_idx" ON "students" USING btree ("school_id","last_name_key","first_name_key","id") WHERE "students"."status" <> 'delete';--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops) WHERE "students"."status" <> 'delete';