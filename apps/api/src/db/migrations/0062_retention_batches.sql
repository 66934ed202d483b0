ALTER TABLE "retention_runs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD COLUMN "lease_until" timestamp with time zone;