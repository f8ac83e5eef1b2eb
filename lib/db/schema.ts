import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import type { AttentionEvent, AttentionKind } from "@/config/attention";
import { COMPANY_ROLES } from "@/config/companies";
import type { ItemSource, ItemState } from "@/config/item-states";
import type { ClearanceCategory } from "@/config/submissions";
import type {
  SimilarityKind,
  TitleKind,
  TitleMatchState,
  TitleVerdict,
} from "@/config/title-clearance";
import type { Occurrence, Signal, VerdictCode } from "@/lib/first-pass/model";
import type { Screenplay } from "@/lib/screenplay/model";
import type { RevisionChanges } from "@/lib/screenplay/revision-changes";

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
  /** How reports and customers name a researcher or reviewer, instead of their e-mail. */
  displayName: text("display_name"),
  /** Their role as reports print it ("Senior researcher"). */
  jobTitle: text("job_title"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const submissionStatus = pgEnum("submission_status", [
  "draft",
  "awaiting_payment",
  "paid",
  "in_research",
  "in_review",
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
    /** The voucher applied on the summary page; redeemed when the order is paid. */
    voucherId: uuid("voucher_id").references((): AnyPgColumn => vouchers.id, {
      onDelete: "set null",
    }),
    /** Frozen price breakdown once checkout starts (integer minor units inside). */
    priceSnapshot: jsonb("price_snapshot"),
    dueDate: date("due_date"),
    /** The researcher who works the submission's items. */
    assigneeId: text("assignee_id").references((): AnyPgColumn => userProfiles.userId, {
      onDelete: "set null",
    }),
    /** When a researcher marked every item worked, ready for delivery. */
    readyForDeliveryAt: timestamp("ready_for_delivery_at", { withTimezone: true }),
    /** The company whose members share it; null for a personal submission. */
    companyId: uuid("company_id").references((): AnyPgColumn => companies.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("submissions_owner_created_idx").on(table.ownerId, table.createdAt.desc()),
    index("submissions_status_idx").on(table.status),
    index("submissions_company_created_idx").on(table.companyId, table.createdAt.desc()),
  ],
);

export const voucherKind = pgEnum("voucher_kind", ["percent", "fixed"]);
export const voucherScope = pgEnum("voucher_scope", ["all", "script_clearance", "title_clearance"]);

/** Discount codes (product.md §6); `code` is kept in capitals, so lookups ignore case. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    kind: voucherKind("kind").notNull(),
    /** Percent 1–100, or minor units of the price currency. */
    value: integer("value").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    /** Redemptions allowed overall; null for no limit. */
    maxRedemptions: integer("max_redemptions"),
    maxPerCustomer: integer("max_per_customer").notNull().default(1),
    /** Minor units the subtotal must reach; null for none. */
    minimumSubtotal: integer("minimum_subtotal"),
    appliesTo: voucherScope("applies_to").notNull().default("all"),
    active: boolean("active").notNull().default(true),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("vouchers_code_key").on(table.code)],
);

/** A voucher used on a paid order: written in the transaction that marks it paid. */
export const voucherRedemptions = pgTable(
  "voucher_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "restrict" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "restrict" }),
    userId: text("user_id").notNull(),
    /** Minor units taken off the order. */
    discount: integer("discount").notNull(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The paid order; a submission's revision is a second order, with its own voucher. */
    orderId: uuid("order_id").references((): AnyPgColumn => orders.id, { onDelete: "restrict" }),
  },
  (table) => [
    index("voucher_redemptions_submission_idx").on(table.submissionId),
    uniqueIndex("voucher_redemptions_order_key").on(table.orderId),
    index("voucher_redemptions_voucher_user_idx").on(table.voucherId, table.userId),
  ],
);

export const paymentMethod = pgEnum("payment_method", ["card", "bank_transfer", "free"]);
export const orderStatus = pgEnum("order_status", [
  "pending",
  "paid",
  "failed",
  "expired",
  "cancelled",
]);

