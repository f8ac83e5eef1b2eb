"use client";

import { Alert, Anchor, Group, Text } from "@mantine/core";
import Link from "next/link";
import { useCallback } from "react";

import { PageHeading } from "@/components/layout/page-heading";
import { api } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import type { ScriptView as ScriptViewData } from "@/lib/scripts/script-view";
import type { ClearanceItemsView } from "@/lib/submissions/views";

import { ScriptView, type AddItemInput } from "./script-view";
import type { HighlightItem } from "./segments";

/** The researchers' script view: the first pass's items highlighted, selected text added as one. */
export function AdminScriptView({ data }: { data: ScriptViewData }) {
  const id = data.submission.id;
  const { data: list, mutate } = useApi<ClearanceItemsView>(
    `/admin/submissions/${id}/clearance-items`,
  );
  const itemHref = useCallback(
    (item: HighlightItem) => `/admin/submission/${id}?item=${item.id}`,
    [id],
  );
  const addItem = useCallback(
    async (input: AddItemInput) => {
      await api.post(`/admin/submissions/${id}/items`, input);
      await mutate();
    },
    [id, mutate],
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
        <ScriptView
          view={data.view}
          items={list?.items ?? []}
          itemHref={itemHref}
          onAddItem={addItem}
        />
      ) : (
        <Alert color="gray" title="No script to show">
          This submission has no script that was read yet.
        </Alert>
      )}
    </>
  );
}
