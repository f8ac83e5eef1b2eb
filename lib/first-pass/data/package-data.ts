/**
 * Loads the offline data packages (name, word and city lists) at run time with Node's own
 * resolver from the project root. Bundlers leave these loads alone, so each list is parsed only
 * when first needed and never copied into a server chunk; the packages must ship with the server.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const projectRequire = createRequire(path.join(process.cwd(), "package.json"));

/** A package's module, as `require` returns it; the caller states its shape. */
export function loadPackage<T>(specifier: string): T {
  return projectRequire(specifier) as T;
}

/** A file a package ships but does not export, found beside its entry point. */
export function readPackageFile(packageName: string, file: string): Buffer {
  return readFileSync(path.join(path.dirname(projectRequire.resolve(packageName)), file));
}
