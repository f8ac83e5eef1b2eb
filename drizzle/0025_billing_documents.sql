CREATE TYPE "public"."billing_document_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "billing_document_kind" NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"invoice_id" uuid,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"tax_rate" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"method" "payment_method" NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text,
	"reason" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"issue_date" date NOT NULL,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_invoice_id_billing_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."billing_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_key" ON "billing_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_order_invoice_key" ON "billing_documents" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE INDEX "billing_documents_issue_idx" ON "billing_documents" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "billing_documents_user_idx" ON "billing_documents" USING btree ("user_id","issue_date");--> statement-breakpoint
CREATE INDEX "billing_documents_submission_idx" ON "billing_documents" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_counters_key" ON "document_counters" USING btree ("series","year");