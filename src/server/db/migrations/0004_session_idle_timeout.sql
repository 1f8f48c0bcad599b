ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions from before the idle timeout were mostly kept on the device (the sign-in form's default): they get that timeout, counted from now.
ALTER TABLE "sessions" ADD COLUMN "idle_seconds" integer DEFAULT 604800 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "idle_seconds" SET DEFAULT 7200;
