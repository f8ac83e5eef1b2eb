CREATE TABLE "clearance_item_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clearance_items" DROP CONSTRAINT "clearance_items_script_file_id_script_files_id_fk";
--> statement-breakpoint
DROP INDEX "clearance_items_file_position_key";--> statement-breakpoint
ALTER TABLE "clearance_items" ALTER COLUMN "script_file_id" DROP NOT NULL;--> statement-breakpoint
-- Items now belong to the submission: only the newest analysed script's items carry over.
DELETE FROM "clearance_items" ci USING "script_files" sf WHERE sf."id" = ci."script_file_id" AND EXISTS (SELECT 1 FROM "script_files" newer WHERE newer."submission_id" = sf."submission_id" AND newer."status" = 'parsed' AND newer."version" > sf."version");--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "item_key" text;--> statement-breakpoint
-- Earlier rows had no key: each gets its own, and the next analysis of its file replaces them.
UPDATE "clearance_items" SET "item_key" = "category" || ':legacy:' || "id";--> statement-breakpoint
ALTER TABLE "clearance_items" ALTER COLUMN "item_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "source" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "state" text DEFAULT 'detected' NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "finding" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "recommendation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "internal_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "merged_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "ready_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clearance_item_events" ADD CONSTRAINT "clearance_item_events_item_id_clearance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."clearance_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_item_events" ADD CONSTRAINT "clearance_item_events_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clearance_item_events_item_idx" ON "clearance_item_events" USING btree ("item_id","created_at");--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_assignee_id_user_profiles_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearance_items" ADD CONSTRAINT "clearance_items_script_file_id_script_files_id_fk" FOREIGN KEY ("script_file_id") REFERENCES "public"."script_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignee_id_user_profiles_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearance_items_submission_key" ON "clearance_items" USING btree ("submission_id","item_key");--> statement-breakpoint
CREATE INDEX "clearance_items_key_idx" ON "clearance_items" USING btree ("item_key");