/**
 * Items a revised draft sends back to research (docs/product.md §13, "Revisions"): an item that
 * had a verdict and now occurs in new or changed text goes back to "Detected" with its verdict
 * kept aside as "before", why it came back, and the old text beside the new wherever it changed.
 */
import { OPEN_ITEM_STATES, type ItemState } from "@/config/item-states";
import { snippetOf } from "@/lib/first-pass/group";
import type { Occurrence, VerdictCode } from "@/lib/first-pass/model";
import type { RevisionDiff } from "@/lib/screenplay/diff";
import type { Screenplay } from "@/lib/screenplay/model";

import type { BeforeText, SentBack, SentBackChange } from "./sent-back";

/** States that hold a verdict a revision can send back: worked, or dismissed. */
const VERDICT_STATES: readonly ItemState[] = ["finding_recorded", "reviewed", "dismissed"];

type Earlier = {
  state: ItemState;
  code: VerdictCode | null;
  finding: string;
  sentBack: SentBack | null;
  occurrences: Occurrence[];
};

/** The old draft's line, around the item's text when it was in it, else from the line's start. */
function beforeText(oldText: string, now: Occurrence): BeforeText {
  const at = oldText.toLowerCase().indexOf(now.text.toLowerCase());
  if (at === -1)
    return { snippet: snippetOf(oldText, 0, Math.min(oldText.length, 60)), text: "", start: 0 };
  const end = at + now.text.length;
  return { snippet: snippetOf(oldText, at, end), text: oldText.slice(at, end), start: at };
}

/** The item's places in new or changed text, each with the old draft's line where there was one. */
export function changedPlaces(
  diff: RevisionDiff,
  previous: Screenplay,
  item: { before: readonly Occurrence[]; after: readonly Occurrence[] },
): SentBackChange[] {
  const wasOnTitlePage = item.before.some((place) => place.titlePage);
  return item.after.flatMap((place): SentBackChange[] => {
    if (place.titlePage) return wasOnTitlePage ? [] : [{ after: place, before: null }];
    const link = diff.after[place.elementIndex];
    if (!link || link.fate === "unchanged") return [];
    const old = link.counterpart === undefined ? undefined : previous.elements[link.counterpart];
    return [{ after: place, before: old ? beforeText(old.text, place) : null }];
  });
}

const pagesOf = (changes: SentBackChange[]) => {
  const pages = [...new Set(changes.map(({ after }) => after.page))].sort((a, b) => a - b);
  const last = pages.pop();
  return pages.length === 0 ? `page ${last}` : `pages ${pages.join(", ")} and ${last}`;
};

/** "The revised draft changed the text it is in (page 2) and has it in new text (page 3)." */
export function reasonOf(changes: SentBackChange[]): string {
  const changed = changes.filter(({ before }) => before);
  const added = changes.filter(({ before }) => !before);
  const parts = [
    changed.length ? `changed the text it is in (${pagesOf(changed)})` : "",
    added.length ? `has it in new text (${pagesOf(added)})` : "",
  ].filter(Boolean);
  return `The revised draft ${parts.join(" and ") || "has it again"}.`;
}

/**
 * What a revision that re-opens an item keeps of it: its verdict as "before" and why it came
 * back. An item without a verdict (never worked) is not sent back, unless an earlier revision
 * sent it back and it still waits: its verdict then stays the one before that.
 */
export function sentBackOf(
  earlier: Earlier,
  now: Occurrence[],
  diff: RevisionDiff,
  previous: Screenplay,
  at: Date,
): SentBack | null {
  const verdict = VERDICT_STATES.includes(earlier.state)
    ? { state: earlier.state, code: earlier.code, finding: earlier.finding }
    : earlier.sentBack && OPEN_ITEM_STATES.includes(earlier.state)
      ? earlier.sentBack
      : null;
  if (!verdict) return null;
  const changes = changedPlaces(diff, previous, { before: earlier.occurrences, after: now });
  return {
    at: at.toISOString(),
    state: verdict.state,
    code: verdict.code,
    finding: verdict.finding,
    reason: reasonOf(changes),
    changes,
  };
}
