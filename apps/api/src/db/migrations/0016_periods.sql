CREATE TABLE "periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"search_text" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"recommited" boolean DEFAULT false NOT NULL,
	"upgraded" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periods_dates_check" CHECK ("periods"."end_date" > "periods"."start_date"),
	CONSTRAINT "periods_status_check" CHECK ("periods"."status" in ('draft', 'available', 'closed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "periods_name_unique" ON "periods" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "periods_one_available" ON "periods" USING btree ("status") WHERE "periods"."status" = 'available';--> statement-breakpoint
CREATE INDEX "periods_start_idx" ON "periods" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "periods_name_idx" ON "periods" USING btree ("name","id");--> statement-breakpoint
-- Years never overlap: the database refuses a year whose days ([start, end], both included)
-- share a day with another's, also when two requests write at once.
ALTER TABLE "periods" ADD CONSTRAINT "periods_no_overlap" EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);
