CREATE TABLE "parent_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"student_user_id" integer NOT NULL,
	"what" text NOT NULL,
	"assessment" text,
	"result_id" integer,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_views" ADD CONSTRAINT "parent_views_parent_id_parent_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_views" ADD CONSTRAINT "parent_views_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_views" ADD CONSTRAINT "parent_views_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_views_student_idx" ON "parent_views" USING btree ("student_user_id","viewed_at");