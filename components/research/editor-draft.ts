/** The item editor's form: what it starts from, what a save sends, how history reads. */
import { OPEN_ITEM_STATES } from "@/config/item-states";
import { VERDICT_CODES } from "@/config/verdict-codes";
import type { StoredRightsContact } from "@/lib/db/schema";
import { contactLine } from "@/lib/reports/contacts";
import { sourceLine } from "@/lib/reports/sources";
import type { ItemChange, SourceRecord } from "@/lib/research/input";
import type { ClearanceItemView } from "@/lib/research/views";

export type Draft = Pick<
  ClearanceItemView,
  | "state"
  | "code"
  | "finding"
  | "recommendation"
  | "alternatives"
  | "sources"
  | "internal_note"
  | "assignee_id"
>;
export type DraftField = keyof Draft;

export const DRAFT_FIELDS: readonly DraftField[] = [
  "code",
  "state",
  "finding",
  "recommendation",
  "alternatives",
  "sources",
  "internal_note",
  "assignee_id",
];

export const draftOf = (item: ClearanceItemView): Draft =>
  Object.fromEntries(DRAFT_FIELDS.map((field) => [field, item[field]])) as Draft;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const trimmed = <T>(value: T) => (typeof value === "string" ? value.trim() : value);

/** The sources as saved: text trimmed, and rows left with nothing typed dropped. */
const filledSources = (sources: Draft["sources"]) =>
  sources
    .map(({ source, query, result, checked_on }) => ({
      source: source.trim(),
      query: query.trim(),
      result: result.trim(),
      checked_on,
    }))
    .filter(({ source, query, result }) => source || query || result);

/** The fields the researcher changed from `base`, as the PATCH sends them (text trimmed). */
export function changesOf(
  base: ClearanceItemView,
  draft: Draft,
): Omit<ItemChange, "expected_version"> {
  const changes: Record<string, unknown> = {};
  for (const field of DRAFT_FIELDS) {
    const value = field === "sources" ? filledSources(draft.sources) : trimmed(draft[field]);
    if (!same(value, base[field])) changes[field] = value;
  }
  return changes;
}

export type SaveAndNext =
  | { kind: "save"; changes: Omit<ItemChange, "expected_version"> }
  | { kind: "unchanged" }
  | { kind: "refused"; field: "code"; message: string };

/**
 * What "Save and next" does with the form; it never moves on silently. An open item whose state
 * the researcher left alone is being decided: with a code it is saved as "Finding recorded", even
 * when the code was there already and nothing else changed (before, such an item had no change to
 * send and the editor moved on without saving it); without a code it says what is missing and
 * stays. A code saved without its finding is listed under "Finding missing" and holds back
 * publishing (docs/product.md §13): the researcher may record the sources first.
 */
export function saveAndNext(
  base: ClearanceItemView,
  draft: Draft,
  { keepsBefore = false } = {},
): SaveAndNext {
  const deciding = draft.state === base.state && OPEN_ITEM_STATES.includes(base.state);
  const state = deciding && draft.code ? "finding_recorded" : draft.state;
  const name = `“${base.canonical}”`;
  const changes = changesOf(base, { ...draft, state });
  if (Object.keys(changes).length > 0) return { kind: "save", changes };
  if (deciding)
    return {
      kind: "refused",
      field: "code",
      message: `Nothing saved: choose a code for ${name} (press its key)${keepsBefore ? ", keep it as before (b)" : ""} or dismiss it.`,
    };
  return { kind: "unchanged" };
}

/** A canned finding inserted into what is written: alone when empty, else on a line of its own. */
export const withCanned = (finding: string, canned: string) =>
  finding.trim() ? `${finding.trimEnd()}\n${canned}` : canned;

export const FIELD_LABELS: Record<DraftField, string> = {
  code: "Code",
  state: "State",
  finding: "Finding",
  recommendation: "Recommendation",
  alternatives: "Alternatives",
  sources: "Sources searched",
  internal_note: "Internal note",
  assignee_id: "Assignee",
};

/** A value as the history and the conflict notice show it. */
export function shown(value: unknown, emails: ReadonlyMap<string, string> = new Map()): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map((v) => shown(v)).join(", ");
  if (isSourceRecord(value)) return sourceLine({ ...value, checkedOn: value.checked_on });
  if (isRightsContact(value)) return contactLine(value);
  if (typeof value === "string") return emails.get(value) ?? value;
  return JSON.stringify(value);
}

const isSourceRecord = (value: unknown): value is SourceRecord =>
  typeof value === "object" && value !== null && "source" in value && "checked_on" in value;

const isRightsContact = (value: unknown): value is StoredRightsContact =>
  typeof value === "object" && value !== null && "organisation" in value && "phone" in value;

/** The meaning of a code, for the editor's select. */
export const codeMeaning = (code: string | null) =>
  VERDICT_CODES.find((entry) => entry.code === code);
