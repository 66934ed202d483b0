-- A message the SMTP server refused for good (a 5xx answer) is 'bounced', apart from 'failed'
-- (its tries ran out, or it could not be sent). Messages failed before keep their status.
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_status_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'held', 'sent', 'failed', 'bounced', 'skipped', 'cancelled', 'kept'));