/**
 * An attempt to pay for a submission (product.md §3): its price is frozen in it. A pending
 * order with a voucher holds one of the voucher's uses until it is paid or lapses.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown as NCS-000123. */
    number: integer("number").generatedAlwaysAsIdentity({ startWith: 100 }),
    // A draft's lapsed orders go with it; a paid order's submission is never deleted.
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    status: orderStatus("status").notNull().default("pending"),
    method: paymentMethod("method").notNull(),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    /**
     * The price breakdown frozen when the order was placed (a revision's delta quote among them),
     * whose lines its invoice prints; null for orders placed before it was kept.
     */
    price: jsonb("price"),
    voucherId: uuid("voucher_id").references(() => vouchers.id, { onDelete: "restrict" }),
    /** The card processor's checkout session and payment, once there are any. */
    checkoutSessionId: text("checkout_session_id"),
    paymentReference: text("payment_reference"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** A bank transfer as the admin recorded it: the day it arrived and the amount that did. */
    receivedOn: date("received_on"),
    receivedAmount: integer("received_amount"),
    /** What was given back so far, in minor units: never more than `total`. */
    refunded: integer("refunded").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_number_key").on(table.number),
    uniqueIndex("orders_checkout_session_key").on(table.checkoutSessionId),
    index("orders_submission_idx").on(table.submissionId),
    index("orders_voucher_status_idx").on(table.voucherId, table.status),
  ],
);

export const proformaStatus = pgEnum("proforma_status", ["draft", "issued", "paid", "cancelled"]);

/** One line of a proforma, in minor units of its currency. */
export type ProformaLine = { description: string; quantity: number; unitAmount: number };

/** A party named on a proforma, as it stood when the proforma was issued. */
export type InvoiceParty = {
  name: string;
  company: string | null;
  /** Street, city and postal lines, as they are printed. */
  address: string[];
  country: string;
  taxId: string | null;
  email: string | null;
};

/**
 * Proforma invoices (product.md §7): a bank transfer's order, with numbered, stored documents.
 * The submission and order may later be deleted with a draft; the proforma and its number stay.
 */
export const proformas = pgTable(
  "proformas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => submissions.id, {
      onDelete: "set null",
    }),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The customer, who may download it. */
    userId: text("user_id").notNull(),
    /** PF-{year}-{sequence}, both set in the transaction that issues it. */
    year: integer("year"),
    sequence: integer("sequence"),
    status: proformaStatus("status").notNull().default("draft"),
    /** "customer" when asked for on the summary page, "admin" when an admin made it. */
    requestedBy: text("requested_by").notNull(),
    title: text("title").notNull(),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<ProformaLine[]>().notNull(),
    /** Basis points: 2000 is 20 %. */
    taxRate: integer("tax_rate").notNull(),
    subtotal: integer("subtotal").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    dueInDays: integer("due_in_days").notNull(),
    note: text("note"),
    seller: jsonb("seller").$type<InvoiceParty>(),
    buyer: jsonb("buyer").$type<InvoiceParty>(),
    issueDate: date("issue_date"),
    dueDate: date("due_date"),
    pdfKey: text("pdf_key"),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("proformas_number_key").on(table.year, table.sequence),
    // An order has at most one proforma still open.
    uniqueIndex("proformas_open_order_key")
      .on(table.orderId)
      .where(sql`status in ('draft', 'issued')`),
    index("proformas_status_idx").on(table.status, table.createdAt),
  ],
);

