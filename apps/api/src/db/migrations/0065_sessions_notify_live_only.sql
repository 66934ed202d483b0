-- The session caches (decision 017) hold the users of live sessions only: what they must hear is
-- a live session ending, changing hands or going. The statement-level trigger of migration 0015
-- also fired for statements that changed no live session, such as the auth maintenance deleting
-- sessions long ended or a sign-out of a session already ended, and every process then emptied
-- its cache for nothing. Row-level now, and only for a live session's change; pg_notify folds
-- the identical notifications of one transaction into one. TRUNCATE still notifies.
DROP TRIGGER "sessions_sessions_changed" ON "sessions";
--> statement-breakpoint
CREATE TRIGGER "sessions_live_session_changed" AFTER UPDATE OF "ended_at", "user_id" ON "sessions" FOR EACH ROW WHEN (OLD."ended_at" IS NULL AND (NEW."ended_at" IS NOT NULL OR NEW."user_id" <> OLD."user_id")) EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_live_session_deleted" AFTER DELETE ON "sessions" FOR EACH ROW WHEN (OLD."ended_at" IS NULL) EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_truncated" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
