CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" integer,
	"subject_slug" text DEFAULT '' NOT NULL,
	"subject_name" text NOT NULL,
	"preferred_time" text DEFAULT 'any' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"contact_mobile" text,
	"status" text DEFAULT 'new' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_subject_idx" ON "leads" USING btree ("user_id","subject_kind","subject_id","subject_slug","created_at");--> statement-breakpoint
CREATE INDEX "leads_contact_idx" ON "leads" USING btree ("contact_mobile");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
-- Every expert and product booking made so far becomes a lead (the subject's name as it reads now, the
-- account's mobile to call, 时间不限, status new), in the order they were made; then the old table goes.
INSERT INTO "leads" ("user_id", "subject_kind", "subject_id", "subject_slug", "subject_name", "preferred_time", "note", "contact_mobile", "status", "status_changed_at", "created_at")
SELECT r."user_id", r."kind", r."target_id", '',
  CASE WHEN r."kind" = 'expert' THEN COALESCE('专家预约 · ' || e."name", '专家预约') ELSE COALESCE('产品预约 · ' || p."name", '产品预约') END,
  'any', '', u."mobile", 'new', r."created_at", r."created_at"
FROM "reservations" r
JOIN "users" u ON u."id" = r."user_id"
LEFT JOIN "experts" e ON r."kind" = 'expert' AND e."id" = r."target_id"
LEFT JOIN "products" p ON r."kind" = 'product' AND p."id" = r."target_id"
ORDER BY r."id";--> statement-breakpoint
DROP TABLE "reservations" CASCADE;
