import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Users live in the auth core; this row holds what the product keeps about each of them. */
export const userProfiles = pgTable("user_profiles", {
  userId: text("user_id").primaryKey(),
  email: text("email").notNull(),
  billingName: text("billing_name"),
  billingCompany: text("billing_company"),
  billingAddressLine1: text("billing_address_line1"),
  billingAddressLine2: text("billing_address_line2"),
  billingCity: text("billing_city"),
  billingPostalCode: text("billing_postal_code"),
  billingRegion: text("billing_region"),
  /** ISO 3166-1 alpha-2. */
  billingCountry: text("billing_country"),
  billingTaxId: text("billing_tax_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const submissionStatus = pgEnum("submission_status", [
  "draft",
  "awaiting_payment",
  "paid",
  "in_research",
  "delivered",
  "revision_requested",
  "closed",
  "cancelled",
  "refunded",
]);

export const projectType = pgEnum("project_type", [
  "feature",
  "tv_pilot",
  "tv_episode",
  "short",
  "commercial",
  "documentary",
  "other",
]);

export const storyPeriod = pgEnum("story_period", ["contemporary", "historical"]);

export const turnaroundTier = pgEnum("turnaround_tier", ["standard", "express", "rush"]);

/** An extra item the customer wants checked that is not in the script (spec: `text_boxes`). */
export type TextBox = { text: string; category?: string };

/** The spec's "quote": `id` is the public `correlation_id`. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => userProfiles.userId, { onDelete: "restrict" }),
    status: submissionStatus("status").notNull().default("draft"),
    title: text("title").notNull().default(""),
    alternativeTitles: text("alternative_titles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    projectType: projectType("project_type"),
    seriesName: text("series_name"),
    episodeName: text("episode_name"),
    settingCountry: text("setting_country"),
    settingRegion: text("setting_region"),
    settingCity: text("setting_city"),
    period: storyPeriod("period"),
    productionCompany: text("production_company"),
    notes: text("notes"),
    textBoxes: jsonb("text_boxes").$type<TextBox[]>().notNull().default([]),
    scriptClearance: boolean("script_clearance").notNull().default(true),
    titleClearance: boolean("title_clearance").notNull().default(false),
    turnaround: turnaroundTier("turnaround").notNull().default("standard"),
    /** Frozen price breakdown once checkout starts (integer minor units inside). */
    priceSnapshot: jsonb("price_snapshot"),
    dueDate: date("due_date"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("submissions_owner_created_idx").on(table.ownerId, table.createdAt.desc()),
    index("submissions_status_idx").on(table.status),
  ],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull(),
});

export const scriptFormat = pgEnum("script_format", ["pdf", "fdx", "fountain", "docx", "text"]);

export const scriptStatus = pgEnum("script_status", ["queued", "parsing", "parsed", "failed"]);

/** One uploaded version of a submission's script, and what reading it produced. */
export const scriptFiles = pgTable(
  "script_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    originalName: text("original_name").notNull(),
    format: scriptFormat("format").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    /** Null once a file that could not be read has been removed from storage. */
    storageKey: text("storage_key"),
    status: scriptStatus("status").notNull().default("queued"),
    /** 0–100 while the background job reads the script. */
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    pageCount: integer("page_count"),
    pageCountExact: boolean("page_count_exact"),
    sceneCount: integer("scene_count"),
    speakingCharacters: integer("speaking_characters"),
    /** The parsed screenplay (lib/screenplay model). */
    screenplay: jsonb("screenplay"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    parsedAt: timestamp("parsed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("script_files_submission_version_key").on(table.submissionId, table.version),
  ],
);
