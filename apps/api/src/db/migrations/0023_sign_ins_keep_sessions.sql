-- A sign-in records the user's last_login_at: that changes nothing the session caches keep, yet
-- the statement-level trigger of 0015 made every sign-in empty the caches of every API process.
-- The users' trigger is now per row and fires only when something besides last_login_at changed
-- (pg_notify sends one notification per transaction for the same payload).
DROP TRIGGER "users_sessions_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE ON "users" FOR EACH ROW WHEN ((to_jsonb(OLD) - 'last_login_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_login_at')) EXECUTE FUNCTION "notify_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "users_deleted_sessions_changed" AFTER DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
