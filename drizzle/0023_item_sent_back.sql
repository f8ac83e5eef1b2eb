-- What a revised draft keeps of an item it sends back to research (lib/clearance-items/sent-back.ts):
-- its verdict as "before", why it came back, the old text beside the new.
ALTER TABLE "clearance_items" ADD COLUMN "sent_back" jsonb;--> statement-breakpoint
-- Items a revision re-opened before kept their code and finding while "Detected", which read as
-- decided and kept "Save and next" from saving them: that verdict becomes their "before", so they
-- join the "Sent back by revision" queue and can be kept as before in one step.
UPDATE "clearance_items" AS item
SET
  "sent_back" = jsonb_build_object(
    'at', to_char(item."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'state', 'finding_recorded',
    'code', item."code",
    'finding', item."finding",
    'reason', 'A revised draft sent it back before the text around it was kept.',
    'changes', '[]'::jsonb
  ),
  "code" = NULL,
  "finding" = '',
  "version" = item."version" + 1
WHERE item."state" = 'detected'
  AND item."code" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "revisions" AS revision WHERE revision."submission_id" = item."submission_id");
