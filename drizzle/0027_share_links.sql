CREATE TYPE "public"."share_link_event_kind" AS ENUM('opened', 'downloaded', 'passcode-failed');--> statement-breakpoint
CREATE TABLE "share_link_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" "share_link_event_kind" NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_prefix" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"download" text
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"token_prefix" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_by" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"recipient_organisation" text DEFAULT '' NOT NULL,
	"version" integer,
	"include_annotated" boolean NOT NULL,
	"include_downloads" boolean NOT NULL,
	"passcode_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_link_events" ADD CONSTRAINT "share_link_events_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_link_events_link_idx" ON "share_link_events" USING btree ("link_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_key" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_links_submission_idx" ON "share_links" USING btree ("submission_id","created_at");