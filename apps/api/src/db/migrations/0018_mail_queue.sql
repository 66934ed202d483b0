-- The mail outbox becomes a queue (lib/mailer.ts, decision 018): a pending message is due at
-- next_attempt_at (now for messages already waiting), a worker holds it until locked_until, and
-- every try is recorded in mail_delivery_attempts. A new message notifies the `portal_changes`
-- channel with `mail` when it commits, so the worker of every API process looks for it at once.
CREATE TABLE "mail_delivery_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_delivery_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mail_id" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"worker" text NOT NULL,
	CONSTRAINT "mail_delivery_attempts_outcome_check" CHECK ("mail_delivery_attempts"."outcome" in ('sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_delivery_attempts" ADD CONSTRAINT "mail_delivery_attempts_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_delivery_attempts_mail_idx" ON "mail_delivery_attempts" USING btree ("mail_id","attempted_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'pending';
--> statement-breakpoint
CREATE FUNCTION "notify_mail_queued"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', 'mail');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_mail_queued" AFTER INSERT ON "mail_outbox" FOR EACH STATEMENT EXECUTE FUNCTION "notify_mail_queued"();
