"use client";

import { Alert, Drawer, Skeleton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import dynamic from "next/dynamic";

import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { ClearanceItemView, Researcher } from "@/lib/research/views";

const Loading = () => <Skeleton height={420} aria-label="Loading the item" />;

// The form (its fields, occurrences, sources, alternatives) loads when an item opens, not with
// the results table (docs/perf/pages.md).
const EditorForm = dynamic(() => import("./item-editor-form").then((module) => module.EditorForm), {
  loading: Loading,
});

/**
 * One item's editor: a drawer on a desktop, the whole screen on a phone. Its code (by
 * one key), finding with canned findings, recommendation, alternatives, sources, note, state and
 * assignee; its occurrences (with split), history and the knowledge base's earlier findings.
 */
export function ItemEditor({
  submissionId,
  itemId,
  listed,
  researchers,
  onClose,
  onChanged,
  onNext,
  onNextSentBack,
}: {
  submissionId: string;
  itemId: string | null;
  /** The item as the table has it: shown at once, while its history loads. */
  listed: ClearanceItemView | undefined;
  researchers: Researcher[];
  onClose: () => void;
  /** After a save, split or apply: the table reloads. */
  onChanged: (item?: ClearanceItemView) => void;
  /** Ctrl/⌘+Enter saved: the next row's editor opens. */
  onNext: () => void;
  /** Kept as before: the editor of the next item the revision sent back opens. */
  onNextSentBack: () => void;
}) {
  const narrow = useMediaQuery("(max-width: 48em)");
  const { data, error, mutate } = useResource(
    routes.admin.items.get,
    itemId ? { id: submissionId, itemId } : null,
  );
  const detail = data && data.item.id === itemId ? data : undefined;
  const item = detail?.item ?? (listed?.id === itemId ? listed : undefined);
  return (
    <Drawer
      opened={Boolean(itemId)}
      onClose={onClose}
      position="right"
      size={narrow ? "100%" : "xl"}
      title={item ? item.canonical : "Item"}
    >
      {error && !item ? (
        <Alert color="red" title="The item could not be loaded">
          {messageOf(error)}
        </Alert>
      ) : !item ? (
        <Loading />
      ) : (
        <EditorForm
          key={item.id}
          submissionId={submissionId}
          item={item}
          detail={detail}
          researchers={researchers}
          onSaved={(saved, next) => {
            void mutate();
            onChanged(saved);
            if (next === "row") onNext();
            else if (next === "sent-back") onNextSentBack();
          }}
          onSplit={() => {
            void mutate();
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
