-- Every change to the audited tables writes its audit entry in the same transaction, from a row
-- trigger, so that no write path can forget it and the entry commits or rolls back with the
-- change. Who and from where come from transaction-local settings the API sets at the start of
-- each transaction of a signed-in request (db/audit-actor.ts): 'portal.actor' (a user id) and
-- 'portal.address'; 'portal.reason' when the action asks for one. Without them (jobs, imports,
-- seeds) the entry's actor is null: the system.
--
-- Arguments: the kind of record, then 'except' or 'only' followed by the columns to leave out or
-- the only ones to record. Secrets (hashes, tokens), derived search and sort keys and
-- bookkeeping times are never recorded, whatever the table.
CREATE OR REPLACE FUNCTION "audit_row_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  is_only boolean := TG_ARGV[1] = 'only';
  listed text[] := coalesce(TG_ARGV[2:], '{}');
  found jsonb;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  SELECT coalesce(
           jsonb_agg(jsonb_build_object('field', k, 'before', old_row -> k, 'after', new_row -> k)
                     ORDER BY k),
           '[]'::jsonb)
    INTO found
    FROM jsonb_object_keys(coalesce(new_row, old_row)) AS k
   WHERE (old_row -> k) IS DISTINCT FROM (new_row -> k)
     AND k NOT IN ('id', 'search_text', 'created_at', 'updated_at', 'public_id', 'grade_rank')
     AND k NOT LIKE '%\_key' AND k NOT LIKE '%\_hash' AND k NOT LIKE '%token%'
     AND k NOT LIKE '%password%' AND k NOT LIKE '%secret%'
     AND (k = ANY (listed)) = is_only;
  -- An update that touched only what is not recorded (a sort key, a time) leaves no entry.
  IF TG_OP = 'UPDATE' AND found = '[]'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO "audit_log" ("actor_id", "address", "entity", "entity_id", "action", "changes", "reason")
  VALUES (
    nullif(current_setting('portal.actor', true), '')::integer,
    nullif(current_setting('portal.address', true), ''),
    TG_ARGV[0],
    (coalesce(new_row, old_row) ->> 'id')::integer,
    CASE TG_OP WHEN 'INSERT' THEN 'create' ELSE lower(TG_OP) END,
    found,
    nullif(current_setting('portal.reason', true), '')
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The log is read, and cut only by retention: an entry is never rewritten.
CREATE OR REPLACE FUNCTION "audit_log_unchanged"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_unchanged" BEFORE UPDATE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_unchanged"();--> statement-breakpoint
CREATE TRIGGER "students_audit" AFTER INSERT OR UPDATE OR DELETE ON "students"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('student', 'except');--> statement-breakpoint
CREATE TRIGGER "sponsors_audit" AFTER INSERT OR UPDATE OR DELETE ON "sponsors"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('sponsor', 'except');--> statement-breakpoint
CREATE TRIGGER "sponsor_parents_audit" AFTER INSERT OR UPDATE OR DELETE ON "sponsor_parents"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('parent', 'except');--> statement-breakpoint
CREATE TRIGGER "users_audit" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('user', 'except', 'last_login_at');--> statement-breakpoint
CREATE TRIGGER "schools_audit" AFTER INSERT OR UPDATE OR DELETE ON "schools"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('school', 'except');--> statement-breakpoint
CREATE TRIGGER "villages_audit" AFTER INSERT OR UPDATE OR DELETE ON "villages"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('village', 'except');--> statement-breakpoint
CREATE TRIGGER "sponsorships_audit" AFTER INSERT OR UPDATE OR DELETE ON "sponsorships"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('sponsorship', 'except');--> statement-breakpoint
CREATE TRIGGER "agreements_audit" AFTER INSERT OR UPDATE OR DELETE ON "agreements"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('agreement', 'except');--> statement-breakpoint
CREATE TRIGGER "agreement_versions_audit" AFTER INSERT OR UPDATE OR DELETE ON "agreement_versions"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('agreementVersion', 'except');--> statement-breakpoint
CREATE TRIGGER "agreement_acceptances_audit" AFTER INSERT OR UPDATE OR DELETE ON "agreement_acceptances"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('agreementAcceptance', 'except', 'signature_png', 'user_agent');--> statement-breakpoint
-- A letter's text stays in the letter: only the coordinators' review decisions are recorded.
CREATE TRIGGER "sponsorship_letters_audit" AFTER UPDATE ON "sponsorship_letters"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('letter', 'only', 'status', 'return_note', 'screening_cleared', 'translation_approved', 'languages_checked');--> statement-breakpoint
CREATE TRIGGER "donations_audit" AFTER INSERT OR UPDATE OR DELETE ON "donations"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('donation', 'except', 'checkout_session_id');--> statement-breakpoint
CREATE TRIGGER "events_audit" AFTER INSERT OR UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('event', 'except');--> statement-breakpoint
CREATE TRIGGER "periods_audit" AFTER INSERT OR UPDATE OR DELETE ON "periods"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('period', 'except');--> statement-breakpoint
CREATE TRIGGER "board_report_settings_audit" AFTER INSERT OR UPDATE OR DELETE ON "board_report_settings"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('setting', 'except');
--> statement-breakpoint
-- A student's guardian authorisation (one row per student, keyed by the student) is part of the
-- student's record: its changes are the student's history, as the day signed and the document.
CREATE OR REPLACE FUNCTION "audit_guardian_authorisation_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  found jsonb := '[]'::jsonb;
BEGIN
  IF (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.signed_on END)
     IS DISTINCT FROM (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.signed_on END) THEN
    found := found || jsonb_build_object(
      'field', 'guardian_authorisation_signed_on',
      'before', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD.signed_on) END,
      'after', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW.signed_on) END);
  END IF;
  IF (CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.file_id END)
     IS DISTINCT FROM (CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.file_id END) THEN
    found := found || jsonb_build_object(
      'field', 'guardian_authorisation_file_id',
      'before', CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD.file_id) END,
      'after', CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW.file_id) END);
  END IF;
  IF found = '[]'::jsonb THEN RETURN NULL; END IF;
  INSERT INTO "audit_log" ("actor_id", "address", "entity", "entity_id", "action", "changes", "reason")
  VALUES (
    nullif(current_setting('portal.actor', true), '')::integer,
    nullif(current_setting('portal.address', true), ''),
    'student',
    CASE WHEN TG_OP = 'DELETE' THEN OLD.student_id ELSE NEW.student_id END,
    'update',
    found,
    nullif(current_setting('portal.reason', true), '')
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "guardian_authorisations_audit" AFTER INSERT OR UPDATE OR DELETE ON "guardian_authorisations"
  FOR EACH ROW EXECUTE FUNCTION "audit_guardian_authorisation_change"();
