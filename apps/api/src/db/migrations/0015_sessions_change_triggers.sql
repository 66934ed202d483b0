-- Every API process keeps the sessions it has checked in memory (lib/sessions/session-cache.ts).
-- Any change to a session or a user account (a session ended, a user deactivated, a role or a
-- name changed) notifies the `portal_changes` channel with `sessions` when it commits, so every
-- process forgets what it kept (lib/change-feed.ts). A new session or a new account changes
-- nothing kept. Statement-level: one notification per statement. No version row is bumped: a
-- row every sign-in would update would make sign-ins queue on it, and a process that lost its
-- listening connection does not trust its cache until it listens again.
CREATE FUNCTION "notify_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'sessions');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "notify_sessions_changed"();
