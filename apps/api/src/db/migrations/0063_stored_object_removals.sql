CREATE TABLE "stored_object_removals" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "stored_object_removals_queued_idx" ON "stored_object_removals" USING btree ("queued_at");--> statement-breakpoint
CREATE INDEX "files_thumbnail_key_idx" ON "files" USING btree ("thumbnail_key") WHERE "files"."thumbnail_key" is not null;--> statement-breakpoint
-- A deleted file's row queues its bytes (and its thumbnail's) for deletion, in the same
-- transaction: whatever deletes the row (an erasure, retention, a replaced photo, a cascade), the
-- bytes cannot be forgotten by a crash between the commit and the store's delete.
CREATE FUNCTION "files_queue_stored_object_removal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stored_object_removals" ("storage_key")
    SELECT key FROM (VALUES (OLD."storage_key"), (OLD."thumbnail_key")) AS keys(key)
     WHERE key IS NOT NULL
  ON CONFLICT ("storage_key") DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "files_queue_stored_object_removal" AFTER DELETE ON "files"
  FOR EACH ROW EXECUTE FUNCTION "files_queue_stored_object_removal"();
