CREATE TABLE "xuanke_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"school_year" integer NOT NULL,
	"class_id" integer,
	"grade" integer NOT NULL,
	"title" text NOT NULL,
	"model" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"opened_by" integer
);
--> statement-breakpoint
CREATE TABLE "xuanke_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"submission_id" text NOT NULL,
	"combination" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"device_id" integer
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "xuanke_rounds" ADD CONSTRAINT "xuanke_rounds_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xuanke_rounds" ADD CONSTRAINT "xuanke_rounds_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xuanke_rounds" ADD CONSTRAINT "xuanke_rounds_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xuanke_submissions" ADD CONSTRAINT "xuanke_submissions_round_id_xuanke_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."xuanke_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xuanke_submissions" ADD CONSTRAINT "xuanke_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xuanke_submissions" ADD CONSTRAINT "xuanke_submissions_device_id_class_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."class_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xuanke_rounds_org_idx" ON "xuanke_rounds" USING btree ("org_id","school_year","grade");--> statement-breakpoint
CREATE INDEX "xuanke_rounds_class_idx" ON "xuanke_rounds" USING btree ("class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xuanke_submissions_key_idx" ON "xuanke_submissions" USING btree ("user_id","submission_id");--> statement-breakpoint
CREATE INDEX "xuanke_submissions_round_idx" ON "xuanke_submissions" USING btree ("round_id","user_id");