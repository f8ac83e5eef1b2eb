CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"script_file_id" uuid NOT NULL,
	"previous_script_file_id" uuid NOT NULL,
	"changes" jsonb,
	"order_id" uuid,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "voucher_redemptions_submission_key";--> statement-breakpoint
ALTER TABLE "clearance_items" ADD COLUMN "carried_forward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "report_versions" ADD COLUMN "script_file_id" uuid;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_script_file_id_script_files_id_fk" FOREIGN KEY ("script_file_id") REFERENCES "public"."script_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_previous_script_file_id_script_files_id_fk" FOREIGN KEY ("previous_script_file_id") REFERENCES "public"."script_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_script_file_key" ON "revisions" USING btree ("script_file_id");--> statement-breakpoint
CREATE INDEX "revisions_submission_idx" ON "revisions" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_script_file_id_script_files_id_fk" FOREIGN KEY ("script_file_id") REFERENCES "public"."script_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_submission_idx" ON "voucher_redemptions" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_order_key" ON "voucher_redemptions" USING btree ("order_id");