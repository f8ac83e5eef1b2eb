"use client";

import { useCallback, useState } from "react";

import { call } from "@/lib/api-client/call";
import { routes } from "@/lib/api-client/routes";
import { highlightItem, type HighlightItem } from "@/lib/scripts/highlights";
import type { ScriptView as ScriptViewData } from "@/lib/scripts/script-view";

import type { AddItemInput } from "./script-view";
import { ScriptViewPage } from "./script-view-page";

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
      await call(routes.admin.items.add, { id }, input);
      // The new item's places, found in the script by the server, with every other item's.
      const list = await call(routes.admin.items.list, { id });
      setItems(list.items.map(highlightItem));
    },
    [id],
  );
  return (
    <ScriptViewPage
      data={data}
      back={{ href: `/admin/submission/${id}`, label: "Back to the submission" }}
      items={items}
      itemHref={itemHref}
      onAddItem={addItem}
    />
  );
}
