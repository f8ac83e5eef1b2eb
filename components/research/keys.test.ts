/** @jest-environment jsdom */
import { editorAction, isTypingTarget, SHORTCUTS, tableAction, type KeyLike } from "./keys";

const key = (value: string, modifiers: Partial<KeyLike> = {}): KeyLike => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe("the results table's keys", () => {
  it("moves with j/k, and with the arrows only when focus is in the table", () => {
    expect(tableAction(key("j"))).toEqual({ type: "move", by: 1 });
    expect(tableAction(key("k"))).toEqual({ type: "move", by: -1 });
    expect(tableAction(key("ArrowDown"))).toEqual({ type: "move", by: 1 });
    expect(tableAction(key("ArrowUp"), { arrows: false })).toBeNull();
  });

  it("opens with Enter, selects with x, helps with ?, and leaves modified keys alone", () => {
    expect(tableAction(key("Enter"))).toEqual({ type: "open" });
    expect(tableAction(key("x"))).toEqual({ type: "toggle" });
    expect(tableAction(key("?", { shiftKey: true }))).toEqual({ type: "help" });
    expect(tableAction(key("j", { ctrlKey: true }))).toBeNull();
    expect(tableAction(key("q"))).toBeNull();
  });

  it("sets a code by its key in the editor, never while typing", () => {
    expect(editorAction(key("n"), false)).toEqual({ type: "code", code: "NC" });
    expect(editorAction(key("5"), false)).toEqual({ type: "code", code: "F555" });
    expect(editorAction(key("x"), false)).toEqual({ type: "code", code: "C" });
    expect(editorAction(key("n"), true)).toBeNull();
    expect(editorAction(key("n", { metaKey: true }), false)).toBeNull();
  });

  it("keeps a returned item as before with b, never while typing; b sets no code", () => {
    expect(editorAction(key("b"), false)).toEqual({ type: "keep-before" });
    expect(editorAction(key("b"), true)).toBeNull();
    expect(editorAction(key("B", { shiftKey: true }), false)).toBeNull();
    expect(SHORTCUTS).toContainEqual({
      keys: "b",
      does: "In the editor of an item a revision sent back: keep it as before and open the next one",
    });
  });

  it("saves and moves on with Ctrl or ⌘ + Enter, even from a text field", () => {
    expect(editorAction(key("Enter", { ctrlKey: true }), true)).toEqual({ type: "save-next" });
    expect(editorAction(key("Enter", { metaKey: true }), false)).toEqual({ type: "save-next" });
    expect(editorAction(key("Enter"), false)).toBeNull();
  });

  it("knows where a person types", () => {
    document.body.innerHTML = `
      <input id="text" /><input id="box" type="checkbox" /><textarea id="area"></textarea>
      <div role="combobox"><span id="inside"></span></div><button id="button">b</button>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTypingTarget(byId("text"))).toBe(true);
    expect(isTypingTarget(byId("area"))).toBe(true);
    expect(isTypingTarget(byId("inside"))).toBe(true);
    expect(isTypingTarget(byId("box"))).toBe(false);
    expect(isTypingTarget(byId("button"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });

  it("lists one key per code in the help", () => {
    const single = SHORTCUTS.filter(({ does }) => does.startsWith("In the editor: set"));
    expect(new Set(single.map(({ keys }) => keys)).size).toBe(single.length);
  });
});
