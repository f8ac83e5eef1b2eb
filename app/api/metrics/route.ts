import type { NextRequest } from "next/server";

import { requireMetricsReader } from "@/lib/metrics/access";
import { queueMetricsText } from "@/lib/metrics/queues";

/** Prometheus scrape target: job queue depths (the worker autoscaler's input, deploy/). */
export const GET = (request: NextRequest) =>
  requireMetricsReader(
    request,
    async () =>
      new Response(await queueMetricsText(), {
        headers: {
          "content-type": "text/plain; version=0.0.4; charset=utf-8",
          "cache-control": "no-store",
        },
      }),
  );
