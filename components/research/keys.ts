/**
 * The results table's keyboard flow: j/k or arrows move, Enter opens, x selects; in
 * the editor one key sets a code, Ctrl/⌘+Enter saves and opens the next row, b keeps a returned
 * item as it was before the revision. Keys never act while a person types in a field.
 */
import { VERDICT_CODES } from "@/config/verdict-codes";
import type { VerdictCode } from "@/lib/first-pass/model";

/** What a key event offers: the fields of KeyboardEvent these helpers read. */
export type KeyLike = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">;

export type TableAction =
  { type: "move"; by: 1 | -1 } | { type: "open" } | { type: "toggle" } | { type: "help" };

export type EditorAction =
  { type: "code"; code: VerdictCode } | { type: "save-next" } | { type: "keep-before" };

/** Keeps a returned item's verdict from before the revision (no code's key). */
const KEEP_BEFORE_KEY = "b";

/** Whether focus is somewhere a person types: an input, a text area, a list box, an editable. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== "function") return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest(
    "input, textarea, select, [contenteditable='true'], [role='combobox']",
  );
  if (!field) return false;
  // A checkbox or radio takes no text: the table's keys still work on them.
  return !(
    field instanceof HTMLInputElement && ["checkbox", "radio", "button"].includes(field.type)
  );
}

const plain = (event: KeyLike) => !event.ctrlKey && !event.metaKey && !event.altKey;

const TABLE_KEYS: Record<string, TableAction> = {
  j: { type: "move", by: 1 },
  ArrowDown: { type: "move", by: 1 },
  k: { type: "move", by: -1 },
  ArrowUp: { type: "move", by: -1 },
  Enter: { type: "open" },
  x: { type: "toggle" },
  "?": { type: "help" },
};

/** The table's action for a key, or null. Arrows only act when `arrows` (focus is in the table). */
export function tableAction(event: KeyLike, { arrows = true } = {}): TableAction | null {
  if (!plain(event)) return null;
  if (!arrows && event.key.startsWith("Arrow")) return null;
  return TABLE_KEYS[event.key] ?? null;
}

const BY_KEY = new Map(VERDICT_CODES.map(({ key, code }) => [key, code]));

/** The editor's action for a key: Ctrl/⌘+Enter anywhere, a code's key only outside text fields. */
export function editorAction(event: KeyLike, typing: boolean): EditorAction | null {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) return { type: "save-next" };
  if (typing || !plain(event) || event.shiftKey) return null;
  if (event.key === KEEP_BEFORE_KEY) return { type: "keep-before" };
  const code = BY_KEY.get(event.key.toLowerCase());
  return code ? { type: "code", code } : null;
}

/** The shortcuts as the help lists them. */
export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: "j / ↓", does: "Next row" },
  { keys: "k / ↑", does: "Previous row" },
  { keys: "Enter", does: "Open the item's editor" },
  { keys: "x", does: "Select or unselect the row" },
  { keys: "?", does: "This help" },
  ...VERDICT_CODES.map(({ key, code, label }) => ({
    keys: key,
    does: `In the editor: set ${code} (${label})`,
  })),
  { keys: "Ctrl / ⌘ + Enter", does: "In the editor: save and open the next row" },
  {
    keys: KEEP_BEFORE_KEY,
    does: "In the editor of an item a revision sent back: keep it as before and open the next one",
  },
  { keys: "Esc", does: "Close the editor" },
];
