/**
 * Every finder of the first pass in one list (docs/first-pass.md §6): what it reads and which
 * categories it may emit. `analyzeScreenplay` runs the list in its order: the cast first (the
 * other finders are told who the characters are), then the finders that read the whole script,
 * then those that read one line at a time, the last of them taking what no trigger took.
 */
import type { ClearanceCategory } from "@/config/submissions";

import { findAddresses } from "./addresses";
import {
  findAttributions,
  findLikenesses,
  findParticleNames,
  findQuotedFigures,
} from "./attributions";
import { findCharacters } from "./characters";
import type { ScriptFinder, TextFinder } from "./finder";
import { findFlights } from "./flights";
import { findInitials } from "./initials";
import { findPlaces } from "./locations";
import { findNamedPlaces } from "./named-places";
import { findOfficeHolders } from "./offices";
import { findOrganisations } from "./organisations";
import { findOwnTitle } from "./own-title";
import { findPhones } from "./phones";
import { findPlates } from "./plates";
import { findProducts } from "./products";
import { findProperNames } from "./proper-names";
import { findNamedRooms } from "./rooms";
import { findWebAddresses } from "./web";
import { findEpigraphs, findSignLines, findStagedLines, findSungLines, findWorks } from "./works";
import { findKnownEntities } from "../gazetteer";

/** What a finder reads, in words for the docs and the tests. */
export const FINDER_READS = {
  cast: "The whole script, once: cues, introductions and names in prose; its people tell every other finder who the characters are",
  script:
    "The whole script, once: what one line cannot tell (a scene that sets someone singing, a name used as a place elsewhere)",
  lines:
    "Each line of every element but cues and transitions (headings, action, dialogue, parentheticals, lyrics), and each field of the title page but its own title, credit and dates",
  title: "The title page's own title, once: the script's name",
} as const;

type Registered<Reads extends keyof typeof FINDER_READS, Find> = {
  /** A name for the docs and the tests. */
  name: string;
  reads: Reads;
  /** Every category it may emit. */
  emits: readonly ClearanceCategory[];
  find: Find;
};
export type RegisteredFinder =
  | Registered<"cast" | "script", ScriptFinder>
  | Registered<"lines", TextFinder>
  | Registered<"title", TextFinder>;

/** The categories of our curated and wider lists, which a finder that consults them may emit. */
const LISTED: readonly ClearanceCategory[] = [
  "brand",
  "business",
  "hospital",
  "location",
  "media",
  "music",
  "organisation",
  "other",
  "police",
  "real_person",
  "school",
  "sports",
  "transport",
  "work_title",
];

export const FINDERS: readonly RegisteredFinder[] = [
  {
    name: "characters",
    reads: "cast",
    emits: ["character_name", "real_person", "brand", "business"],
    find: findCharacters,
  },
  { name: "sung lines", reads: "script", emits: ["music", "quoted_text"], find: findSungLines },
  { name: "sign lines", reads: "script", emits: ["quoted_text"], find: findSignLines },
  { name: "epigraphs", reads: "script", emits: ["quoted_text"], find: findEpigraphs },
  { name: "staged lines", reads: "script", emits: ["quoted_text"], find: findStagedLines },
  { name: "named places", reads: "script", emits: ["location"], find: findNamedPlaces },
  { name: "named rooms", reads: "script", emits: ["location"], find: findNamedRooms },
  { name: "office-holders", reads: "script", emits: ["real_person"], find: findOfficeHolders },
  { name: "own title", reads: "title", emits: ["work_title"], find: findOwnTitle },
  { name: "phones", reads: "lines", emits: ["phone"], find: findPhones },
  { name: "web addresses", reads: "lines", emits: ["web"], find: findWebAddresses },
  { name: "plates", reads: "lines", emits: ["license_plate"], find: findPlates },
  { name: "addresses", reads: "lines", emits: ["address", "location"], find: findAddresses },
  { name: "flights and ships", reads: "lines", emits: ["transport"], find: findFlights },
  { name: "known names", reads: "lines", emits: LISTED, find: findKnownEntities },
  {
    name: "organisations",
    reads: "lines",
    emits: ["business", "media", "organisation", "police", "school", "hospital", "sports"],
    find: findOrganisations,
  },
  { name: "places", reads: "lines", emits: ["location"], find: findPlaces },
  {
    name: "works",
    reads: "lines",
    emits: ["work_title", "music", "quoted_text", "media", "brand", "business", "transport"],
    find: findWorks,
  },
  { name: "initials", reads: "lines", emits: ["organisation"], find: findInitials },
  { name: "products", reads: "lines", emits: ["brand"], find: findProducts },
  { name: "attributions", reads: "lines", emits: ["real_person"], find: findAttributions },
  { name: "likenesses", reads: "lines", emits: ["real_person"], find: findLikenesses },
  { name: "particle names", reads: "lines", emits: ["real_person"], find: findParticleNames },
  { name: "quoted figures", reads: "lines", emits: ["real_person"], find: findQuotedFigures },
  // Last: what no finder with a trigger took (docs/first-pass.md §4).
  {
    name: "proper names",
    reads: "lines",
    emits: [...LISTED, "character_name"],
    find: findProperNames,
  },
];
