CREATE TABLE "registration_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"school_id" integer,
	"village_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_codes_one_place_check" CHECK (num_nonnulls("registration_codes"."school_id", "registration_codes"."village_id") = 1),
	CONSTRAINT "registration_codes_code_check" CHECK ("registration_codes"."code" ~ '^[0-9A-Z]{4,32}$')
);
--> statement-breakpoint
DROP INDEX "schools_registration_code_unique";--> statement-breakpoint
DROP INDEX "villages_registration_code_unique";--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registration_codes_school_unique" ON "registration_codes" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registration_codes_village_unique" ON "registration_codes" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "schools_created_idx" ON "schools" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "villages_name_idx" ON "villages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "villages_created_idx" ON "villages" USING btree ("created_at","id");--> statement-breakpoint
-- Existing codes move to registration_codes (canonical form; a school keeps a code a village shares).
INSERT INTO "registration_codes" ("code", "school_id")
  SELECT DISTINCT ON (c."code") c."code", c."id" FROM (
    SELECT upper(regexp_replace("registration_code", '[^0-9A-Za-z]', '', 'g')) AS "code", "id" FROM "schools"
  ) c WHERE c."code" ~ '^[0-9A-Z]{4,32}$' ORDER BY c."code", c."id";--> statement-breakpoint
INSERT INTO "registration_codes" ("code", "village_id")
  SELECT DISTINCT ON (c."code") c."code", c."id" FROM (
    SELECT upper(regexp_replace("registration_code", '[^0-9A-Za-z]', '', 'g')) AS "code", "id" FROM "villages"
  ) c WHERE c."code" ~ '^[0-9A-Z]{4,32}$' ORDER BY c."code", c."id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "schools" DROP COLUMN "registration_code";--> statement-breakpoint
ALTER TABLE "villages" DROP COLUMN "registration_code";