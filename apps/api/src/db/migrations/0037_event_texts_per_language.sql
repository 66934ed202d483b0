ALTER TABLE "events" ADD COLUMN "name_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description_es" text DEFAULT '' NOT NULL;