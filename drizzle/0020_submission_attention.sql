CREATE TABLE "submission_attention" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"waiting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unsent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_attention" ADD CONSTRAINT "submission_attention_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_attention_waiting_idx" ON "submission_attention" USING btree ("submission_id") WHERE "submission_attention"."waiting" <> '{}'::jsonb;