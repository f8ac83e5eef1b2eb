/**
 * The first pass's indexes (the gazetteer's phrase index and its tables of famous names, the
 * GeoNames cities), built once by `npm run build` (scripts/build-clearance-indexes.ts) into a
 * file each process reads instead of building them again. Without the file (dev, jest), or when
 * the sources it was built from have changed since, the indexes are built in-process as before.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the build writes the file, from the project's root. */
export const PREBUILT_PATH = "build/clearance/indexes.json";
export const PREBUILT_DIR = path.join(process.cwd(), path.dirname(PREBUILT_PATH));
/** `CLEARANCE_INDEXES` names another file, for a test to load one it wrote. */
export const PREBUILT_FILE =
  process.env.CLEARANCE_INDEXES ?? path.join(process.cwd(), PREBUILT_PATH);

/**
 * What the indexes are built from: their code and every module it imports (prebuilt.test.ts
 * walks the imports), our lists and the data packages, whose versions the lock file holds (read
 * whole: a path built from each package's name would make the image's file tracing ship every
 * package, test tools included).
 */
export const SOURCES = [
  "lib/first-pass/gazetteer.ts",
  "lib/first-pass/extract/phrase-index.ts",
  "lib/first-pass/extract/patterns.ts",
  "lib/first-pass/data/places.ts",
  "lib/first-pass/data/names.ts",
  "lib/first-pass/data/words.ts",
  "lib/first-pass/data/package-data.ts",
  "lib/first-pass/memo.ts",
  "lib/first-pass/model.ts",
  "lib/first-pass/prebuilt.ts",
  "package-lock.json",
];
export const SOURCE_DIRS = ["config/first-pass"];

type Prebuilt = { fingerprint: string; parts: Record<string, unknown> };

let prebuilt: Prebuilt | null | undefined;

/** A part the build wrote (`gazetteer`, `cities`), or undefined to build it here. */
export function prebuiltPart<T>(name: string): T | undefined {
  prebuilt ??= readPrebuilt();
  return prebuilt?.parts[name] as T | undefined;
}

function readPrebuilt(): Prebuilt | null {
  // Not for Next's tracing to follow (it would ship the whole project): the image copies
  // build/clearance/ itself (scripts/image/files.ts).
  if (!existsSync(/* turbopackIgnore: true */ PREBUILT_FILE)) return null;
  let file: Prebuilt;
  try {
    file = JSON.parse(readFileSync(/* turbopackIgnore: true */ PREBUILT_FILE, "utf8")) as Prebuilt;
  } catch {
    // Unreadable (a build cut short): the indexes are built here, as without the file.
    return null;
  }
  // A deployed server may ship without its sources; where they are, they must be the same.
  const now = sourceFingerprint();
  return now === undefined || now === file.fingerprint ? file : null;
}

/** The file's contents for `parts`, stamped with the sources they were built from. */
export function prebuiltFile(parts: Record<string, unknown>): string {
  return JSON.stringify({ fingerprint: sourceFingerprint() ?? "", parts } satisfies Prebuilt);
}

/**
 * A hash of the sources; undefined when they are absent (a deployed server). Read by a path
 * Next's tracing is told to ignore, as the indexes' file above.
 */
function sourceFingerprint(): string | undefined {
  const root = process.cwd();
  if (!SOURCES.every((source) => existsSync(path.join(/* turbopackIgnore: true */ root, source))))
    return undefined;
  const hash = createHash("sha256");
  const files = [
    ...SOURCES,
    ...SOURCE_DIRS.flatMap((dir) =>
      readdirSync(path.join(/* turbopackIgnore: true */ root, dir))
        .sort()
        .map((file) => path.join(dir, file)),
    ),
  ];
  for (const file of files)
    hash.update(file).update(readFileSync(path.join(/* turbopackIgnore: true */ root, file)));
  return hash.digest("hex");
}
