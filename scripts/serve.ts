/**
 * The production image's start: `node serve.mjs` (this file bundled by scripts/image-files.ts)
 * runs what ROLE names (lib/platform/serve/serve.ts).
 */
import { serve } from "@/lib/platform/serve/serve";

await serve();
