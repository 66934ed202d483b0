ALTER TABLE "sponsors" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "donation_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "draft_text" text;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "draft_status" text;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "message_review" text DEFAULT 'held' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "message_reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "message_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD CONSTRAINT "donation_pages_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_message_reviewed_by_users_id_fk" FOREIGN KEY ("message_reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_public_id_unique" ON "sponsors" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_public_id_unique" ON "students" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donation_pages_id_unique" ON "donation_pages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "donation_pages_held_idx" ON "donation_pages" USING btree ("draft_saved_at","id") WHERE "donation_pages"."draft_status" = 'held';--> statement-breakpoint
CREATE INDEX "donations_message_held_idx" ON "donations" USING btree ("created_at","id") WHERE "donations"."message_review" = 'held' and "donations"."sponsor_id" is not null;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD CONSTRAINT "donation_pages_draft_check" CHECK (("donation_pages"."draft_text" is null) = ("donation_pages"."draft_status" is null) and ("donation_pages"."draft_text" is null) = ("donation_pages"."draft_saved_at" is null));--> statement-breakpoint
-- hand-written
-- Existing sponsors and students got their public ids from the column default above: a volatile
-- default is computed for each row when the column is added, so every row has its own.
-- Texts written before the safeguarding screening existed were never screened: they leave the
-- public pages and wait for a coordinator (decisions/031). A page's text becomes its held draft.
UPDATE "donation_pages" SET "draft_text" = "text", "draft_status" = 'held', "draft_saved_at" = "updated_at", "text" = '' WHERE "text" <> '';--> statement-breakpoint
-- A gift without a message shows only its first name (to the sponsor); one made only of letters,
-- spaces, apostrophes and hyphens carries no contact details and needs no one to read it. Every
-- other gift (a message, or a name with digits, @, dots or a messaging app's name) stays held.
UPDATE "donations" SET "message_review" = 'clear' WHERE "message" = '' AND "first_name" ~ '^[A-Za-zÀ-ÖØ-öø-ÿ'' -]{1,60}$' AND "first_name" !~* '(whats|wasap|telegram|insta|snap|face|tiktok|signal|discord|http|www)';
