CREATE TABLE "attempt_progress" (
	"user_id" integer NOT NULL,
	"attempt_id" text NOT NULL,
	"assessment" text NOT NULL,
	"answered" integer NOT NULL,
	"total" integer NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"device_id" integer
);
--> statement-breakpoint
CREATE TABLE "class_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"assessments" jsonb NOT NULL,
	"student_ids" jsonb,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"viewer_user_id" integer,
	"viewer_name" text NOT NULL,
	"viewer_role" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_progress" ADD CONSTRAINT "attempt_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_progress" ADD CONSTRAINT "attempt_progress_device_id_class_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."class_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_assignments" ADD CONSTRAINT "class_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_views" ADD CONSTRAINT "report_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attempt_progress_pk" ON "attempt_progress" USING btree ("user_id","attempt_id");--> statement-breakpoint
CREATE INDEX "attempt_progress_user_idx" ON "attempt_progress" USING btree ("user_id","assessment");--> statement-breakpoint
CREATE INDEX "class_assignments_class_idx" ON "class_assignments" USING btree ("class_id","ends_at");--> statement-breakpoint
CREATE INDEX "report_views_student_idx" ON "report_views" USING btree ("student_user_id","viewed_at");