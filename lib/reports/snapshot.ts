/**
 * One published report version: everything its PDF and XLSX show, frozen when it is
 * published so later edits to items never reach it. Stored as JSON beside the rendered files.
 */
import { z } from "zod";

import { DECISION_NOTE_LENGTH, ITEM_DECISION_VALUES } from "@/config/reports";
import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { DECIDED_TITLE_VERDICTS } from "@/config/title-clearance";
import { VERDICT_CODE_VALUES } from "@/config/verdict-codes";
import { SCENE_STATUSES } from "@/lib/screenplay/diff";

const categories = CLEARANCE_CATEGORIES.map((category) => category.value) as [
  (typeof CLEARANCE_CATEGORIES)[number]["value"],
  ...(typeof CLEARANCE_CATEGORIES)[number]["value"][],
];
const codes = VERDICT_CODE_VALUES;

const orderNumberSchema = z.string().regex(/^NCS-\d{6,}$/);
const text = (max: number) => z.string().trim().min(1).max(max);
const note = (max: number) => z.string().trim().max(max);

/** One place an item appears: `scene` is the printed scene number, null before the first. */
export const occurrenceSchema = z.object({
  page: z.int().min(1),
  scene: note(20).nullable(),
  /** Around 120 characters of the script around the item (the XLSX lists them). */
  excerpt: note(400).optional(),
  /**
   * Where in the parsed draft, so the customer's script view highlights what was published (title
   * page elements count below zero).
   */
  at: z.object({ elementIndex: z.int(), start: z.int().min(0), end: z.int().min(0) }).optional(),
});

/** One search the researcher recorded for the item: where, what, what it answered, when. */
export const reportSourceSchema = z.object({
  source: text(120),
  query: note(500),
  result: note(500),
  checkedOn: z.iso.date(),
});

/** Whom to ask for permission for an item, as the researcher recorded them; "" where unknown. */
export const reportRightsContactSchema = z.object({
  name: note(200),
  organisation: note(200),
  address: note(500),
  email: note(254),
  phone: note(50),
  notes: note(2_000),
});

export const reportItemSchema = z.object({
  id: text(100),
  category: z.enum(categories),
  /** The item as written in the script. */
  text: text(300),
  /** Other spellings and forms of it seen in the script. */
  variants: z.array(text(300)).max(50),
  code: z.enum(codes),
  finding: note(5_000),
  recommendation: note(2_000),
  alternatives: z.array(text(300)).max(20),
  /** What was searched for it; absent from versions published before sources were records. */
  sources: z.array(reportSourceSchema).max(30).default([]),
  /** Rights holders to ask; absent from versions published before contacts were recorded. */
  rightsContacts: z.array(reportRightsContactSchema).max(10).default([]),
  /** Empty for an item checked at the customer's request that is not in the script. */
  occurrences: z.array(occurrenceSchema).max(5_000),
  /** A revision's item left unchanged since the previous version, whose verdict it keeps. */
  carriedForward: z.boolean(),
});

export const reportCoverSchema = z.object({
  /** What the report is ("Script Clearance Report"). */
  product: text(100),
  /** The submission's title. */
  title: text(200),
  /** Feature film, TV episode…; null when the customer gave none. */
  projectType: note(100).nullable(),
  writer: note(200).nullable(),
  productionCompany: note(200).nullable(),
  draft: z.object({
    /** The script file's version within the submission: 1 for the first upload. */
    version: z.int().min(1),
    fileName: text(255),
    /** The draft date as the title page writes it, when it has one. */
    date: note(100).nullable(),
    pageCount: z.int().min(0),
  }),
  /** The order that paid for this version (the revision's order from v2 on after a revision). */
  orderNumber: orderNumberSchema,
  /**
   * The report's own number, the same in every version: its first version's order number, kept
   * from then on. Absent from versions published before it was recorded (their order's stands).
   */
  reportNumber: orderNumberSchema.optional(),
  /** The order behind each version up to this one, oldest first; absent before it was recorded. */
  versionOrders: z
    .array(z.object({ version: z.int().min(1), orderNumber: orderNumberSchema }))
    .max(500)
    .optional(),
  /** This report's version: 1, 2… */
  version: z.int().min(1),
  publishedAt: z.iso.datetime({ offset: true }),
  /** The customer it is delivered to; every page is watermarked with it. */
  deliveredTo: z.email(),
  /** The researcher's name and role ("Jane Doe, Senior researcher"), never an e-mail address. */
  researcher: text(200),
  /** The second admin who signed the results off (name and role), when there was a review. */
  reviewer: note(200).nullable(),
  /** When they signed off; absent from versions published before it was recorded. */
  reviewedAt: z.iso.datetime({ offset: true }).nullable().optional(),
  territory: text(200),
  /** Where the story is set ("Springfield, Illinois, United States"), and when. */
  storySetting: text(300),
  disclaimer: text(5_000),
});

