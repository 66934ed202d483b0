CREATE TABLE "data_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" integer,
	"person_name" text DEFAULT '' NOT NULL,
	"person_email" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"recorded_by" integer,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('export', 'erase', 'correction')),
	CONSTRAINT "data_requests_source_check" CHECK ("data_requests"."source" in ('self', 'staff')),
	CONSTRAINT "data_requests_state_check" CHECK ("data_requests"."state" in ('open', 'inProgress', 'done', 'refused')),
	CONSTRAINT "data_requests_due_check" CHECK ("data_requests"."due_on" >= "data_requests"."received_on")
);
--> statement-breakpoint
CREATE TABLE "retention_rules" (
	"kind" text PRIMARY KEY NOT NULL,
	"period" integer NOT NULL,
	"unit" text NOT NULL,
	"is_enabled" boolean NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_rules_unit_check" CHECK ("retention_rules"."unit" in ('days', 'months')),
	CONSTRAINT "retention_rules_period_check" CHECK ("retention_rules"."period" > 0)
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retention_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trigger" text NOT NULL,
	"scheduled_for" date,
	"actor_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"cutoffs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"removed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"files_removed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retention_runs_trigger_check" CHECK ("retention_runs"."trigger" in ('daily', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_runs" ADD CONSTRAINT "retention_runs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_requests_due_idx" ON "data_requests" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "data_requests_state_due_idx" ON "data_requests" USING btree ("state","due_on","id");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_runs_day_unique" ON "retention_runs" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at","id");--> statement-breakpoint
-- The audit log is cut only by the retention rule (decision 053): a DELETE of audit entries is
-- refused unless its transaction set 'portal.retention' to 'on' (set_config(..., true): for that
-- transaction alone), which only the retention run does, beside its own record of what it removed.
CREATE OR REPLACE FUNCTION "audit_log_kept"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.retention', true) = 'on' THEN RETURN NULL; END IF;
  RAISE EXCEPTION 'audit entries are removed only by the retention rule' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_kept" BEFORE DELETE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_kept"();
--> statement-breakpoint
-- A change of a retention rule is a change of a setting: recorded like the others (the kind is
-- in the entry's changes; the table has no numeric id).
CREATE TRIGGER "retention_rules_audit" AFTER INSERT OR UPDATE OR DELETE ON "retention_rules"
  FOR EACH ROW EXECUTE FUNCTION "audit_row_change"('setting', 'except', 'updated_by');
