/**
 * Whether a suggested name is one we know (clearance-domain.md §2.5): any entry or alias of the
 * first pass's curated lists, anything its gazetteer finds (Simple Icons brands, popular
 * Wikipedia titles), a public figure by full name or by a surname only one of them bears, and
 * for places a real country, state or city. A suggestion that is listed is never offered.
 */
import { AGENCIES, POLICE_AND_MILITARY } from "@/config/first-pass/agencies";
import { AIRLINES } from "@/config/first-pass/airlines";
import { BRANDS } from "@/config/first-pass/brands";
import { BUSINESSES } from "@/config/first-pass/businesses";
import type { GazetteerEntry } from "@/config/first-pass/entries";
import { HOSPITALS } from "@/config/first-pass/hospitals";
import { LANDMARKS } from "@/config/first-pass/landmarks";
import { MEDIA } from "@/config/first-pass/media";
import { PUBLIC_FIGURES } from "@/config/first-pass/public-figures";
import { SPORTS_TEAMS } from "@/config/first-pass/sports-teams";
import { TRANSPORT } from "@/config/first-pass/transport";
import { UNIVERSITIES } from "@/config/first-pass/universities";
import { FICTIONAL_CHARACTERS, SONGS, WORKS } from "@/config/first-pass/works";
import { lookUpPlace } from "@/lib/first-pass/data/places";
import {
  famousByFirstNameAlone,
  famousPeopleNamed,
  findKnownEntities,
  isFamousName,
} from "@/lib/first-pass/gazetteer";
import type { ScriptElement } from "@/lib/screenplay/model";

/** The curated lists by what a person reads them as. */
export const KNOWN_LISTS: readonly { what: string; entries: readonly GazetteerEntry[] }[] = [
  { what: "a public figure", entries: PUBLIC_FIGURES },
  { what: "a brand", entries: BRANDS },
  { what: "a company or chain", entries: BUSINESSES },
  { what: "a sports team", entries: SPORTS_TEAMS },
  { what: "an airline", entries: AIRLINES },
  { what: "a carrier", entries: TRANSPORT },
  { what: "a media outlet", entries: MEDIA },
  { what: "an agency", entries: [...AGENCIES, ...POLICE_AND_MILITARY] },
  { what: "a university", entries: UNIVERSITIES },
  { what: "a hospital", entries: HOSPITALS },
  { what: "a landmark", entries: LANDMARKS },
  { what: "a work", entries: [...WORKS, ...SONGS, ...FICTIONAL_CHARACTERS] },
];

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, " ")
    .trim();

let listedNames: Map<string, string> | undefined;

/** Every name and alias of the curated lists, folded, with what it is. */
function listedNameTable(): Map<string, string> {
  listedNames ??= new Map(
    KNOWN_LISTS.flatMap(({ what, entries }) =>
      entries.flatMap((entry) =>
        [entry.name, ...(entry.aliases ?? [])].map(
          (name) => [fold(name), `${what} (${entry.name})`] as const,
        ),
      ),
    ),
  );
  return listedNames;
}

/** A lone suggestion, read as a line of action before any scene. */
const actionLine = (text: string): ScriptElement => ({
  ...{ type: "action", page: 1, sceneIndex: 0, index: 0 },
  styleRuns: [],
  text,
});

export type ListedCheck = { kind: "person" | "organisation" | "place" | "other"; text: string };

/** Why `text` is a name we know, or undefined when no list of ours has it. */
export function whyListed({ kind, text }: ListedCheck): string | undefined {
  // Any run of its words: "Tinder Springs" names the app though the phrase is no entry.
  const words = fold(text).replace(/'s?$/, "").split(" ");
  for (let from = 0; from < words.length; from++)
    for (let to = words.length; to > from; to--) {
      const run = words.slice(from, to).join(" ").replace(/'s?$/, "");
      const listed = listedNameTable().get(run);
      if (listed) return `on our lists as ${listed}`;
    }
  const found = findKnownEntities(text, actionLine(text), { characterWords: new Set() })[0];
  if (found) return `read by the first pass as “${found.canonical}” (${found.category})`;
  if (kind === "person") return whyFamous(text);
  if (kind === "place") {
    const place = lookUpPlace(text);
    if (place) return `a real ${place.kind} (${place.name})`;
  }
  return undefined;
}

function whyFamous(name: string): string | undefined {
  if (isFamousName(name)) return "a public figure's name";
  const words = name.split(/\s+/);
  const surname = words.at(-1)!;
  const famous = famousPeopleNamed(surname)[0];
  if (famous) return `a surname that points at ${famous}`;
  if (words.length === 1) {
    const byFirstName = famousByFirstNameAlone(surname);
    if (byFirstName) return `a first name that points at ${byFirstName}`;
  }
  return undefined;
}
