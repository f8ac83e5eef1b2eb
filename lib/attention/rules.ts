/** When a submission's "needs you" e-mail may go out (product.md §14): pure, so unit-tested. */
import {
  ATTENTION,
  ATTENTION_KINDS,
  type AttentionEvent,
  type AttentionKind,
} from "@/config/attention";

/**
 * How long the e-mail about a new event waits: not at all when none went out in the last ten
 * minutes, else until ten minutes after the last one, which then names every event since.
 */
export function emailDelayMs(lastNotifiedAt: Date | null, now: Date): number {
  if (!lastNotifiedAt) return 0;
  return Math.max(0, lastNotifiedAt.getTime() + ATTENTION.emailWindowMs - now.getTime());
}

/** A text cut to `length` characters at most, an ellipsis marking the cut. */
export function excerpt(text: string, length: number = ATTENTION.excerptLength): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** "2 messages from the customer and 1 proforma request": what the e-mail's events add up to. */
export function eventsSummary(events: readonly AttentionEvent[]): string {
  const counts = new Map<AttentionEvent["kind"], number>();
  for (const { kind } of events) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const parts = [...counts].map(
    ([kind, count]) => `${count} ${ATTENTION_KINDS[kind][count === 1 ? "one" : "many"]}`,
  );
  return parts.length <= 1
    ? (parts[0] ?? "")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** The kinds waiting on an attention row, the longest-waiting first. */
export const waitingKinds = (waiting: Partial<Record<AttentionKind, string>>): AttentionKind[] =>
  (Object.entries(waiting) as [AttentionKind, string][])
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([kind]) => kind);
