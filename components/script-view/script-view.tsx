"use client";

import {
  Anchor,
  Badge,
  Button,
  Chip,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Portal,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import Link from "next/link";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";

import { categoryColor, categoryLabel } from "@/components/items/categories";
import { StatusCodeBadge } from "@/components/items/item-badges";
import { notifications } from "@/components/ui/toast";
import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import { messageOf } from "@/lib/api-client/fetch";
import type { VerdictCode } from "@/lib/first-pass/model";
import type { ScriptViewModel } from "@/lib/scripts/view-model";

import { ScriptPage, TitlePage } from "./script-page";
import classes from "./script-view.module.css";
import {
  anchorId,
  categoryTotals,
  marksByElement,
  pageAnchorId,
  parseAnchor,
  type HighlightItem,
} from "./segments";

export type AddItemInput = { category: ClearanceCategory; text: string };

export type ScriptViewProps = {
  view: ScriptViewModel;
  items: readonly HighlightItem[];
  /** Where an item opens (the researchers' results table); without it the popover only names it. */
  itemHref?: (item: HighlightItem) => string;
  /** How the item's popover names its code and its link: the researchers' words by default. */
  wording?: PopoverWording;
  /** Given, selected text can be added as an item; it throws the API's error on failure. */
  onAddItem?: (input: AddItemInput) => Promise<unknown>;
  /** Pages drawn before any scrolling (the server renders these); the rest as they come near. */
  initialPages?: number;
  /** Each highlight shows its items' codes: a published report's, not a first pass's guess. */
  showCodes?: boolean;
};

/** How far ahead of the viewport a page is drawn. */
const AHEAD = "1500px 0px";

type PopoverWording = { code: string; link: string };

const RESEARCH_WORDING: PopoverWording = {
  code: "Suggested code",
  link: "Open in the results table",
};

/**
 * The parsed script page by page, every occurrence of an item highlighted in its category's
 * color. Pages are drawn as they scroll near; `#p12-e340` scrolls to that element on load.
 * Read-only unless `onAddItem` is given, so the customer's view can reuse it.
 */
export function ScriptView({
  view,
  items,
  itemHref,
  wording = RESEARCH_WORDING,
  onAddItem,
  initialPages = 3,
  showCodes = false,
}: ScriptViewProps) {
  const sheets = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(
    () =>
      new Set(Array.from({ length: Math.min(initialPages, view.pages.length) }, (_, i) => i + 1)),
  );
  const [hidden, setHidden] = useState<Set<ClearanceCategory>>(() => new Set());
  const [open, setOpen] = useState<{ ids: string[]; rect: DOMRect } | null>(null);

  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const marks = useMemo(
    () => marksByElement(items, (category) => !hidden.has(category)),
    [items, hidden],
  );
  const totals = useMemo(() => categoryTotals(items), [items]);
  const onOpen = useCallback(
    (ids: string[], anchor: HTMLElement) => setOpen({ ids, rect: anchor.getBoundingClientRect() }),
    [],
  );

  const showPage = useCallback((page: number) => {
    setShown((current) => (current.has(page) ? current : new Set(current).add(page)));
  }, []);

  /** An anchor to scroll to once its page is drawn. */
  const pending = useRef<string | null>(null);

  /** Scrolls to the pending anchor if it is in the document, and marks it for the eye. */
  const reach = useCallback(() => {
    const element = pending.current ? document.getElementById(pending.current) : null;
    if (!element) return;
    pending.current = null;
    // An element mid-window, clear of the sticky bars; a page from its top.
    const isElement = element.dataset.element !== undefined;
    element.scrollIntoView({ block: isElement ? "center" : "start" });
    if (!isElement) return;
    document.querySelectorAll("[data-target]").forEach((other) => {
      other.removeAttribute("data-target");
    });
    element.setAttribute("data-target", "");
  }, []);

  /** Draws the page of `anchor` and scrolls to it once it is in the document. */
  const jumpTo = useCallback(
    (anchor: string, { replaceHash = true } = {}) => {
      const place = parseAnchor(anchor);
      if (!place) return;
      if (replaceHash) window.history.replaceState(window.history.state, "", `#${anchor}`);
      pending.current = anchor;
      if (place.page <= view.pages.length) showPage(place.page);
      reach();
    },
    [showPage, reach, view.pages.length],
  );

  // A page drawn at last brings the pending anchor into the document.
  useEffect(reach, [shown, reach]);

  // Pages come into the document as they scroll near, and stay.
  useEffect(() => {
    const root = sheets.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting);
        if (near.length === 0) return;
        for (const entry of near) observer.unobserve(entry.target);
        const pages = near.map((entry) => Number((entry.target as HTMLElement).dataset.page));
        setShown((current) =>
          pages.every((page) => current.has(page)) ? current : new Set([...current, ...pages]),
        );
      },
      { rootMargin: AHEAD },
    );
    root.querySelectorAll<HTMLElement>("section[data-page]:not([data-shown])").forEach((page) => {
      observer.observe(page);
    });
    return () => observer.disconnect();
  }, []);

  // The address's anchor on load, and on every change of it (the results table's links).
  useEffect(() => {
    const follow = () => {
      if (window.location.hash) jumpTo(window.location.hash.slice(1), { replaceHash: false });
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [jumpTo]);

  const toggle = (category: ClearanceCategory) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(category)) next.add(category);
      return next;
    });

  const shared = { marks, items: byId, onOpen, showCodes };
  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="xs"
        // Sticky where there is room, just below the site's sticky header; on a phone it would
        // hide half the page.
        pos={{ base: "static", sm: "sticky" }}
        top="var(--site-header-height, 0px)"
        style={{ zIndex: 5 }}
      >
        <Stack gap="xs">
          <Navigation view={view} onJump={jumpTo} />
          <Legend totals={totals} hidden={hidden} onToggle={toggle} />
        </Stack>
      </Paper>
      <div ref={sheets} className={classes.sheets}>
        {view.titlePage ? <TitlePage titlePage={view.titlePage} {...shared} /> : null}
        {view.pages.map((page) => (
          <ScriptPage key={page.page} page={page} shown={shown.has(page.page)} {...shared} />
        ))}
      </div>
      {open ? (
        <ItemPopover
          key={`${open.ids.join(" ")}@${open.rect.top},${open.rect.left}`}
          items={open.ids.flatMap((id) => byId.get(id) ?? [])}
          rect={open.rect}
          itemHref={itemHref}
          wording={wording}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {onAddItem ? <AddFromSelection root={sheets} onAddItem={onAddItem} /> : null}
    </Stack>
  );
}

