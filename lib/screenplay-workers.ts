/**
 * The screenplay jobs: reading and analyzing scripts, seconds of CPU a big file, which stall
 * whichever loop runs them. The worker process (scripts/worker.ts) imports only these, so its
 * bundle holds none of the web server's other work (lib/workers.ts): the annotated script's
 * PDF renderer, for one, cannot load under the worker's react-server condition.
 */
import { runWorkers } from "@/lib/jobs/workers";
import { analyzeScriptJob } from "@/lib/research/run";
import { ingestScriptJob } from "@/lib/scripts/ingest";

/** The analysis job first: its worker loads the first pass's tables before any job is taken. */
export const SCREENPLAY_JOBS = [analyzeScriptJob, ingestScriptJob];

/** The worker process's share (scripts/worker.ts). */
export const startScreenplayWorkers = () => runWorkers(SCREENPLAY_JOBS);
