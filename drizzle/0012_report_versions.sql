CREATE TYPE "public"."item_decision" AS ENUM('accept', 'will_change', 'keep_seek_permission', 'request_alternatives', 'question');--> statement-breakpoint
CREATE TABLE "item_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"decision" "item_decision" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"pdf_key" text NOT NULL,
	"xlsx_key" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_decisions" ADD CONSTRAINT "item_decisions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_decisions_submission_item_key" ON "item_decisions" USING btree ("submission_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_submission_version_key" ON "report_versions" USING btree ("submission_id","version");