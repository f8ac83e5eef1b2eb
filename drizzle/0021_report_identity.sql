-- A decision is kept per report version (product.md §13 "Decisions"): each existing one belongs to
-- the latest version published before it was made (decisions are only made on a published one).
ALTER TABLE "item_decisions" ADD COLUMN "version" integer;--> statement-breakpoint
UPDATE "item_decisions" AS decided
SET "version" = coalesce(
  (
    SELECT max(published."version")
    FROM "report_versions" AS published
    WHERE published."submission_id" = decided."submission_id"
      AND published."published_at" <= decided."decided_at"
  ),
  1
);--> statement-breakpoint
ALTER TABLE "item_decisions" ALTER COLUMN "version" SET NOT NULL;--> statement-breakpoint
DROP INDEX "item_decisions_submission_item_key";--> statement-breakpoint
CREATE UNIQUE INDEX "item_decisions_submission_item_version_key" ON "item_decisions" USING btree ("submission_id","item_id","version");
