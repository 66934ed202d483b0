CREATE TABLE "parent_agreement_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parent_agreement_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_id" integer NOT NULL,
	"parent_id" integer,
	"parent_name" text NOT NULL,
	"parent_email" text NOT NULL,
	"parent_relationship" text,
	"language" text NOT NULL,
	"key_hash" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "parent_agreement_links_status_check" CHECK ("parent_agreement_links"."status" in ('sent', 'signed', 'replaced')),
	CONSTRAINT "parent_agreement_links_language_check" CHECK ("parent_agreement_links"."language" in ('en-US', 'es-CO'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "sponsor_parents" ADD COLUMN "language" text DEFAULT 'en-US' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "link_id" integer;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "signer_relationship" text;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "signature_kind" text DEFAULT 'typed' NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD COLUMN "signature_png" "bytea";--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD CONSTRAINT "parent_agreement_links_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD CONSTRAINT "parent_agreement_links_parent_id_sponsor_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sponsor_parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_agreement_links" ADD CONSTRAINT "parent_agreement_links_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_agreement_links_key_unique" ON "parent_agreement_links" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_agreement_links_live_unique" ON "parent_agreement_links" USING btree ("sponsor_id") WHERE "parent_agreement_links"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "parent_agreement_links_sponsor_idx" ON "parent_agreement_links" USING btree ("sponsor_id","sent_at");--> statement-breakpoint
ALTER TABLE "agreement_acceptances" ADD CONSTRAINT "agreement_acceptances_link_id_parent_agreement_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."parent_agreement_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_parents" ADD CONSTRAINT "sponsor_parents_language_check" CHECK ("sponsor_parents"."language" in ('en-US', 'es-CO'));