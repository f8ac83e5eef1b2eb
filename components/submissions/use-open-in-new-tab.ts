"use client";

import { useCallback } from "react";

import { useLoading } from "@/components/layout/loading-provider";
import { notifications } from "@/components/ui/toast";
import { getByKey, messageOf } from "@/lib/api-client/fetch";

/**
 * Spec §7's GET helper: asks the API for a link (a route's `keyOf`) and opens it in a new tab,
 * with the loading flag up meanwhile. The tab is opened at the click, so pop-up blockers let it
 * through.
 */
export function useOpenInNewTab(): (key: string) => void {
  const { track } = useLoading();
  return useCallback(
    (key: string) => {
      const tab = window.open("about:blank", "_blank");
      void track(getByKey<{ url: string }>(key))
        .then(({ url }) => {
          if (!tab) return window.open(url, "_blank", "noopener");
          tab.opener = null;
          tab.location.href = url;
        })
        .catch((error: unknown) => {
          tab?.close();
          notifications.show({
            color: "red",
            title: "Could not open the file",
            message: messageOf(error),
          });
        });
    },
    [track],
  );
}
