CREATE TABLE "title_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"search_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer,
	"owner" text,
	"source" text NOT NULL,
	"candidate" text NOT NULL,
	"similarity" text NOT NULL,
	"edit_distance" integer,
	"trigram" real,
	"note" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"verdict" text DEFAULT 'pending' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"opinion_key" text,
	"opinion_name" text,
	"opinion_bytes" integer,
	"opinion_uploaded_at" timestamp with time zone,
	"searched_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "title_matches" ADD CONSTRAINT "title_matches_search_id_title_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."title_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_searches" ADD CONSTRAINT "title_searches_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "title_matches_search_title_key" ON "title_matches" USING btree ("search_id","kind","title_key");--> statement-breakpoint
CREATE UNIQUE INDEX "title_searches_submission_key" ON "title_searches" USING btree ("submission_id");