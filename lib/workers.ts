/**
 * Every domain's background workers, started beside the web server (instrumentation.ts). Each
 * domain declares its own; this is the one list of them, so lib/jobs/ knows no domain.
 */
import { analysisWorkers } from "@/lib/clearance-items/run";
import { commentEmailWorkers } from "@/lib/comments/emails";
import { runWorkers } from "@/lib/jobs/workers";
import { orderEmailWorkers } from "@/lib/orders/emails";
import { proformaEmailWorkers } from "@/lib/proformas/emails";
import { reportEmailWorkers } from "@/lib/reports/emails";
import { ingestWorkers } from "@/lib/scripts/ingest";

export const startWorkers = () =>
  runWorkers([
    ingestWorkers,
    analysisWorkers,
    orderEmailWorkers,
    proformaEmailWorkers,
    commentEmailWorkers,
    reportEmailWorkers,
  ]);
