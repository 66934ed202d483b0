CREATE TABLE "mail_rates" (
	"server" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
