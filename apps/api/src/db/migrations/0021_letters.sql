CREATE TABLE "letter_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "letter_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"letter_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsorship_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsorship_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsorship_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"number" integer NOT NULL,
	"writer" text NOT NULL,
	"writer_user_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"original_language" text NOT NULL,
	"target_language" text NOT NULL,
	"attachment_file_id" integer,
	"translated_subject" text,
	"translated_message" text,
	"translation_source" text,
	"translation_approved" boolean DEFAULT false NOT NULL,
	"screening_matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"screening_cleared" boolean DEFAULT false NOT NULL,
	"return_note" text,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_letters_number_check" CHECK ("sponsorship_letters"."number" between 1 and 4),
	CONSTRAINT "sponsorship_letters_languages_check" CHECK ("sponsorship_letters"."original_language" in ('en-US', 'es-CO') and "sponsorship_letters"."target_language" in ('en-US', 'es-CO')),
	CONSTRAINT "sponsorship_letters_sent_check" CHECK (("sponsorship_letters"."status" = 'draft') = ("sponsorship_letters"."sent_at" is null)),
	CONSTRAINT "sponsorship_letters_delivered_check" CHECK (("sponsorship_letters"."status" = 'delivered') = ("sponsorship_letters"."delivered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "letters" DROP CONSTRAINT "letters_number_unique";--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "period_id" integer;--> statement-breakpoint
ALTER TABLE "letters" ADD COLUMN "answer_due_date" date;--> statement-breakpoint
ALTER TABLE "letter_events" ADD CONSTRAINT "letter_events_letter_id_sponsorship_letters_id_fk" FOREIGN KEY ("letter_id") REFERENCES "public"."sponsorship_letters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letter_events" ADD CONSTRAINT "letter_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_writer_user_id_users_id_fk" FOREIGN KEY ("writer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_attachment_file_id_files_id_fk" FOREIGN KEY ("attachment_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_events_letter_idx" ON "letter_events" USING btree ("letter_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorship_letters_unique" ON "sponsorship_letters" USING btree ("sponsorship_id","number","writer");--> statement-breakpoint
CREATE INDEX "sponsorship_letters_sponsor_idx" ON "sponsorship_letters" USING btree ("sponsor_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "sponsorship_letters_student_idx" ON "sponsorship_letters" USING btree ("student_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "sponsorship_letters_review_idx" ON "sponsorship_letters" USING btree ("sent_at","id") WHERE "sponsorship_letters"."status" = 'in_review';--> statement-breakpoint
CREATE INDEX "sponsorship_letters_period_idx" ON "sponsorship_letters" USING btree ("period_id","updated_at","id");--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "letters_default_number_unique" ON "letters" USING btree ("number") WHERE "letters"."period_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "letters_period_number_unique" ON "letters" USING btree ("period_id","number") WHERE "letters"."period_id" is not null;--> statement-breakpoint
-- The lookup lists serve the available year's letters: a year becoming available changes them.
CREATE TRIGGER "periods_lists_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "periods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_lists_version"();