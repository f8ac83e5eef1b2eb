/**
 * The route index of docs/api.md (`npm run docs:api` writes it), from the route handlers under
 * `app/api/` — each route's path, methods, who may call it, and its handler's doc comment — so
 * it cannot drift from the code: `api-index.test.ts` fails when it has.
 */
import { existsSync, globSync, readFileSync } from "node:fs";
import path from "node:path";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"] as const;
export const INDEX_START = "<!-- route index: written by `npm run docs:api` -->";
export const INDEX_END = "<!-- end of route index -->";

export type RouteFile = { file: string; source: string };

/** The doc comment's first sentence of `name` exported by a module (`@/lib/…`), or "". */
export type DocLookup = (module: string, name: string) => string;

/** Calls a handler makes that are plumbing, not the work it names. */
const PLUMBING = /^(require\w*|read\w*|params|Response|json|problem\w*)$/;

/** Names a route file imports from `lib/`, with their modules. */
function libImports(source: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const match of source.matchAll(/import \{([^}]*)\} from "(@\/lib\/[^"]+)"/g)) {
    for (const name of match[1]!.split(",")) {
      const local = name
        .replace(/^\s*type\s+/, "")
        .split(" as ")
        .at(-1)!
        .trim();
      if (local && !name.trim().startsWith("type ")) imports.set(local, match[2]!);
    }
  }
  return imports;
}

/** `app/api/submissions/[id]/route.ts` → `/api/submissions/{id}`; route groups leave no trace. */
export function routePath(file: string): string {
  const segments = path
    .dirname(file)
    .split(/[\\/]/)
    .filter((segment) => segment !== "app" && !/^\(.*\)$/.test(segment))
    .map((segment) => segment.replace(/^\[(.*)\]$/, "{$1}"));
  return `/${segments.join("/")}`;
}

/** Who a handler lets in, from the guard it calls. */
function audienceOf(code: string): string {
  if (code.includes("requireAdmin")) return "admin";
  if (/requireUser|requireOwner/.test(code)) return "signed in";
  return "public";
}

/** The first sentence of the doc comment right before `index`, if there is one. */
export function docBefore(source: string, index: number): string {
  const before = source.slice(0, index).trimEnd();
  if (!before.endsWith("*/")) return "";
  const start = before.lastIndexOf("/**");
  if (start < 0) return "";
  const text = before
    .slice(start + 3, -2)
    .split("\n")
    .map((line) => line.replace(/^\s*\*\s?/, "").trim())
    .join(" ")
    .trim();
  // A comment that opens by naming its route ("POST /api/…: …") says what it does after it.
  const what = text.replace(/^`?(?:GET|POST|PUT|PATCH|DELETE)\b[^:]*:\s*/, "");
  const sentence = /^(.*?\.)(\s|$)/.exec(what);
  let first = (sentence ? sentence[1]! : what).replace(/:$/, ".");
  // A comment that only names its route says nothing more.
  if (/^`?(?:GET|POST|PUT|PATCH|DELETE) \S+`?\.?$/.test(first)) first = "";
  if (first.length > 160) first = `${first.slice(0, first.lastIndexOf(",", 160))}…`;
  return (first ? first[0]!.toUpperCase() + first.slice(1) : "").replace(/\|/g, "\\|");
}

type Endpoint = { method: string; path: string; audience: string; doc: string };

/** Every method a route file exports, with its audience and doc comment. */
export function endpointsOf({ file, source }: RouteFile, lookup: DocLookup): Endpoint[] {
  const routes: Endpoint[] = [];
  const imports = libImports(source);
  // Without a comment of its own, a handler is what the first lib/ function it calls does.
  const docOfCall = (code: string, method: string) => {
    for (const call of code.matchAll(/\b(\w+)\(/g)) {
      const from = imports.get(call[1]!);
      // A change answers with a read of its result: the change is what it does.
      const reads = method !== "GET" && /^(get|list)[A-Z]/.test(call[1]!);
      if (from && !PLUMBING.test(call[1]!) && !reads) {
        const doc = lookup(from, call[1]!);
        if (doc) return doc;
      }
    }
    return "";
  };
  const declared = [
    ...source.matchAll(
      /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE|HEAD)\b/g,
    ),
  ];
  declared.forEach((match, i) => {
    const end = declared[i + 1]?.index ?? source.length;
    const code = source.slice(match.index, end);
    routes.push({
      method: match[1]!,
      path: routePath(file),
      audience: audienceOf(code),
      doc: docBefore(source, match.index) || docOfCall(code, match[1]!),
    });
  });
  // `export { handle as GET, … }`: one handler under several methods.
  for (const block of source.matchAll(/export \{([^}]*)\}/g)) {
    for (const alias of block[1]!.matchAll(/\bas (\w+)/g)) {
      if ((METHODS as readonly string[]).includes(alias[1]!)) {
        routes.push({
          method: alias[1]!,
          path: routePath(file),
          audience: audienceOf(source),
          doc: docBefore(source, block.index) || docOfCall(source, alias[1]!),
        });
      }
    }
  }
  return routes;
}

/** The index as a Markdown table, sorted by path then method. */
export function routeIndex(files: RouteFile[], lookup: DocLookup): string {
  const order = (method: string) => (METHODS as readonly string[]).indexOf(method);
  const endpoints = files
    .flatMap((file) => endpointsOf(file, lookup))
    .sort((a, b) => a.path.localeCompare(b.path) || order(a.method) - order(b.method));
  const rows = endpoints.map(
    ({ method, path: route, audience, doc }) =>
      `| \`${method}\` | \`${route}\` | ${audience} | ${doc} |`,
  );
  return ["| Method | Path | Who | What |", "| --- | --- | --- | --- |", ...rows].join("\n");
}

/** `document` with its index replaced by `index`. */
export function withIndex(document: string, index: string): string {
  const start = document.indexOf(INDEX_START);
  const end = document.indexOf(INDEX_END);
  if (start < 0 || end < start)
    throw new Error(`docs/api.md has no ${INDEX_START} … ${INDEX_END}.`);
  return `${document.slice(0, start + INDEX_START.length)}\n\n${index}\n\n${document.slice(end)}`;
}

export const API_DOC = path.join(process.cwd(), "docs", "api.md");

/** The route files of the app, read from disk. */
export function appRouteFiles(root = process.cwd()): RouteFile[] {
  return globSync("app/api/**/route.ts", { cwd: root }).map((file) => ({
    file,
    source: readFileSync(path.join(root, file), "utf8"),
  }));
}

/** Reads doc comments from the project's own modules. */
export function projectDocLookup(root = process.cwd()): DocLookup {
  const sources = new Map<string, string>();
  const read = (module: string) => {
    if (!sources.has(module)) {
      const base = path.join(root, module.replace(/^@\//, ""));
      const file = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find(existsSync);
      sources.set(module, file ? readFileSync(file, "utf8") : "");
    }
    return sources.get(module)!;
  };
  return (module, name) => {
    const source = read(module);
    const declaration = new RegExp(`export (?:async )?(?:function|const) ${name}\\b`).exec(source);
    return declaration ? docBefore(source, declaration.index) : "";
  };
}
