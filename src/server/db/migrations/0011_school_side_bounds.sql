ALTER TABLE "class_codes" ADD COLUMN "max_devices" integer;--> statement-breakpoint
ALTER TABLE "class_codes" ADD COLUMN "devices_set_up" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_views" ADD COLUMN "via" text DEFAULT 'report' NOT NULL;