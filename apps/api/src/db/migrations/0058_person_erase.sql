ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'view', 'export', 'download', 'erase'));--> statement-breakpoint
-- Erasing a person (decision 052): a transaction that set 'portal.erasing' writes no audit entry
-- from the triggers (its UPDATEs would copy the person's values into new entries; it records one
-- 'erase' entry per record itself), and may redact the values of the log's old entries, keeping
-- who, when, the record, the action and the field names. Nothing else may change an entry.
CREATE OR REPLACE FUNCTION "audit_log_unchanged"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.erasing', true) = 'on'
     AND NEW.id = OLD.id AND NEW.at = OLD.at
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
     AND NEW.address IS NOT DISTINCT FROM OLD.address
     AND NEW.entity = OLD.entity AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
     AND NEW.action = OLD.action
     AND jsonb_array_length(NEW.changes) = jsonb_array_length(OLD.changes) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_row_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb;
  new_row jsonb;
  is_only boolean := TG_ARGV[1] = 'only';
  listed text[] := coalesce(TG_ARGV[2:], '{}');
  found jsonb;
BEGIN
  IF current_setting('portal.erasing', true) = 'on' THEN RETURN NULL; END IF;
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
CREATE OR REPLACE FUNCTION "audit_guardian_authorisation_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  found jsonb := '[]'::jsonb;
BEGIN
  IF current_setting('portal.erasing', true) = 'on' THEN RETURN NULL; END IF;
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
$$;