function Navigation({ view, onJump }: { view: ScriptViewModel; onJump: (anchor: string) => void }) {
  const [page, setPage] = useState<string | number>(1);
  const last = view.pages.length;
  const go = (event: FormEvent) => {
    event.preventDefault();
    const number = Math.trunc(Number(page));
    if (number >= 1 && number <= last) onJump(pageAnchorId(number));
  };
  const scenes = useMemo(
    () =>
      view.scenes.map((scene) => ({
        value: String(scene.index),
        label: `${scene.number ?? scene.index}. ${scene.heading} (p. ${scene.page})`,
      })),
    [view.scenes],
  );
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <form onSubmit={go} aria-label="Jump to a page">
        <Group gap={4} align="end" wrap="nowrap">
          <NumberInput
            label={`Page (of ${last})`}
            size="xs"
            w={110}
            min={1}
            max={last}
            allowDecimal={false}
            value={page}
            onChange={setPage}
          />
          <Button type="submit" size="xs" variant="default">
            Go
          </Button>
        </Group>
      </form>
      {scenes.length > 0 ? (
        <Select
          label="Scene"
          size="xs"
          placeholder="Jump to a scene"
          searchable
          data={scenes}
          value={null}
          w={{ base: "100%", xs: 320 }}
          onChange={(value) => {
            const scene = view.scenes.find(({ index }) => String(index) === value);
            if (!scene) return;
            onJump(
              scene.element === undefined
                ? pageAnchorId(scene.page)
                : anchorId(scene.page, scene.element),
            );
          }}
        />
      ) : null}
      {!view.pageCountExact ? (
        <Text size="xs" c="dimmed">
          Pages estimated at 55 lines a page.
        </Text>
      ) : null}
    </Group>
  );
}

