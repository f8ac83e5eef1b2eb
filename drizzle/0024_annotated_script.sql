-- Each report version's annotated script (product.md §13): preparing until its job stores the file.
ALTER TABLE "report_versions" ADD COLUMN "annotated_status" text;--> statement-breakpoint
ALTER TABLE "report_versions" ADD COLUMN "annotated_key" text;