CREATE TABLE "clearance_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"script_file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"canonical" text NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"occurrences" jsonb NOT NULL,
	"signals" jsonb NOT NULL,
	"risk" smallint NOT NULL,
	"suggested_status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "script_files" ADD COLUMN "analysis_status" text;--> statement-breakpoint
ALTER TABLE "script_files" ADD COLUMN "analysis_error" text;--> statement-breakpoint
ALTER TABLE "script_files" ADD COLUMN "analysed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "script_files" ADD COLUMN "analysis_ms" integer;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_script_file_id_script_files_id_fk" FOREIGN KEY ("script_file_id") REFERENCES "public"."script_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_items_file_position_key" ON "clearance_items" USING btree ("script_file_id","position");--> statement-breakpoint
CREATE INDEX "clearance_items_submission_category_idx" ON "clearance_items" USING btree ("submission_id","category");