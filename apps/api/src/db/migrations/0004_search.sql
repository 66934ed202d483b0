-- Existing rows get their search text (the API keeps it up to date from now on: normalizeSearchText).
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "search_text" = btrim(regexp_replace(lower(translate("first_name" || ' ' || "last_name" || ' ' || "email", 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñçÝýÿ', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuuncYyy')), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "schools" SET "search_text" = btrim(regexp_replace(lower(translate("name", 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñçÝýÿ', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuuncYyy')), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "schools" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "villages" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "villages" SET "search_text" = btrim(regexp_replace(lower(translate("name", 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñçÝýÿ', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuuncYyy')), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "villages" ALTER COLUMN "search_text" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "users_last_first_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_first_last_idx" ON "users" USING btree ("first_name","last_name","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schools_search_trgm_idx" ON "schools" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "villages_search_trgm_idx" ON "villages" USING gin ("search_text" gin_trgm_ops);