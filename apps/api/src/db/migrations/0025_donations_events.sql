CREATE SEQUENCE "public"."donation_receipt_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"owner_kind" text,
	"owner_id" integer,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_test_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text NOT NULL,
	"language" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"transaction_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donation_pages" (
	"sponsor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donation_pages_sponsor_id_student_id_pk" PRIMARY KEY("sponsor_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"language" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"sponsor_id" integer,
	"student_id" integer,
	"school_id" integer,
	"village_id" integer,
	"period_id" integer,
	"provider" text,
	"checkout_session_id" text,
	"transaction_id" text,
	"fee_cents" integer,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"receipt_number" integer,
	"receipt_sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount_cents" > 0),
	CONSTRAINT "donations_page_check" CHECK (("donations"."sponsor_id" is null) = ("donations"."student_id" is null)),
	CONSTRAINT "donations_online_check" CHECK (("donations"."method" = 'online') = ("donations"."provider" is not null)),
	CONSTRAINT "donations_confirmed_check" CHECK ("donations"."status" not in ('confirmed', 'refunded') or ("donations"."paid_at" is not null and "donations"."receipt_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "event_order_items" (
	"order_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "event_order_items_quantity_check" CHECK ("event_order_items"."quantity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "event_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"buyer_first_name" text NOT NULL,
	"buyer_last_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"language" text NOT NULL,
	"seats" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"provider" text,
	"checkout_session_id" text,
	"transaction_id" text,
	"fee_cents" integer,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_orders_seats_check" CHECK ("event_orders"."seats" > 0),
	CONSTRAINT "event_orders_total_check" CHECK ("event_orders"."total_cents" >= 0),
	CONSTRAINT "event_orders_hold_check" CHECK ("event_orders"."status" <> 'reserved' or "event_orders"."hold_expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"image_file_id" integer,
	"capacity" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sales_start_at" timestamp with time zone NOT NULL,
	"sales_end_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" between 1 and 1000000),
	CONSTRAINT "events_dates_check" CHECK ("events"."ends_at" >= "events"."starts_at"),
	CONSTRAINT "events_sales_check" CHECK ("events"."sales_end_at" >= "events"."sales_start_at"),
	CONSTRAINT "events_slug_check" CHECK ("events"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "ticket_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"ticket_limit" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_types_price_check" CHECK ("ticket_types"."price_cents" >= 0),
	CONSTRAINT "ticket_types_limit_check" CHECK ("ticket_types"."ticket_limit" is null or "ticket_types"."ticket_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"ticket_type_id" integer NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donation_pages" ADD CONSTRAINT "donation_pages_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_pages" ADD CONSTRAINT "donation_pages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_order_items" ADD CONSTRAINT "event_order_items_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_order_items" ADD CONSTRAINT "event_order_items_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_event_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."event_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_owner_idx" ON "payment_events" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_test_checkouts_transaction_unique" ON "payment_test_checkouts" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_checkout_session_unique" ON "donations" USING btree ("provider","checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_transaction_unique" ON "donations" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_receipt_number_unique" ON "donations" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "donations_paid_idx" ON "donations" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "donations_page_idx" ON "donations" USING btree ("sponsor_id","student_id","period_id");--> statement-breakpoint
CREATE INDEX "donations_period_school_idx" ON "donations" USING btree ("period_id","school_id");--> statement-breakpoint
CREATE INDEX "donations_village_idx" ON "donations" USING btree ("village_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_order_items_unique" ON "event_order_items" USING btree ("order_id","ticket_type_id");--> statement-breakpoint
CREATE INDEX "event_order_items_type_idx" ON "event_order_items" USING btree ("ticket_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_orders_checkout_session_unique" ON "event_orders" USING btree ("provider","checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_orders_transaction_unique" ON "event_orders" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "event_orders_event_status_idx" ON "event_orders" USING btree ("event_id","status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "event_orders_event_created_idx" ON "event_orders" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_unique" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_published_starts_idx" ON "events" USING btree ("published","starts_at","id");--> statement-breakpoint
CREATE INDEX "ticket_types_event_idx" ON "ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_unique" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");