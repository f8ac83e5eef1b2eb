"use client";

import { Alert, Anchor, Group, Text } from "@mantine/core";
import Link from "next/link";
import { useCallback, useState } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { api } from "@/lib/api-client/fetch";
import type { ClearanceItemsView } from "@/lib/clearance-items/views";
import { highlightItem, type HighlightItem } from "@/lib/scripts/highlights";
import type { ScriptView as ScriptViewData } from "@/lib/scripts/script-view";

import { ScriptView, type AddItemInput } from "./script-view";

/** The researchers' script view: the first pass's items highlighted, selected text added as one. */
export function AdminScriptView({ data }: { data: ScriptViewData }) {
  const id = data.submission.id;
  const [items, setItems] = useState(data.items);
  const itemHref = useCallback(
    (item: HighlightItem) => `/admin/submission/${id}?item=${item.id}`,
    [id],
  );
  const addItem = useCallback(
    async (input: AddItemInput) => {
      await api.post(`/admin/submissions/${id}/items`, input);
      // The new item's places, found in the script by the server, with every other item's.
      const list = await api.get<ClearanceItemsView>(`/admin/submissions/${id}/items`);
      setItems(list.items.map(highlightItem));
    },
    [id],
  );
  const title = data.submission.title || "Untitled";
  return (
    <>
      <PageHeading
        title={`Script: ${title}`}
        description={
          <Group component="span" gap="xs">
            {data.script ? (
              <Text component="span" inherit>
                {data.script.original_name} · version {data.script.version}
                {data.view ? ` · ${data.view.pageCount} pages` : ""}
              </Text>
            ) : null}
            <Anchor component={Link} href={`/admin/submission/${id}`} inherit>
              Back to the submission
            </Anchor>
          </Group>
        }
      />
      {data.view ? (
        <ScriptView view={data.view} items={items} itemHref={itemHref} onAddItem={addItem} />
      ) : (
        <Alert color="gray" title="No script to show">
          This submission has no script that was read yet.
        </Alert>
      )}
    </>
  );
}
