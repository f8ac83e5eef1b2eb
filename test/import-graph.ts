import fs from "node:fs";
import path from "node:path";

import ts from "typescript";

/** One import of one module by another, as repository-relative paths. */
export type ImportEdge = {
  from: string;
  to: string;
  /** `import type`, or only types named: gone once compiled. */
  typeOnly: boolean;
};

// npm scripts run from the repository root.
const ROOT = process.cwd();

function compilerOptions(): ts.CompilerOptions {
  const file = path.join(ROOT, "tsconfig.json");
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
}

function sourcesUnder(dir: string): string[] {
  if (/\.tsx?$/.test(dir)) return [dir];
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const onlyTypes = (clause: ts.ImportClause | undefined) =>
  clause !== undefined &&
  (clause.isTypeOnly ||
    (clause.name === undefined &&
      clause.namedBindings !== undefined &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly)));

/** The module names a file imports (static, re-exported or dynamic) and whether only types. */
export function specifiersOf(file: string): { name: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { name: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ name: node.moduleSpecifier.text, typeOnly: onlyTypes(node.importClause) });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ name: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ name: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every import between the project's own modules in `paths` (files, or folders searched whole),
 * resolved as the compiler resolves them (the `@/` paths of tsconfig.json included). Packages
 * are left out, and so are tests: a test may set up any part of the app.
 */
export function importsUnder(...paths: string[]): ImportEdge[] {
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  return paths.flatMap(sourcesUnder).flatMap((file) =>
    specifiersOf(file).flatMap(({ name, typeOnly }) => {
      const resolved = ts.resolveModuleName(
        name,
        path.join(ROOT, file),
        options,
        ts.sys,
        cache,
      ).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      return [{ from: file, to: path.relative(ROOT, resolved.resolvedFileName), typeOnly }];
    }),
  );
}

/** Whether a file imports `name` for its side effect alone (`import "server-only"`). */
export function importsForEffect(file: string, name: string): boolean {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  return source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      !statement.importClause &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === name,
  );
}

/**
 * The groups of folders that import one another in a circle, each group sorted, with the
 * imports that close it. `folderOf` names a file's folder (undefined: not counted).
 * Tarjan's algorithm: every strongly connected component of more than one folder is a cycle.
 */
export function cyclesBetween(
  edges: readonly ImportEdge[],
  folderOf: (file: string) => string | undefined,
): { folders: string[]; imports: string[] }[] {
  const next = new Map<string, Set<string>>();
  const between: { from: string; to: string; edge: ImportEdge }[] = [];
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (!from || !to || from === to) continue;
    between.push({ from, to, edge });
    next.set(from, (next.get(from) ?? new Set()).add(to));
    if (!next.has(to)) next.set(to, new Set());
  }

  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder)!);
    stack.push(folder);
    onStack.add(folder);
    for (const to of next.get(folder)!) {
      if (!index.has(to)) {
        connect(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) components.push(component.sort());
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) connect(folder);

  return components.map((folders) => ({
    folders,
    imports: between
      .filter(({ from, to }) => folders.includes(from) && folders.includes(to))
      .map(({ edge }) => `${edge.from} → ${edge.to}`)
      .sort(),
  }));
}

/** The files `entries` load when they run: their imports, and theirs, types left out. */
export function loadedBy(entries: readonly string[], edges: readonly ImportEdge[]): Set<string> {
  const loaded = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const { from, to, typeOnly } of edges) if (from === file && !typeOnly) pending.push(to);
  }
  return loaded;
}
