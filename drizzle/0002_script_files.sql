CREATE TYPE "public"."script_format" AS ENUM('pdf', 'fdx', 'fountain', 'docx', 'text');--> statement-breakpoint
CREATE TYPE "public"."script_status" AS ENUM('queued', 'parsing', 'parsed', 'failed');--> statement-breakpoint
CREATE TABLE "script_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"original_name" text NOT NULL,
	"format" "script_format" NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text,
	"status" "script_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"page_count" integer,
	"page_count_exact" boolean,
	"scene_count" integer,
	"speaking_characters" integer,
	"screenplay" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parsed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "script_files" ADD CONSTRAINT "script_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "script_files_submission_version_key" ON "script_files" USING btree ("submission_id","version");