CREATE TABLE "sponsor_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"offered_by" integer,
	"state" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"sponsorship_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_offers_state_check" CHECK ("sponsor_offers"."state" in ('open', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "sponsor_offers" ADD CONSTRAINT "sponsor_offers_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_offers" ADD CONSTRAINT "sponsor_offers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_offers" ADD CONSTRAINT "sponsor_offers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_offers" ADD CONSTRAINT "sponsor_offers_sponsorship_id_sponsorships_id_fk" FOREIGN KEY ("sponsorship_id") REFERENCES "public"."sponsorships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sponsor_offers_one_open" ON "sponsor_offers" USING btree ("sponsor_id") WHERE "sponsor_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "sponsor_offers_sponsor_idx" ON "sponsor_offers" USING btree ("sponsor_id","created_at");