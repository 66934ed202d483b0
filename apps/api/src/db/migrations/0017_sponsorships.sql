CREATE TABLE "sponsorship_holds" (
	"sponsor_id" integer NOT NULL,
	"period_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorship_holds_pk" PRIMARY KEY("sponsor_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "sponsorships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsorships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"period_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"sponsor_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_by" integer,
	"ended_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_end_check" CHECK (("sponsorships"."ended_at" is null) = ("sponsorships"."end_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "sponsorship_holds" ADD CONSTRAINT "sponsorship_holds_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_holds" ADD CONSTRAINT "sponsorship_holds_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorship_holds" ADD CONSTRAINT "sponsorship_holds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_period_id_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sponsorship_holds_student_idx" ON "sponsorship_holds" USING btree ("student_id","period_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsorships_current_unique" ON "sponsorships" USING btree ("period_id","student_id","sponsor_id") WHERE "sponsorships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sponsorships_student_idx" ON "sponsorships" USING btree ("student_id","period_id") WHERE "sponsorships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sponsorships_sponsor_idx" ON "sponsorships" USING btree ("sponsor_id","period_id");--> statement-breakpoint
CREATE INDEX "sponsorships_period_started_idx" ON "sponsorships" USING btree ("period_id","started_at","id");