/** The last proforma number of each year; its row lock makes the numbers gapless. */
export const proformaCounters = pgTable("proforma_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const billingDocumentKind = pgEnum("billing_document_kind", ["invoice", "credit_note"]);

/**
 * Final invoices and credit notes (product.md §7): an invoice for every paid order (card,
 * voucher in full, bank transfer), a credit note for every refund, referencing its invoice.
 * Numbered INV-{year}-{sequence} and CN-{year}-{sequence} without gaps (`documentCounters`),
 * with the parties and amounts frozen as issued; the PDF is rendered once and stored.
 * Amounts are positive in minor units of `currency`; a credit note's are what it gives back.
 */
export const billingDocuments = pgTable(
  "billing_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: billingDocumentKind("kind").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    // A paid order is never deleted, nor is its submission.
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "restrict" }),
    /** The customer, who may download it. */
    userId: text("user_id").notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => billingDocuments.id, {
      onDelete: "restrict",
    }),
    title: text("title").notNull(),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<ProformaLine[]>().notNull(),
    /** Basis points: 2000 is 20 %. */
    taxRate: integer("tax_rate").notNull(),
    subtotal: integer("subtotal").notNull(),
    discount: integer("discount").notNull(),
    tax: integer("tax").notNull(),
    total: integer("total").notNull(),
    /** How the money came (an invoice) or went back (a credit note). */
    method: paymentMethod("method").notNull(),
    /** The day the money arrived (an invoice) or was sent back (a credit note). */
    paidOn: date("paid_on").notNull(),
    /** The processor's payment or refund, or the bank's reference. */
    reference: text("reference"),
    /** A credit note's reason, as the admin gave it. */
    reason: text("reason"),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    issueDate: date("issue_date").notNull(),
    pdfKey: text("pdf_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("billing_documents_number_key").on(table.kind, table.year, table.sequence),
    // One invoice per order.
    uniqueIndex("billing_documents_order_invoice_key")
      .on(table.orderId)
      .where(sql`kind = 'invoice'`),
    index("billing_documents_issue_idx").on(table.issueDate),
    index("billing_documents_user_idx").on(table.userId, table.issueDate),
    index("billing_documents_submission_idx").on(table.submissionId),
  ],
);

/** The last number of each document series ("INV", "CN") and year; its row lock keeps them gapless. */
export const documentCounters = pgTable(
  "document_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (table) => [uniqueIndex("document_counters_key").on(table.series, table.year)],
);

/** Settings an admin changes at run time (config/settings.ts names them and their defaults). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: text("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Payment notices already handled, by the processor's event id, so a retried one does nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to a submission, and when: every status change, payment and price change. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** A user id, or "system" for the payment processor and jobs. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    fromStatus: submissionStatus("from_status"),
    toStatus: submissionStatus("to_status"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_events_submission_idx").on(table.submissionId, table.createdAt)],
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
    screenplay: jsonb("screenplay").$type<Screenplay>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    parsedAt: timestamp("parsed_at", { withTimezone: true }),
    /** The automatic first pass over the parsed screenplay; null until the file is read. */
    analysisStatus: text("analysis_status").$type<AnalysisStatus>(),
    analysisError: text("analysis_error"),
    analyzedAt: timestamp("analysed_at", { withTimezone: true }),
    analysisMs: integer("analysis_ms"),
    /**
     * Items per category the first pass found: what the customer is shown until a report is
     * published, however the researchers add, merge or split items meanwhile.
     */
    analysisCounts: jsonb("analysis_counts").$type<Partial<Record<ClearanceCategory, number>>>(),
  },
  (table) => [
    uniqueIndex("script_files_submission_version_key").on(table.submissionId, table.version),
  ],
);

export const ANALYSIS_STATUSES = ["pending", "running", "done", "failed"] as const;
export type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];

/**
 * The submission's clearance items: what the first pass found, what the researchers added, and
 * their findings (clearance-domain.md §2.3, §4.3). An item's identity is its category and key, so
 * analyzing the script again updates its occurrences and never wipes a researcher's work.
 */
/** One search a researcher made for an item: where, what, what it answered, on which day. */
export type StoredSourceRecord = {
  source: string;
  query: string;
  result: string;
  /** YYYY-MM-DD. */
  checked_on: string;
};

/** The old draft's text where the item now is: its context, with the item's text if it was there. */
export type BeforeText = Pick<Occurrence, "snippet" | "text" | "start">;

