CREATE TABLE "admin_schools" (
	"user_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_schools_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "admin_villages" (
	"user_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_villages_user_id_village_id_pk" PRIMARY KEY("user_id","village_id")
);
--> statement-breakpoint
CREATE TABLE "sponsor_parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sponsor_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"address_1" text DEFAULT '' NOT NULL,
	"address_2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"relationship" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsor_parents_relationship_check" CHECK ("sponsor_parents"."relationship" in ('mother', 'father', 'guardian', 'other'))
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"birthdate" date,
	"photo_file_id" integer,
	"leadership_distinction" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_acceptances" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_acceptances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "policy_acceptances_document_check" CHECK ("policy_acceptances"."document" in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "admin_schools" ADD CONSTRAINT "admin_schools_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_schools" ADD CONSTRAINT "admin_schools_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_villages" ADD CONSTRAINT "admin_villages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_villages" ADD CONSTRAINT "admin_villages_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_parents" ADD CONSTRAINT "sponsor_parents_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_schools_school_idx" ON "admin_schools" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "admin_villages_village_idx" ON "admin_villages" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "sponsor_parents_sponsor_idx" ON "sponsor_parents" USING btree ("sponsor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_email_lower_unique" ON "sponsors" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_user_unique" ON "sponsors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sponsors_last_first_idx" ON "sponsors" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "sponsors_first_last_idx" ON "sponsors" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "sponsors_created_idx" ON "sponsors" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sponsors_school_last_first_idx" ON "sponsors" USING btree ("school_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "sponsors_search_trgm_idx" ON "sponsors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "policy_acceptances_user_idx" ON "policy_acceptances" USING btree ("user_id");