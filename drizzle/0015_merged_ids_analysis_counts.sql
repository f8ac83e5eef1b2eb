ALTER TABLE "clearance_items" ADD COLUMN "merged_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "script_files" ADD COLUMN "analysis_counts" jsonb;--> statement-breakpoint
-- Scripts analysed before the counts were kept: their first pass's items as they stand now.
UPDATE "script_files" AS "file" SET "analysis_counts" = coalesce((
	SELECT jsonb_object_agg("found"."category", "found"."items")
	FROM (
		SELECT "category", count(*) AS "items" FROM "clearance_items"
		WHERE "script_file_id" = "file"."id" AND "source" = 'automatic'
		GROUP BY "category"
	) AS "found"
), '{}'::jsonb)
WHERE "analysis_status" = 'done';
