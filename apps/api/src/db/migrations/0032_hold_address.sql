ALTER TABLE "sponsorship_holds" ADD COLUMN "placed_from" text;--> statement-breakpoint
CREATE INDEX "sponsorship_holds_placed_from_idx" ON "sponsorship_holds" USING btree ("placed_from","expires_at");