CREATE TYPE "public"."proforma_status" AS ENUM('draft', 'issued', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "proforma_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proformas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"order_id" uuid,
	"user_id" text NOT NULL,
	"year" integer,
	"sequence" integer,
	"status" "proforma_status" DEFAULT 'draft' NOT NULL,
	"requested_by" text NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_rate" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"due_in_days" integer NOT NULL,
	"note" text,
	"seller" jsonb,
	"buyer" jsonb,
	"issue_date" date,
	"due_date" date,
	"pdf_key" text,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proformas" ADD CONSTRAINT "proformas_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proformas_number_key" ON "proformas" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "proformas_open_order_key" ON "proformas" USING btree ("order_id") WHERE status in ('draft', 'issued');--> statement-breakpoint
CREATE INDEX "proformas_status_idx" ON "proformas" USING btree ("status","created_at");