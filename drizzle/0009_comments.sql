CREATE TYPE "public"."comment_author_role" AS ENUM('researcher', 'customer');--> statement-breakpoint
CREATE TYPE "public"."comment_visibility" AS ENUM('internal', 'customer');--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"item_id" uuid,
	"author_id" text NOT NULL,
	"author_role" "comment_author_role" NOT NULL,
	"visibility" "comment_visibility" NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_item_id_clearance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."clearance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_submission_created_idx" ON "comments" USING btree ("submission_id","created_at");