/** The categories with items, their colors and counts; a chip hides or shows their highlights. */
function Legend({
  totals,
  hidden,
  onToggle,
}: {
  totals: Map<ClearanceCategory, { items: number; occurrences: number }>;
  hidden: Set<ClearanceCategory>;
  onToggle: (category: ClearanceCategory) => void;
}) {
  const present = CLEARANCE_CATEGORIES.filter(({ value }) => totals.has(value));
  if (present.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No items to highlight.
      </Text>
    );
  }
  return (
    <Group gap={6} role="group" aria-label="Highlighted categories">
      {present.map(({ value, label }) => {
        const total = totals.get(value)!;
        return (
          <Chip
            key={value}
            size="xs"
            color={categoryColor(value)}
            checked={!hidden.has(value)}
            onChange={() => onToggle(value)}
            title={`${total.items} items, ${total.occurrences} places`}
          >
            {label} · {total.items}
          </Chip>
        );
      })}
    </Group>
  );
}

/** Where a floating box goes in the document: under `rect`, kept inside the window. */
function below(rect: DOMRect, width: number) {
  return {
    top: rect.bottom + window.scrollY + 6,
    left: Math.max(8, Math.min(rect.left + window.scrollX, window.innerWidth - width - 8)),
  };
}

function useDismiss(onClose: () => void, box: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const key = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    const press = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) onClose();
    };
    document.addEventListener("keydown", key);
    document.addEventListener("pointerdown", press);
    return () => {
      document.removeEventListener("keydown", key);
      document.removeEventListener("pointerdown", press);
    };
  }, [onClose, box]);
}

const POPOVER_WIDTH = 300;