/** One place of the item in text the revision added or changed. */
export type SentBackChange = {
  /** The place in the new draft (page, scene, context). */
  after: Occurrence;
  /** The same line in the old draft; null where the text is new. */
  before: BeforeText | null;
};

/** What a revised draft keeps of an item it sends back (lib/research/sent-back.ts). */
export type SentBack = {
  /** ISO time the revision's first pass sent it back. */
  at: string;
  /** The verdict before: the state, code and finding "keep as before" restores. */
  state: ItemState;
  code: VerdictCode | null;
  finding: string;
  /** Why it came back, as the workbench says it. */
  reason: string;
  changes: SentBackChange[];
};

/** A rights holder to ask for permission (docs/product.md §13); "" where not known. */
export type StoredRightsContact = {
  name: string;
  organisation: string;
  address: string;
  email: string;
  phone: string;
  notes: string;
};

export const clearanceItems = pgTable(
  "clearance_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** The script the occurrences were last found in; null for an item no script holds. */
    scriptFileId: uuid("script_file_id").references(() => scriptFiles.id, {
      onDelete: "set null",
    }),
    /** Identity within the submission, with the category ("character_name:sarah kowalski"). */
    itemKey: text("item_key").notNull(),
    /** Order of the latest analysis; manual items come after the found ones. */
    position: integer("position").notNull(),
    category: text("category").$type<ClearanceCategory>().notNull(),
    canonical: text("canonical").notNull(),
    variants: jsonb("variants").$type<string[]>().notNull().default([]),
    occurrences: jsonb("occurrences").$type<Occurrence[]>().notNull(),
    signals: jsonb("signals").$type<Signal[]>().notNull(),
    /** 0–100. */
    risk: smallint("risk").notNull(),
    /** The machine's suggestion; the researcher's verdict is `code`. */
    suggestedCode: text("suggested_status").$type<VerdictCode>().notNull(),
    source: text("source").$type<ItemSource>().notNull().default("automatic"),
    state: text("state").$type<ItemState>().notNull().default("detected"),
    code: text("code").$type<VerdictCode>(),
    finding: text("finding").notNull().default(""),
    recommendation: text("recommendation").notNull().default(""),
    alternatives: jsonb("alternatives").$type<string[]>().notNull().default([]),
    /** The searches made for the item, as lib/research/input.ts validates them. */
    sources: jsonb("sources").$type<StoredSourceRecord[]>().notNull().default([]),
    /** Whom to ask for permission, as lib/rights-contacts/input.ts validates them. */
    rightsContacts: jsonb("rights_contacts").$type<StoredRightsContact[]>().notNull().default([]),
    internalNote: text("internal_note").notNull().default(""),
    assigneeId: text("assignee_id").references(() => userProfiles.userId, {
      onDelete: "set null",
    }),
    /** Keys of items merged into this one: the first pass's later finds of them land here. */
    mergedKeys: jsonb("merged_keys").$type<string[]>().notNull().default([]),
    /**
     * Ids of the items merged into this one (they are deleted): a published report names them,
     * so a customer's question on one reaches this item's thread.
     */
    mergedIds: jsonb("merged_ids").$type<string[]>().notNull().default([]),
    /** Set when the latest analysis no longer finds an item that holds a researcher's work. */
    missingSince: timestamp("missing_since", { withTimezone: true }),
    /** Optimistic locking: a save names the version it read. */
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** A revised draft left every place of it unchanged: the previous verdict stands. */
    carriedForward: boolean("carried_forward").notNull().default(false),
    /**
     * A revised draft re-opened the item's verdict: what it was ("before"), why it came back and
     * the changed text around it. Null for an item no revision sent back.
     */
    sentBack: jsonb("sent_back").$type<SentBack>(),
  },
  (table) => [
    uniqueIndex("clearance_items_submission_key").on(table.submissionId, table.itemKey),
    index("clearance_items_submission_category_idx").on(table.submissionId, table.category),
    // The knowledge base looks items up by key across submissions.
    index("clearance_items_key_idx").on(table.itemKey),
  ],
);

