CREATE TABLE "guardian_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_user_id" integer NOT NULL,
	"parent_id" integer,
	"parent_name" text NOT NULL,
	"decision" text NOT NULL,
	"verification" text NOT NULL,
	"verified_mobile" text NOT NULL,
	"rules_version" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_month" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_parent_id_parent_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_consents_student_idx" ON "guardian_consents" USING btree ("student_user_id","decided_at");