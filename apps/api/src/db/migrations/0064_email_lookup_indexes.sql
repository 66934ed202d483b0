CREATE INDEX "sponsor_parents_email_lower_idx" ON "sponsor_parents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "parent_agreement_links_parent_email_lower_idx" ON "parent_agreement_links" USING btree (lower("parent_email"));--> statement-breakpoint
CREATE INDEX "donations_email_lower_idx" ON "donations" USING btree (lower("email")) WHERE "donations"."email" is not null;--> statement-breakpoint
CREATE INDEX "event_orders_buyer_email_lower_idx" ON "event_orders" USING btree (lower("buyer_email"));