/** `npm run docs:api`: writes docs/api.md's route index from the route handlers (api-index.ts). */
import { readFileSync, writeFileSync } from "node:fs";

import { API_DOC, appRouteFiles, projectDocLookup, routeIndex, withIndex } from "./api-index";

const files = appRouteFiles();
writeFileSync(
  API_DOC,
  withIndex(readFileSync(API_DOC, "utf8"), routeIndex(files, projectDocLookup())),
);
console.log(`docs/api.md: the route index of ${files.length} route files is written.`);
