CREATE TABLE "sign_in_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"ip" text NOT NULL,
	"device_hash" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "agreement_acceptances_unique";--> statement-breakpoint
ALTER TABLE "sponsor_parents" ADD COLUMN "confirmed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_parents" ADD COLUMN "confirmed_by" integer;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD COLUMN "check_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD COLUMN "check_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD COLUMN "checked_by" integer;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_sources" ADD CONSTRAINT "sign_in_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_sources_unique" ON "sign_in_sources" USING btree ("user_id","ip","device_hash");--> statement-breakpoint
CREATE INDEX "sign_in_sources_last_seen_idx" ON "sign_in_sources" USING btree ("last_seen_at");--> statement-breakpoint
ALTER TABLE "sponsor_parents" ADD CONSTRAINT "sponsor_parents_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD CONSTRAINT "parent_agreement_links_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_link_unique" ON "agreement_acceptances" USING btree ("link_id","version_id") WHERE "agreement_acceptances"."link_id" is not null;--> statement-breakpoint
CREATE INDEX "parent_agreement_links_to_check_idx" ON "parent_agreement_links" USING btree ("sponsor_id") WHERE "parent_agreement_links"."check_status" = 'toCheck';--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_acceptances_unique" ON "agreement_acceptances" USING btree ("version_id","sponsor_id") WHERE "agreement_acceptances"."link_id" is null;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD CONSTRAINT "parent_agreement_links_check_status_check" CHECK ("parent_agreement_links"."check_status" in ('none', 'toCheck', 'confirmed', 'rejected'));--> statement-breakpoint
-- hand-written
-- A parent signature made before parent contacts needed a coordinator's confirmation came from a
-- contact nobody checked: it counts for nothing until a coordinator confirms it (decision 030).
-- Contacts already recorded stay unconfirmed (confirmed_at null) until a coordinator confirms them.
UPDATE "parent_agreement_links" SET "check_status" = 'toCheck', "check_reasons" = ARRAY['signedBeforeConfirmation']::text[] WHERE "status" = 'signed';
