"use client";

import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";

import { notifications } from "@/components/ui/toast";
import { apiErrorOf, messageOf } from "@/lib/api-client/fetch";
import { fetchWithRefresh } from "@/lib/api-client/session-retry";

/**
 * "Export CSV": downloads `href`. Fetched rather than followed as a link, so an expired session
 * is refreshed and the call sent again instead of ending as a 401.
 */
export function CsvExportButton({ href, fileName }: { href: string; fileName: string }) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const response = await fetchWithRefresh(href, { credentials: "include" });
      if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => ({})));
      const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
      const link = document.createElement("a");
      link.href = URL.createObjectURL(await response.blob());
      link.download = name?.[1] ?? fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (problem) {
      notifications.show({ color: "red", title: "Not exported", message: messageOf(problem) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      component="a"
      href={href}
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={exporting}
      onClick={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      Export CSV
    </Button>
  );
}
