-- A data request's creation and every change of its state or note are recorded like the other
-- areas' records (decision 057): one entry per row change, in the same transaction. The person's
-- name, e-mail and message stay in the request alone: the log records the request's kind, its
-- account, who recorded it, its dates, state and note, so that erasing the person (decision 052)
-- has only the request itself to clear, and a note that names them is redacted by the erasure's
-- search of the log's values like any other entry.
CREATE TRIGGER "data_requests_audit" AFTER INSERT OR UPDATE OR DELETE ON "data_requests"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('dataRequest', 'except', 'person_name', 'person_email', 'message');
--> statement-breakpoint
-- A request recorded before this trigger gets the entry of its creation, rebuilt from what never
-- changes after it (kind, account, source, who recorded it, the dates) and the state and note
-- every request starts with, by whoever recorded it, at the time it was recorded: its History then
-- starts where it began. Later changes made before this migration were not recorded.
INSERT INTO "audit_log" ("at", "actor_id", "entity", "entity_id", "action", "changes")
SELECT r."created_at", r."recorded_by", 'dataRequest', r."id", 'create',
       (SELECT coalesce(jsonb_agg(jsonb_build_object('field', e.key, 'before', NULL, 'after', e.value)
                                  ORDER BY e.key), '[]'::jsonb)
          FROM jsonb_each(jsonb_strip_nulls(jsonb_build_object(
                 'kind', r."kind", 'user_id', r."user_id", 'source', r."source",
                 'recorded_by', r."recorded_by", 'received_on', r."received_on",
                 'due_on', r."due_on", 'state', 'open', 'note', ''))) AS e)
  FROM "data_requests" r
 WHERE NOT EXISTS (SELECT 1 FROM "audit_log" a
                    WHERE a."entity" = 'dataRequest' AND a."entity_id" = r."id");
