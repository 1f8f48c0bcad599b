CREATE TABLE "parent_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_accounts_mobile_unique" UNIQUE("mobile")
);
--> statement-breakpoint
CREATE TABLE "parent_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"birth_month" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_parent_id" integer,
	CONSTRAINT "parent_invites_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "parent_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"student_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"verification" text NOT NULL,
	"child_under14" boolean NOT NULL,
	"guardian_mobile" text,
	"invite_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "parent_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invites" ADD CONSTRAINT "parent_invites_used_by_parent_id_parent_accounts_id_fk" FOREIGN KEY ("used_by_parent_id") REFERENCES "public"."parent_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_parent_id_parent_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_links" ADD CONSTRAINT "parent_links_invite_id_parent_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."parent_invites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_sessions" ADD CONSTRAINT "parent_sessions_parent_id_parent_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parent_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parent_invites_student_idx" ON "parent_invites" USING btree ("student_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_links_pair_idx" ON "parent_links" USING btree ("parent_id","student_user_id");--> statement-breakpoint
CREATE INDEX "parent_links_student_idx" ON "parent_links" USING btree ("student_user_id");--> statement-breakpoint
CREATE INDEX "parent_sessions_parent_idx" ON "parent_sessions" USING btree ("parent_id");