"use client";

import { Alert } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useCallback } from "react";

import type { HighlightItem } from "@/lib/scripts/highlights";
import type { CustomerScriptView as CustomerScriptViewData } from "@/lib/scripts/script-view";

import { ScriptViewPage } from "./script-view-page";

/** The customer's read-only script view: their latest report's items, highlighted where they are. */
export function CustomerScriptView({ data }: { data: CustomerScriptViewData }) {
  const id = data.submission.id;
  const itemHref = useCallback((item: HighlightItem) => `/submission/${id}#item-${item.id}`, [id]);
  return (
    <ScriptViewPage
      data={data}
      back={{ href: `/submission/${id}`, label: "Back to the report" }}
      items={data.items}
      itemHref={itemHref}
      wording={{ code: "Code", link: "Open in the report" }}
      showCodes
      note={
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} p="sm">
          {data.report_version === null
            ? "The items appear here, highlighted, once your clearance report is published."
            : `Highlighted: the items of your clearance report, version ${data.report_version}, with their codes. Click one to see it in the report.`}
        </Alert>
      }
    />
  );
}
