ALTER TABLE "user_profiles" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "job_title" text;