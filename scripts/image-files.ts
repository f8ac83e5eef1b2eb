/**
 * `node --import tsx scripts/image-files.ts <dir>`: writes the file set of the image's final
 * stage into <dir> (scripts/image/files.ts); the Dockerfile runs it and copies the result.
 */
import { writeImageFiles } from "./image/files";

const out = process.argv[2];
if (!out) {
  console.error("Say where to write the image's files: scripts/image-files.ts <directory>.");
  process.exit(1);
}
try {
  const bytes = await writeImageFiles(out);
  console.log(`[image-files] ${out}: ${(bytes / 1e6).toFixed(1)} MB`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