/** One existing title the title search kept (not dismissed), as the report lists it. */
export const reportTitleMatchSchema = z.object({
  title: text(200),
  year: z.int().nullable(),
  /** The kind of work, as its label ("Film", "TV series"). */
  medium: text(100),
  territory: note(200).nullable(),
  owner: note(200).nullable(),
  /** The candidate title it resembles, and how ("1 letter apart"), with the researcher's note. */
  candidate: text(200),
  similarity: text(200),
  note: note(2_000),
});

/**
 * The title clearance the customer ordered beside the script clearance (clearance-domain.md
 * §2.7), frozen as the version published it: a later edit of the title search never reaches it.
 */
export const reportTitleClearanceSchema = z.object({
  verdict: z.enum(DECIDED_TITLE_VERDICTS),
  /** The submission's title and alternative titles, as searched. */
  candidates: z.array(text(200)).min(1).max(50),
  territory: text(200),
  media: text(300),
  searchedAt: z.iso.datetime({ offset: true }).nullable(),
  summary: note(10_000),
  titles: z.array(reportTitleMatchSchema).max(500),
  /** The attorney's opinion letter, downloaded beside the version's PDF when there is one. */
  opinion: z
    .object({
      name: text(255),
      bytes: z.int().min(0),
      uploadedAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});

/** A customer's decision on an item as a version recorded it: on which version, what, when. */
export const decisionRecordSchema = z.object({
  version: z.int().min(1),
  decision: z.enum(ITEM_DECISION_VALUES),
  note: note(DECISION_NOTE_LENGTH),
  decidedAt: z.iso.datetime({ offset: true }),
});

const changedItemSchema = reportItemSchema.pick({
  id: true,
  category: true,
  text: true,
  code: true,
});

/**
 * What changed since the previous published version (lib/reports/changes.ts), frozen with the
 * version that reports it: items added, removed (where they were, what the revision did to that
 * scene, and the customer's decision on them), re-coded, and how many were carried unchanged.
 */
export const reportChangesSchema = z.object({
  /** The previous published version. */
  since: z.int().min(1),
  added: z.array(changedItemSchema).max(5_000),
  removed: z
    .array(
      changedItemSchema.extend({
        /** Where it was in the previous version, and what the revision did to that scene. */
        places: z
          .array(
            occurrenceSchema.pick({ page: true, scene: true }).extend({
              sceneChange: z.enum(SCENE_STATUSES).nullable(),
            }),
          )
          .max(200),
        /** The customer's latest decision on it, on any earlier version. */
        decision: decisionRecordSchema.nullable(),
      }),
    )
    .max(5_000),
  recoded: z.array(changedItemSchema.extend({ from: z.enum(codes) })).max(5_000),
  /** Items in both versions under the same code. */
  unchanged: z.int().min(0),
});

export const reportSnapshotSchema = z.object({
  cover: reportCoverSchema,
  items: z.array(reportItemSchema).max(5_000),
  /** Absent when the customer did not order a title clearance (and in versions stored before). */
  titleClearance: reportTitleClearanceSchema.optional(),
  /** From version 2 on; absent from v1 and from versions stored before it was recorded. */
  changes: reportChangesSchema.optional(),
});

export type ReportSource = z.infer<typeof reportSourceSchema>;
export type ReportRightsContact = z.infer<typeof reportRightsContactSchema>;
export type ReportOccurrence = z.infer<typeof occurrenceSchema>;
export type ReportItem = z.infer<typeof reportItemSchema>;
export type ReportCover = z.infer<typeof reportCoverSchema>;
export type ReportTitleClearance = z.infer<typeof reportTitleClearanceSchema>;
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;
export type ReportChanges = z.infer<typeof reportChangesSchema>;
