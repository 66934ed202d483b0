-- A data request's creation and every change of its state or note are recorded like the other
-- areas' records (decision 057): one entry per row change, in the same transaction. The person's
-- name, e-mail and message stay in the request alone: the log records the request's kind, its
-- account, who recorded it, its dates, state and note, so that erasing the person (decision 052)
-- has only the request itself to clear, and a note that names them is redacted by the erasure's
-- search of the log's values like any other entry.
CREATE TRIGGER "data_requests_audit" AFTER INSERT OR UPDATE OR DELETE ON "data_requests"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('dataRequest', 'except', 'person_name', 'person_email', 'message');
