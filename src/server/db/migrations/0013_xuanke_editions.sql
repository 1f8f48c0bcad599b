CREATE TABLE "xuanke_editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source_title" text NOT NULL,
	"source_publisher" text NOT NULL,
	"source_url" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"gaokao_from" integer NOT NULL,
	"gaokao_to" integer,
	"categories" jsonb NOT NULL,
	"majors" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xuanke_editions" ADD CONSTRAINT "xuanke_editions_published_by_operators_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;