CREATE TABLE "parent_notice_prefs" (
	"link_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parent_notice_prefs" ADD CONSTRAINT "parent_notice_prefs_link_id_parent_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."parent_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_notice_prefs_pk" ON "parent_notice_prefs" USING btree ("link_id","kind");