"use client";

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";

import classes from "./menu.module.css";

/** What the trigger needs: its state and the attributes that tie it to the panel. */
export type MenuTrigger = {
  "aria-expanded": boolean;
  "aria-controls": string;
  "aria-haspopup": "menu" | "dialog";
  onClick: () => void;
  id: string;
};

const focusable = (panel: HTMLElement) =>
  Array.from(panel.querySelectorAll<HTMLElement>("a[href], button:not(:disabled)"));

/**
 * A button that opens a panel below it, aligned to its right edge: a `menu` of links
 * (arrow keys move between them) or a `dialog` with anything in it. Escape closes it and
 * gives the focus back to the button; a click outside or on a link closes it.
 */
export function DropdownMenu({
  role,
  label,
  width,
  trigger,
  children,
}: {
  role: "menu" | "dialog";
  /** The panel's accessible name. */
  label: string;
  width?: number;
  trigger: (props: MenuTrigger) => ReactNode;
  /** The panel's content; `close` closes it (after a link is followed, say). */
  children: (close: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const buttonId = `${id}-button`;
  const close = useCallback(
    (refocus = false) => {
      setOpened(false);
      if (refocus) document.getElementById(buttonId)?.focus();
    },
    [buttonId],
  );

  useEffect(() => {
    if (!opened) return;
    // A menu takes the focus to its first item, as Mantine's does; a dialog to itself.
    const first = role === "menu" ? focusable(panel.current!)[0] : panel.current;
    first?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [opened, role, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    if (role !== "menu" || !["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    event.preventDefault();
    const items = focusable(panel.current!);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? items.length - 1
          : (at + (event.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div className={classes.root} ref={root} onKeyDown={opened ? onKeyDown : undefined}>
      {trigger({
        "aria-expanded": opened,
        "aria-controls": id,
        "aria-haspopup": role,
        onClick: () => setOpened((open) => !open),
        id: buttonId,
      })}
      {opened ? (
        <div
          id={id}
          ref={panel}
          role={role}
          aria-label={label}
          tabIndex={-1}
          className={classes.panel}
          data-role={role}
          style={width ? { width } : undefined}
          // Focus leaving the panel and its button (Tab past the end) closes it.
          onBlur={(event) => {
            if (!root.current?.contains(event.relatedTarget as Node | null)) close();
          }}
        >
          {children(() => close())}
        </div>
      ) : null}
    </div>
  );
}

/** A link in a `menu` panel. */
export const menuItemClass = classes.item;
