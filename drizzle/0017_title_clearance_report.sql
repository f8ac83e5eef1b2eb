ALTER TABLE "report_versions" ADD COLUMN "opinion_key" text;--> statement-breakpoint
ALTER TABLE "title_matches" ADD COLUMN "territory" text;