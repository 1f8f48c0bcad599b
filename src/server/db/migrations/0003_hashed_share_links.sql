CREATE TABLE "result_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "assessment_results" DROP CONSTRAINT "assessment_results_view_token_unique";--> statement-breakpoint
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_shares_result_idx" ON "result_shares" USING btree ("result_id","created_at");--> statement-breakpoint
-- Links already sent keep working: their tokens move over as SHA-256 hex, as lib/crypto.ts sha256 makes them.
INSERT INTO "result_shares" ("result_id", "token_hash") SELECT "id", encode(sha256(convert_to("view_token", 'UTF8')), 'hex') FROM "assessment_results" WHERE "view_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" DROP COLUMN "view_token";