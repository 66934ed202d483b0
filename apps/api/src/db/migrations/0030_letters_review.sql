ALTER TABLE "sponsorship_letters" DROP CONSTRAINT "sponsorship_letters_languages_check";--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ALTER COLUMN "target_language" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "letters_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "letters_paused_by" integer;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD COLUMN "letters_pause_note" text;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD COLUMN "detected_language" text;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD COLUMN "languages_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD COLUMN "review_all" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_letters_paused_by_users_id_fk" FOREIGN KEY ("letters_paused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_letters_pause_check" CHECK ("sponsorships"."letters_paused_at" is not null or ("sponsorships"."letters_paused_by" is null and "sponsorships"."letters_pause_note" is null));--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_detected_language_check" CHECK ("sponsorship_letters"."detected_language" is null or "sponsorship_letters"."detected_language" in ('en-US', 'es-CO', 'other'));--> statement-breakpoint
ALTER TABLE "sponsorship_letters" ADD CONSTRAINT "sponsorship_letters_languages_check" CHECK ("sponsorship_letters"."original_language" in ('en-US', 'es-CO') and ("sponsorship_letters"."target_language" is null or "sponsorship_letters"."target_language" in ('en-US', 'es-CO')));--> statement-breakpoint
-- hand-written
-- Letters not yet delivered take their languages from the accounts, as the server now sets them
-- (the writer's language, and the reader's, null without an account); a translation made for
-- another pair no longer fits and is dropped, so a coordinator translates again.
WITH "accounts" AS (
  SELECT "l"."id",
    coalesce(CASE WHEN "l"."writer" = 'sponsor' THEN "su"."language" ELSE "tu"."language" END, "l"."original_language") AS "original_language",
    CASE WHEN "l"."writer" = 'sponsor' THEN "tu"."language" ELSE "su"."language" END AS "target_language"
  FROM "sponsorship_letters" "l"
  JOIN "sponsors" "s" ON "s"."id" = "l"."sponsor_id"
  JOIN "students" "t" ON "t"."id" = "l"."student_id"
  LEFT JOIN "users" "su" ON "su"."id" = "s"."user_id"
  LEFT JOIN "users" "tu" ON "tu"."id" = "t"."user_id"
  WHERE "l"."status" <> 'delivered'
)
UPDATE "sponsorship_letters" AS "l" SET
  "original_language" = "a"."original_language",
  "target_language" = "a"."target_language",
  "translated_subject" = CASE WHEN "l"."original_language" = "a"."original_language" AND "l"."target_language" IS NOT DISTINCT FROM "a"."target_language" THEN "l"."translated_subject" END,
  "translated_message" = CASE WHEN "l"."original_language" = "a"."original_language" AND "l"."target_language" IS NOT DISTINCT FROM "a"."target_language" THEN "l"."translated_message" END,
  "translation_source" = CASE WHEN "l"."original_language" = "a"."original_language" AND "l"."target_language" IS NOT DISTINCT FROM "a"."target_language" THEN "l"."translation_source" END,
  "translation_approved" = "l"."translation_approved" AND "l"."original_language" = "a"."original_language" AND "l"."target_language" IS NOT DISTINCT FROM "a"."target_language"
FROM "accounts" AS "a"
WHERE "a"."id" = "l"."id";
