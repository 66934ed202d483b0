CREATE TABLE "recommitments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recommitments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_id" integer NOT NULL,
	"previous_sponsorship_id" integer NOT NULL,
	"sponsorship_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"note" text,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"reminded_at" timestamp with time zone,
	"notices_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommitments_state_check" CHECK ("recommitments"."state" in ('pending', 'recommitted', 'declined', 'carried', 'lapsed')),
	CONSTRAINT "recommitments_reason_check" CHECK (("recommitments"."state" = 'declined') = ("recommitments"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "unanswered_rule" text DEFAULT 'carry' NOT NULL;--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "recommited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "periods" ADD COLUMN "upgraded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recommitments" ADD CONSTRAINT "recommitments_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommitments" ADD CONSTRAINT "recommitments_previous_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("previous_sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommitments" ADD CONSTRAINT "recommitments_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommitments" ADD CONSTRAINT "recommitments_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommitments" ADD CONSTRAINT "recommitments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommitments" ADD CONSTRAINT "recommitments_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recommitments_previous_unique" ON "recommitments" USING btree ("previous_sponsorship_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recommitments_sponsorship_unique" ON "recommitments" USING btree ("sponsorship_id");--> statement-breakpoint
CREATE INDEX "recommitments_sponsor_idx" ON "recommitments" USING btree ("sponsor_id","period_id");--> statement-breakpoint
CREATE INDEX "recommitments_period_state_idx" ON "recommitments" USING btree ("period_id","state","id");--> statement-breakpoint
CREATE INDEX "recommitments_pending_notice_idx" ON "recommitments" USING btree ("sponsor_id","reminded_at") WHERE "recommitments"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "periods" ADD CONSTRAINT "periods_unanswered_rule_check" CHECK ("periods"."unanswered_rule" in ('carry', 'end'));