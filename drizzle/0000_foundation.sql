CREATE TYPE "public"."project_type" AS ENUM('feature', 'tv_pilot', 'tv_episode', 'short', 'commercial', 'documentary', 'other');--> statement-breakpoint
CREATE TYPE "public"."story_period" AS ENUM('contemporary', 'historical');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('draft', 'awaiting_payment', 'paid', 'in_research', 'delivered', 'revision_requested', 'closed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."turnaround_tier" AS ENUM('standard', 'express', 'rush');--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"status" "submission_status" DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"alternative_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_type" "project_type",
	"series_name" text,
	"episode_name" text,
	"setting_country" text,
	"setting_region" text,
	"setting_city" text,
	"period" "story_period",
	"production_company" text,
	"notes" text,
	"text_boxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"script_clearance" boolean DEFAULT true NOT NULL,
	"title_clearance" boolean DEFAULT false NOT NULL,
	"turnaround" "turnaround_tier" DEFAULT 'standard' NOT NULL,
	"price_snapshot" jsonb,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"billing_name" text,
	"billing_company" text,
	"billing_address_line1" text,
	"billing_address_line2" text,
	"billing_city" text,
	"billing_postal_code" text,
	"billing_region" text,
	"billing_country" text,
	"billing_tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_owner_id_user_profiles_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user_profiles"("user_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_owner_created_idx" ON "submissions" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");