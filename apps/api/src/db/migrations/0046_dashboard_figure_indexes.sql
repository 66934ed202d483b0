-- The sponsor contacts waiting for a coordinator: the sponsors list's "parent contacts to confirm"
-- filter and the dashboard's count read these few rows, not every contact.
CREATE INDEX "sponsor_parents_unconfirmed_idx" ON "sponsor_parents" USING btree ("sponsor_id") WHERE "sponsor_parents"."confirmed_at" is null;--> statement-breakpoint
-- A student's ended sponsorships by date: the students waiting report reads each student's last
-- ending (without it, a scan of the sponsorships per student), and the dashboard asks whether one
-- ended after the year's first day.
CREATE INDEX "sponsorships_student_ended_idx" ON "sponsorships" USING btree ("student_id","ended_at") WHERE "sponsorships"."ended_at" is not null;
