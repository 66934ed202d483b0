CREATE TABLE "guardian_authorisations" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"signed_on" date NOT NULL,
	"file_id" integer NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardian_authorisations" ADD CONSTRAINT "guardian_authorisations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_authorisations" ADD CONSTRAINT "guardian_authorisations_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_authorisations" ADD CONSTRAINT "guardian_authorisations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_authorisations_file_idx" ON "guardian_authorisations" USING btree ("file_id");