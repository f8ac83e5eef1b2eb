"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";

import { useLoading } from "@/components/layout/loading-provider";
import { notifications } from "@/components/ui/toast";
import { call } from "@/lib/api-client/call";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";

/** Spec §2 'New': fetch a new submission first, then go to /quote/{correlation_id}. */
export function useStartQuote(): () => Promise<void> {
  const router = useRouter();
  const { track } = useLoading();

  return useCallback(async () => {
    try {
      const { correlation_id } = await track(
        call(routes.submissions.start, {}),
      );
      router.push(`/quote/${correlation_id}`);
    } catch (error) {
      console.error("Could not start a new quote", error);
      notifications.show({
        color: "red",
        title: "Could not start a new quote",
        message: messageOf(error),
      });
    }
  }, [router, track]);
}
