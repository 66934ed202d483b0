DROP INDEX "sponsors_last_first_idx";--> statement-breakpoint
DROP INDEX "sponsors_first_last_idx";--> statement-breakpoint
DROP INDEX "sponsors_school_last_first_idx";--> statement-breakpoint
ALTER TABLE "sponsor_parents" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_parents" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sponsor_parents" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sponsor_parents" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sponsors" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sponsors" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sponsors" ALTER COLUMN "updated_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "sponsors" ALTER COLUMN "updated_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "last_name_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsors" ADD COLUMN "first_name_key" text NOT NULL;--> statement-breakpoint
CREATE INDEX "sponsors_last_first_idx" ON "sponsors" USING btree ("last_name_key","first_name_key","id");--> statement-breakpoint
CREATE INDEX "sponsors_first_last_idx" ON "sponsors" USING btree ("first_name_key","last_name_key","id");--> statement-breakpoint
CREATE INDEX "sponsors_school_last_first_idx" ON "sponsors" USING btree ("school_id","last_name_key","first_name_key","id");