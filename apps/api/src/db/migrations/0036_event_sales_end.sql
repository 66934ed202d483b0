-- Written by hand, before the generated constraint: events saved before the rule whose sales end
-- after the event end their sales with the event (and start them no later), so that the
-- constraint holds for every row.
UPDATE "events" SET "sales_end_at" = "ends_at", "sales_start_at" = least("sales_start_at", "ends_at") WHERE "sales_end_at" > "ends_at";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sales_end_check" CHECK ("events"."sales_end_at" <= "events"."ends_at");
