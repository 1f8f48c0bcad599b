CREATE TABLE "captcha_redeemed" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "captcha_puzzles" CASCADE;--> statement-breakpoint
-- Tickets live 3 minutes and those issued before this migration are bound to nothing: drop them.
DELETE FROM "captcha_tickets";--> statement-breakpoint
ALTER TABLE "captcha_tickets" ADD COLUMN "binding_hash" text NOT NULL;
