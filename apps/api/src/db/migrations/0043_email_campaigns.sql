CREATE TABLE "mail_addresses" (
	"email" text PRIMARY KEY NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"bounces" integer DEFAULT 0 NOT NULL,
	"bouncing_since" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_addresses_lower_check" CHECK ("mail_addresses"."email" = lower("mail_addresses"."email"))
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_report_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"day_of_month" integer DEFAULT 1 NOT NULL,
	"last_sent_month" text,
	"last_campaign_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_report_settings_one_row" CHECK ("board_report_settings"."id" = 1),
	CONSTRAINT "board_report_settings_day_check" CHECK ("board_report_settings"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "email_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text DEFAULT 'campaign' NOT NULL,
	"name" text,
	"audience" jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"school_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"village_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attachments" jsonb,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_campaigns_state_check" CHECK ("email_campaigns"."state" in ('draft', 'scheduled', 'sending', 'paused', 'finished', 'cancelled')),
	CONSTRAINT "email_campaigns_kind_check" CHECK ("email_campaigns"."kind" in ('campaign', 'boardReport'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "unsubscribe_token" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "smtp_response" text;--> statement-breakpoint
ALTER TABLE "email_campaigns" ADD CONSTRAINT "email_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_addresses_marked_idx" ON "mail_addresses" USING btree ("email") WHERE "mail_addresses"."unsubscribed_at" is not null or "mail_addresses"."bouncing_since" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "board_members_email_unique" ON "board_members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_campaigns_created_idx" ON "email_campaigns" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_campaigns_due_idx" ON "email_campaigns" USING btree ("scheduled_at") WHERE "email_campaigns"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "email_campaigns_unqueued_idx" ON "email_campaigns" USING btree ("id") WHERE "email_campaigns"."state" in ('sending', 'paused') and "email_campaigns"."queued_at" is null;--> statement-breakpoint
CREATE INDEX "email_templates_name_idx" ON "email_templates" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_campaign_address_unique" ON "mail_outbox" USING btree ("campaign_id",lower("to_address")) WHERE "mail_outbox"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_campaign_status_idx" ON "mail_outbox" USING btree ("campaign_id","status") WHERE "mail_outbox"."campaign_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_address_idx" ON "mail_outbox" USING btree (lower("to_address"),"created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_unique" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_unsubscribe_token_unique" ON "mail_outbox" USING btree ("unsubscribe_token");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'held', 'sent', 'failed', 'skipped', 'cancelled', 'kept'));--> statement-breakpoint
INSERT INTO "board_report_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;