/** Every change to an item: who, what, the values before and after (issue: audit). */
export const clearanceItemEvents = pgTable(
  "clearance_item_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => clearanceItems.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** A user id, or "system" for the first pass. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>().notNull().default({}),
    after: jsonb("after").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("clearance_item_events_item_idx").on(table.itemId, table.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Comments (product.md §2): threads on a submission and on its single items.
// ---------------------------------------------------------------------------------------------

export const commentAuthorRole = pgEnum("comment_author_role", ["researcher", "customer"]);

/** `internal` is for researchers only; `customer` is shown to (and e-mailed to) the customer. */
export const commentVisibility = pgEnum("comment_visibility", ["internal", "customer"]);

/** One comment: on the submission as a whole (`itemId` null) or on one of its items. */
export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => clearanceItems.id, { onDelete: "cascade" }),
    /** The author's user id (auth core). */
    authorId: text("author_id").notNull(),
    authorRole: commentAuthorRole("author_role").notNull(),
    visibility: commentVisibility("visibility").notNull(),
    /** Markdown-lite: links and line breaks (lib/comments/markdown.ts). */
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("comments_submission_created_idx").on(table.submissionId, table.createdAt)],
);

/**
 * A file sent with a comment (a release, a permission, a chain-of-title document): kept in
 * private storage under our own key, its type read from its bytes (lib/comments/attachments.ts).
 */
export const commentAttachments = pgTable(
  "comment_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    /** Its place among the comment's files, as they were sent. */
    position: integer("position").notNull(),
    /** The name it was sent under, shown and offered as the download's name only. */
    originalName: text("original_name").notNull(),
    /** As read from the bytes: application/pdf, image/png, image/jpeg or image/webp. */
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("comment_attachments_comment_idx").on(table.commentId, table.position)],
);

/**
 * What on a submission waits for a researcher (product.md §14): each kind of customer event
 * waiting since when, the events not yet e-mailed, and when the last e-mail went out (one per
 * submission per ten minutes).
 */
