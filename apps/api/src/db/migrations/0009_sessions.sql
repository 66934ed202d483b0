CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Sign-ins made before sessions existed keep working: each live refresh-token family becomes one.
INSERT INTO "sessions" ("id", "user_id") SELECT DISTINCT ON ("family_id") "family_id", "user_id" FROM "refresh_tokens" WHERE "revoked_at" IS NULL ORDER BY "family_id", "id";
