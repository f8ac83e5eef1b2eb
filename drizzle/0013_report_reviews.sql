CREATE TYPE "public"."review_outcome" AS ENUM('signed_off', 'sent_back');--> statement-breakpoint
ALTER TYPE "public"."submission_status" ADD VALUE 'in_review' BEFORE 'delivered';--> statement-breakpoint
CREATE TABLE "report_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" "review_outcome",
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"items_digest" text
);
--> statement-breakpoint
ALTER TABLE "report_reviews" ADD CONSTRAINT "report_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_reviews_submission_idx" ON "report_reviews" USING btree ("submission_id","requested_at");