export const submissionAttention = pgTable(
  "submission_attention",
  {
    submissionId: uuid("submission_id")
      .primaryKey()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** Each kind waiting (config/attention.ts) and the ISO time since when; {} when answered. */
    waiting: jsonb("waiting").$type<Partial<Record<AttentionKind, string>>>().notNull().default({}),
    /** The events since the last e-mail, oldest first: the next e-mail names them. */
    unsent: jsonb("unsent").$type<AttentionEvent[]>().notNull().default([]),
    lastNotifiedAt: timestamp("last_notified_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("submission_attention_waiting_idx")
      .on(table.submissionId)
      .where(sql`${table.waiting} <> '{}'::jsonb`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Title clearance (clearance-domain.md §2.7): one title search per submission that ordered it,
// and the titles found for it or added by a researcher.
// ---------------------------------------------------------------------------------------------

/** The researcher's title report for one submission: verdict, summary, attorney opinion. */
export const titleSearches = pgTable(
  "title_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    verdict: text("verdict").$type<TitleVerdict>().notNull().default("pending"),
    summary: text("summary").notNull().default(""),
    /** The attorney's opinion letter (PDF) in private storage, once one is attached. */
    opinionKey: text("opinion_key"),
    opinionName: text("opinion_name"),
    opinionBytes: integer("opinion_bytes"),
    opinionUploadedAt: timestamp("opinion_uploaded_at", { withTimezone: true }),
    /** When the automatic search last ran over the offline title lists. */
    searchedAt: timestamp("searched_at", { withTimezone: true }),
    /** Optimistic locking: a save names the version it read. */
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("title_searches_submission_key").on(table.submissionId)],
);

/** One existing title that resembles a candidate title, with how it resembles it. */
export const titleMatches = pgTable(
  "title_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    searchId: uuid("search_id")
      .notNull()
      .references(() => titleSearches.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The title folded for comparison (lib/title-clearance/similarity.ts): one row per work. */
    titleKey: text("title_key").notNull(),
    kind: text("kind").$type<TitleKind>().notNull(),
    year: integer("year"),
    /** Distributor, publisher or artist, when the source names one. */
    owner: text("owner"),
    /** Where the work was released or registered ("United States"), when known. */
    territory: text("territory"),
    /** The list it came from, or "researcher" for a title added by hand. */
    source: text("source").notNull(),
    /** The candidate title (the submission's title or an alternative) it resembles most. */
    candidate: text("candidate").notNull(),
    /** The strongest measure that links it: exact, same_words, contains, edit_distance… */
    similarity: text("similarity").$type<SimilarityKind>().notNull(),
    editDistance: integer("edit_distance"),
    /** pg_trgm's similarity(), 0–1. */
    trigram: real("trigram"),
    note: text("note").notNull().default(""),
    state: text("state").$type<TitleMatchState>().notNull(),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("title_matches_search_title_key").on(table.searchId, table.kind, table.titleKey),
  ],
);

// ---------------------------------------------------------------------------------------------
// Reports (product.md §13): published versions and the customer's decisions on them.
// ---------------------------------------------------------------------------------------------

/**
 * One published report version: its snapshot (lib/reports/snapshot.ts, a ReportSnapshot) and the files rendered
 * from it once. Never updated: a correction is a new version. Numbered 1, 2… per submission
 * without gaps (lib/reports/publish.ts takes max + 1 under the submission's row lock).
 */
export const reportVersions = pgTable(
  "report_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    pdfKey: text("pdf_key").notNull(),
    xlsxKey: text("xlsx_key").notNull(),
    /**
     * The attorney's title opinion as the version published it: a copy of its own, so replacing
     * or removing the title search's opinion later never changes a delivered version.
     */
    opinionKey: text("opinion_key"),
    /**
     * The annotated script (product.md §13): "preparing" from publishing until its job stores the
     * file (`annotated_key`), then "ready" ("failed" when its last attempt failed); null for a
     * version that covers no uploaded script, and for those published before there was one.
     */
    annotatedStatus: text("annotated_status").$type<AnnotatedScriptStatus>(),
    annotatedKey: text("annotated_key"),
    /** The admin's user id. */
    publishedBy: text("published_by").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** The draft (script file version) the report covers. */
    scriptFileId: uuid("script_file_id").references(() => scriptFiles.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    uniqueIndex("report_versions_submission_version_key").on(table.submissionId, table.version),
  ],
);

export type AnnotatedScriptStatus = "preparing" | "ready" | "failed";

export const itemDecision = pgEnum("item_decision", [
  "accept",
  "will_change",
  "keep_seek_permission",
  "request_alternatives",
  "question",
]);

/** The customer's decision on one item of the report (its snapshot item id); the latest counts. */
export const itemDecisions = pgTable(
  "item_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** The report item's id, as in the snapshot (the clearance item's id when published). */
    itemId: text("item_id").notNull(),
    /**
     * The report version the decision was made on: one per item and version (the latest wins),
     * so the decisions on earlier versions stay on record (product.md §13 "Decisions").
     */
    version: integer("version").notNull(),
    decision: itemDecision("decision").notNull(),
    note: text("note").notNull().default(""),
    decidedBy: text("decided_by").notNull(),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("item_decisions_submission_item_version_key").on(
      table.submissionId,
      table.itemId,
      table.version,
    ),
  ],
);

export const reviewOutcome = pgEnum("review_outcome", ["signed_off", "sent_back"]);

/**
 * One round of the optional review step: a researcher sends the results for review,
 * a second admin signs them off (with a digest of the items signed) or sends them back.
 */
export const reportReviews = pgTable(
  "report_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    outcome: reviewOutcome("outcome"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    note: text("note").notNull().default(""),
    /** SHA-256 of the items as they would be published when signed off. */
    itemsDigest: text("items_digest"),
  },
  (table) => [index("report_reviews_submission_idx").on(table.submissionId, table.requestedAt)],
);

// ---------------------------------------------------------------------------------------------
// Revisions: a new draft of a delivered submission, cleared as a delta.
// ---------------------------------------------------------------------------------------------

/**
 * One revised draft uploaded on a delivered submission, against the draft its last report
 * covered. `changes` is filled in once the new draft is read and compared; the delta quote is
 * priced from it. The newest unpaid revision is the one the customer pays for.
 */
export const revisions = pgTable(
  "revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    scriptFileId: uuid("script_file_id")
      .notNull()
      .references(() => scriptFiles.id, { onDelete: "cascade" }),
    previousScriptFileId: uuid("previous_script_file_id")
      .notNull()
      .references(() => scriptFiles.id, { onDelete: "cascade" }),
    changes: jsonb("changes").$type<RevisionChanges>(),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("revisions_script_file_key").on(table.scriptFileId),
    index("revisions_submission_idx").on(table.submissionId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Share links (product.md §15): a published report opened without an account.
// ---------------------------------------------------------------------------------------------

/**
 * A link to one submission's published report for someone without an account (an insurer, a
 * broker, outside counsel). Only the SHA-256 of its token is kept: the token itself is shown
 * once, in the link. Its passcode, when it has one, is an scrypt hash.
 */
export const shareLinks = pgTable(
  "share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SHA-256 of the token, hex. */
    tokenHash: text("token_hash").notNull(),
    /** The token's first characters, which logs and lists name it by. */
    tokenPrefix: text("token_prefix").notNull(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    /** The user id of who shared it. */
    createdBy: text("created_by").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    recipientOrganisation: text("recipient_organisation").notNull().default(""),
    /** A fixed report version; null follows the latest published one. */
    version: integer("version"),
    includeAnnotated: boolean("include_annotated").notNull(),
    includeDownloads: boolean("include_downloads").notNull(),
    passcodeHash: text("passcode_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("share_links_token_hash_key").on(table.tokenHash),
    index("share_links_submission_idx").on(table.submissionId, table.createdAt),
  ],
);

export const shareLinkEventKind = pgEnum("share_link_event_kind", [
  "opened",
  "downloaded",
  "passcode-failed",
]);

/** Each opening, download and wrong passcode of a share link, shown to whoever shared it. */
export const shareLinkEvents = pgTable(
  "share_link_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => shareLinks.id, { onDelete: "cascade" }),
    kind: shareLinkEventKind("kind").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The client's network, never its address: IPv4 /24, IPv6 /48. */
    ipPrefix: text("ip_prefix").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    /** What was downloaded (pdf, xlsx, annotated); null for other events. */
    download: text("download"),
  },
  (table) => [index("share_link_events_link_idx").on(table.linkId, table.at)],
);

// ---------------------------------------------------------------------------------------------
// Companies (docs/product.md "Companies and roles"): a production company's members share its
// submissions, each with a role.
// ---------------------------------------------------------------------------------------------

export const companyRole = pgEnum("company_role", COMPANY_ROLES);

export const companies = pgTable("companies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** A user id, kept as written: the account may be deleted later, the company stays. */
  createdBy: text("created_by").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const companyMembers = pgTable(
  "company_members",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => userProfiles.userId, { onDelete: "cascade" }),
    role: companyRole("role").notNull(),
    addedBy: text("added_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("company_members_company_user_key").on(table.companyId, table.userId),
    index("company_members_user_idx").on(table.userId),
  ],
);

/** An e-mailed invitation; only the SHA-256 of its token is kept. */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: companyRole("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("company_invitations_token_key").on(table.tokenHash),
    index("company_invitations_company_idx").on(table.companyId, table.createdAt),
  ],
);

/** Who changed a company's membership, and when: invitations, joins, role changes, removals. */
export const companyEvents = pgTable(
  "company_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** A user id. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_events_company_idx").on(table.companyId, table.createdAt)],
);
