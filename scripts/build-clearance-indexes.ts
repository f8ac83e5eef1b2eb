/**
 * `npm run build` runs this before `next build`: builds the first pass's indexes (the gazetteer,
 * the GeoNames cities) once and writes them to build/clearance/, which every process then reads
 * instead of building them again (lib/first-pass/prebuilt.ts).
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";

import { PREBUILT_DIR, PREBUILT_FILE, prebuiltFile } from "@/lib/first-pass/prebuilt";

const started = performance.now();
// Built from the sources as they are now, never from an earlier file.
rmSync(PREBUILT_DIR, { recursive: true, force: true });
const { serialisedGazetteer } = await import("@/lib/first-pass/gazetteer");
const { serialisedCities } = await import("@/lib/first-pass/data/places");
const contents = prebuiltFile({ gazetteer: serialisedGazetteer(), cities: serialisedCities() });
mkdirSync(PREBUILT_DIR, { recursive: true });
// Written whole or not at all: a process never reads half a file.
writeFileSync(`${PREBUILT_FILE}.partial`, contents);
renameSync(`${PREBUILT_FILE}.partial`, PREBUILT_FILE);
console.log(
  `First-pass indexes written to ${PREBUILT_FILE} (${(contents.length / 2 ** 20).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
);