/** The items under a highlight: name, category, suggested code, and where to open each. */
function ItemPopover({
  items,
  rect,
  itemHref,
  wording,
  onClose,
}: {
  items: HighlightItem[];
  rect: DOMRect;
  itemHref?: (item: HighlightItem) => string;
  wording: PopoverWording;
  onClose: () => void;
}) {
  return (
    <Floating
      label={items.length === 1 ? `Item ${items[0]!.canonical}` : "Items"}
      rect={rect}
      onClose={onClose}
    >
      <Group justify="space-between" align="start" wrap="nowrap">
        <Stack gap="sm">
          {items.map((item) => (
            <Stack key={item.id} gap={4}>
              <Text fw={700}>{item.canonical}</Text>
              <Group gap={6}>
                <Badge color={categoryColor(item.category)} variant="light">
                  {categoryLabel(item.category)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {wording.code}
                </Text>
                <StatusCodeBadge code={item.suggested_status as VerdictCode} />
              </Group>
              {itemHref ? (
                <Anchor component={Link} href={itemHref(item)} size="sm">
                  {wording.link}
                </Anchor>
              ) : null}
            </Stack>
          ))}
        </Stack>
        <CloseButton aria-label="Close" onClick={onClose} />
      </Group>
    </Floating>
  );
}

/** A small dialog under `rect`, closed by Escape or a press outside it. */
function Floating({
  label,
  rect,
  onClose,
  children,
}: {
  label: string;
  rect: DOMRect;
  onClose: () => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement | null>(null);
  // In the document's coordinates as they were on opening: it stays by its anchor on scrolling.
  const [place] = useState(() => below(rect, POPOVER_WIDTH));
  useDismiss(onClose, box);
  // Once in the document (a portal mounts late): above the anchor when there is no room below,
  // scrolled into view if need be, and focused for the keyboard.
  const placed = useCallback(
    (node: HTMLDivElement | null) => {
      box.current = node;
      if (!node) return;
      const height = node.offsetHeight;
      if (rect.bottom + height + 12 > window.innerHeight && rect.top > height + 12) {
        node.style.top = `${place.top - rect.height - height - 12}px`;
      }
      node.scrollIntoView?.({ block: "nearest" });
      node.focus({ preventScroll: true });
    },
    [rect, place],
  );
  return (
    <Portal>
      <Paper
        ref={placed}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        shadow="md"
        withBorder
        p="sm"
        pos="absolute"
        w={POPOVER_WIDTH}
        maw="calc(100vw - 16px)"
        style={{ ...place, zIndex: 300 }}
      >
        {children}
      </Paper>
    </Portal>
  );
}

type Selected = { text: string; rect: DOMRect };

/** The selected text of one element of the script, or null. */
function selectedIn(root: HTMLElement): Selected | null {
  const selection = window.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const elementOf = (node: Node) =>
    (node instanceof Element ? node : node.parentElement)?.closest("[data-element]");
  const start = elementOf(range.startContainer);
  if (!start || start !== elementOf(range.endContainer) || !root.contains(start)) return null;
  const text = selection.toString().replace(/\s+/g, " ").trim();
  return text ? { text, rect: range.getBoundingClientRect() } : null;
}

const CATEGORY_OPTIONS = CLEARANCE_CATEGORIES.map(({ value, label }) => ({ value, label }));

/** "Add as item" beside text selected inside one element, then a category and a save. */
function AddFromSelection({
  root,
  onAddItem,
}: {
  root: React.RefObject<HTMLDivElement | null>;
  onAddItem: (input: AddItemInput) => Promise<unknown>;
}) {
  const [selected, setSelected] = useState<Selected | null>(null);
  const [adding, setAdding] = useState<Selected | null>(null);
  const [category, setCategory] = useState<ClearanceCategory | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSelected(root.current ? selectedIn(root.current) : null), 120);
    };
    document.addEventListener("selectionchange", read);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("selectionchange", read);
    };
  }, [root]);

  const close = useCallback(() => {
    setAdding(null);
    setCategory(null);
  }, []);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!adding || !category) return;
    setBusy(true);
    try {
      await onAddItem({ category, text: adding.text });
      notifications.show({
        color: "green",
        message: `“${adding.text}” added as ${categoryLabel(category)}.`,
      });
      window.getSelection()?.removeAllRanges();
      close();
    } catch (error) {
      notifications.show({ color: "red", title: "Not added", message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  if (adding) {
    return (
      <AddForm
        adding={adding}
        category={category}
        busy={busy}
        onCategory={setCategory}
        onSave={save}
        onClose={close}
      />
    );
  }
  if (!selected) return null;
  const place = below(selected.rect, 140);
  return (
    <Portal>
      <Button
        size="xs"
        pos="absolute"
        style={{ ...place, zIndex: 300 }}
        // Keeps the selection: a press on the button would otherwise clear it first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setAdding(selected)}
      >
        Add as item
      </Button>
    </Portal>
  );
}

function AddForm({
  adding,
  category,
  busy,
  onCategory,
  onSave,
  onClose,
}: {
  adding: Selected;
  category: ClearanceCategory | null;
  busy: boolean;
  onCategory: (category: ClearanceCategory | null) => void;
  onSave: (event: FormEvent) => void;
  onClose: () => void;
}) {
  return (
    <Floating label="Add as item" rect={adding.rect} onClose={onClose}>
      <form onSubmit={onSave}>
        <Stack gap="xs">
          <Text size="sm">
            Add <strong>“{adding.text}”</strong> as an item
          </Text>
          <Select
            label="Category"
            size="xs"
            required
            searchable
            data={CATEGORY_OPTIONS}
            value={category}
            onChange={(value) => onCategory(value as ClearanceCategory | null)}
            comboboxProps={{ withinPortal: false }}
          />
          <Group justify="end" gap="xs">
            <Button size="xs" variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button size="xs" type="submit" loading={busy} disabled={!category}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Floating>
  );
}
