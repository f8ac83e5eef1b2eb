"use client";

import { Alert, Card, Group, Loader, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSWRConfig } from "swr";

import { EmptyState } from "@/components/ui/empty-state";
import { RetryAlert } from "@/components/ui/retry-alert";
import { notifications } from "@/components/ui/toast";
import { useLive } from "@/components/ui/use-live";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { waitsAsSentBack } from "@/lib/research/sent-back";
import type { ClearanceItemsView, ClearanceItemView } from "@/lib/research/views";
import { formatDateTime } from "@/lib/site/format-date";
import type { AdminSubmissionView } from "@/lib/submissions/views";

import { AddItem, BulkActions } from "./bulk-actions";
import {
  changedFilters,
  filtersOf,
  itemsApiParams,
  isFiltered,
  searchWith,
  type FilterName,
} from "./filters";
import { ItemEditor } from "./item-editor";
import { ItemRows } from "./item-rows";
import { isTypingTarget, tableAction } from "./keys";
import { ProgressSummary } from "./progress-summary";
import { ResultsFilters } from "./results-filters";
import { ShortcutsHelp } from "./shortcuts-help";

/** Followed every two seconds while the first pass is queued or running. */
const isRunning = (view: ClearanceItemsView | undefined) =>
  view?.script?.analysis_status === "pending" || view?.script?.analysis_status === "running";

/**
 * The rows the server's HTML holds: the table sits below the submission's panels, so the first
 * screen never shows more; the rest render once the page is live (useLive).
 */
export const FIRST_ROWS = 20;

/** Changes the page's URL in place; Next's useSearchParams follows the History API. */
function replaceSearch(search: string) {
  window.history.replaceState(null, "", `${window.location.pathname}${search}`);
}

/**
 * The researcher's main screen on `/admin/submission/{id}`: progress, filters in the
 * URL, the items with selection and bulk actions, an editor per item, and a keyboard flow.
 */
