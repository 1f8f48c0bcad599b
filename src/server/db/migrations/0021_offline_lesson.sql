CREATE TABLE "held_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"student_id" integer,
	"attempt_id" text NOT NULL,
	"assessment" text NOT NULL,
	"reason" text NOT NULL,
	"signed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_devices" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "held_results" ADD CONSTRAINT "held_results_class_id_school_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."school_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_results" ADD CONSTRAINT "held_results_device_id_class_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."class_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_results" ADD CONSTRAINT "held_results_student_id_school_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."school_students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_results_attempt_idx" ON "held_results" USING btree ("device_id","attempt_id");--> statement-breakpoint
CREATE INDEX "held_results_class_idx" ON "held_results" USING btree ("class_id");