export function ResultsTable({
  submissionId,
  userId,
  submission,
}: {
  submissionId: string;
  /** The signed-in researcher, for "assigned to me". */
  userId: string;
  submission: Pick<AdminSubmissionView, "status" | "due_date">;
}) {
  const searchParams = useSearchParams();
  const filters = useMemo(() => filtersOf(searchParams), [searchParams]);
  const openId = searchParams.get("item");
  const { data, error, mutate } = useResource(
    routes.admin.items.list,
    { id: submissionId },
    {
      query: itemsApiParams(filters, userId),
      keepPreviousData: true,
      refreshInterval: (view) => (isRunning(view) ? 2000 : 0),
    },
  );
  const { mutate: mutateAll } = useSWRConfig();
  const items = useMemo(() => data?.items ?? [], [data]);
  const live = useLive();
  const rows = useMemo(() => (live ? items : items.slice(0, FIRST_ROWS)), [live, items]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState(0);
  const [help, setHelp] = useState(false);
  const activeRow = useRef<HTMLTableRowElement>(null);
  const tableBox = useRef<HTMLDivElement>(null);

  const changeFilters = useCallback(
    (changes: Partial<Record<FilterName, string | number | null>>) => {
      replaceSearch(
        searchWith(new URLSearchParams(window.location.search), changedFilters(filters, changes)),
      );
      setActive(0);
    },
    [filters],
  );
  const openItem = useCallback((id: string | null) => {
    const next = new URLSearchParams(window.location.search);
    if (id) next.set("item", id);
    else next.delete("item");
    replaceSearch(next.size > 0 ? `?${next}` : "");
  }, []);

  const itemHref = useCallback(
    (itemId: string) => `/admin/submission/${submissionId}?item=${itemId}`,
    [submissionId],
  );

  /** Every list of this submission's items (all filters) and the open item read again. */
  const reload = useCallback(() => {
    const prefix = keyOf(routes.admin.items.list, { id: submissionId });
    void mutateAll((key) => typeof key === "string" && key.startsWith(prefix));
  }, [mutateAll, submissionId]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const shownSelected = items.filter((item) => selected.has(item.id));

  const move = useCallback(
    (by: number) => setActive((current) => Math.min(Math.max(current + by, 0), items.length - 1)),
    [items.length],
  );
  // After a key moves it, the active row takes focus (for the arrows and screen readers).
  const moved = useRef(false);
  const focusActiveRow = useCallback(() => {
    moved.current = false;
    activeRow.current?.focus({ preventScroll: true });
    activeRow.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  useEffect(() => {
    if (moved.current) focusActiveRow();
  }, [active, focusActiveRow]);

  const editorOpen = Boolean(openId);
  useEffect(() => {
    if (editorOpen || help) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      // Keys belong to a dialog (merge, add item) while one is open.
      if (document.querySelector("[role='dialog']")) return;
      const inTable = tableBox.current?.contains(event.target as Node) ?? false;
      const action = tableAction(event, { arrows: inTable });
      if (!action) return;
      // Enter on a button or link inside the table keeps its own meaning.
      if (action.type === "open" && (event.target as Element).closest?.("button, a")) return;
      if (action.type !== "help" && items.length === 0) return;
      event.preventDefault();
      if (action.type === "move") {
        moved.current = true;
        // The first j or k from outside the table lands on the marked row (the first at the
        // start) rather than moving past it.
        if (inTable) move(action.by);
        else focusActiveRow();
      } else if (action.type === "open") openItem(items[active]?.id ?? null);
      else if (action.type === "toggle") toggle(items[active]!.id);
      else setHelp(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [editorOpen, help, items, active, move, focusActiveRow, openItem, toggle]);

  const index = openId ? items.findIndex((item) => item.id === openId) : -1;
  const openNext = useCallback(() => {
    const next = items[index + 1];
    if (next) setActive(index + 1);
    openItem(next?.id ?? null);
  }, [items, index, openItem]);
  // After "keep as before": the next item still waiting as sent back, after this one or from the
  // top; none left closes the editor and says so.
  const openNextSentBack = useCallback(() => {
    const waits = (item: ClearanceItemView, at: number) =>
      at !== index && waitsAsSentBack({ state: item.state, sentBack: item.sent_back });
    const later = items.findIndex((item, at) => at > index && waits(item, at));
    const next = later >= 0 ? later : items.findIndex(waits);
    if (next >= 0) setActive(next);
    else
      notifications.show({
        color: "green",
        message: "Every item the revised draft sent back is cleared.",
      });
    openItem(next >= 0 ? items[next]!.id : null);
  }, [items, index, openItem]);
  const onChanged = useCallback(
    (saved?: ClearanceItemView) => {
      if (saved && data) {
        void mutate(
          { ...data, items: data.items.map((item) => (item.id === saved.id ? saved : item)) },
          { revalidate: false },
        );
      }
      reload();
    },
    [data, mutate, reload],
  );

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              Results
            </Title>
            {data?.script ? (
              <Text size="sm" c="dimmed">
                {data.script.original_name} · version {data.script.version}
                {data.script.analysed_at
                  ? ` · Analyzed in ${data.script.analysis_ms} ms on ${formatDateTime(data.script.analysed_at)}`
                  : null}
              </Text>
            ) : null}
          </div>
          <Group gap="xs">
            <AddItem submissionId={submissionId} onAdded={reload} />
            <ShortcutsHelp opened={help} onChange={setHelp} />
          </Group>
        </Group>
        {error && !data ? (
          <RetryAlert
            title="The items could not be loaded"
            error={error}
            onRetry={() => void mutate()}
          />
        ) : !data ? (
          <ItemsLoading />
        ) : isRunning(data) ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">The first pass is running…</Text>
          </Group>
        ) : (
          <>
            {data.script?.analysis_status === "failed" ? (
              <Alert color="yellow" title="The first pass failed">
                {data.script.analysis_error}
              </Alert>
            ) : null}
            <ProgressSummary progress={data.progress} submission={submission} ready={data.ready} />
            <ResultsFilters
              filters={filters}
              counts={data.counts}
              sentBack={data.progress.sent_back}
              onChange={changeFilters}
            />
            <BulkActions
              submissionId={submissionId}
              selected={shownSelected}
              researchers={data.researchers}
              onDone={() => {
                setSelected(new Set());
                reload();
              }}
            />
            {items.length === 0 ? (
              <EmptyState
                title={isFiltered(filters) ? "No item matches these filters" : "No items yet"}
                text={
                  isFiltered(filters)
                    ? "Change or clear the filters to see more."
                    : data.script?.analysis_status === "done"
                      ? "The first pass found nothing in this script; add items by hand."
                      : "The first pass runs after the script is read."
                }
              />
            ) : (
              <div ref={tableBox}>
                <ItemRows
                  items={rows}
                  researchers={data.researchers}
                  sort={filters.sort}
                  onSort={(sort) => changeFilters({ sort })}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={(all) =>
                    setSelected(all ? new Set(items.map((item) => item.id)) : new Set())
                  }
                  active={Math.min(active, items.length - 1)}
                  onActivate={setActive}
                  onOpen={openItem}
                  itemHref={itemHref}
                  activeRef={activeRow}
                />
              </div>
            )}
          </>
        )}
      </Stack>
      <ItemEditor
        submissionId={submissionId}
        itemId={openId}
        listed={index >= 0 ? items[index] : undefined}
        researchers={data?.researchers ?? []}
        onClose={() => openItem(null)}
        onChanged={onChanged}
        onNext={openNext}
        onNextSentBack={openNextSentBack}
      />
    </Card>
  );
}

/** Rows to come: while the items are read. */
export function ItemsLoading() {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading the clearance items">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={40} radius="sm" />
      ))}
    </Stack>
  );
}
