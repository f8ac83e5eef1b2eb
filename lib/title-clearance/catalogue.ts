/**
 * The offline titles a title search compares against: the works, songs and outlets the first
 * pass already knows (config/first-pass), and the film list of vega-datasets (BSD-3-Clause,
 * about 3,200 US releases with year and distributor), read at run time like the other data
 * packages (lib/first-pass/data/package-data.ts).
 */
import type { GazetteerEntry } from "@/config/first-pass/entries";
import { MEDIA } from "@/config/first-pass/media";
import {
  BOOKS,
  CLASSICS,
  FILMS,
  SONGS,
  STAGE_AND_GAMES,
  TELEVISION,
} from "@/config/first-pass/works";
import type { TitleKind } from "@/config/title-clearance";
import { readPackageFile } from "@/lib/first-pass/data/package-data";

import { foldTitle, prepareTitle, type PreparedTitle } from "./similarity";

export type CatalogueTitle = {
  title: string;
  kind: TitleKind;
  year: number | null;
  /** Distributor or publisher, when the source names one. */
  owner: string | null;
  /** Where it was released, when the source says. */
  territory: string | null;
  source: "curated" | "vega_movies";
};

export type CatalogueEntry = CatalogueTitle & { prepared: PreparedTitle };

const CURATED: [readonly GazetteerEntry[], TitleKind][] = [
  [CLASSICS, "literature"],
  [FILMS, "film"],
  [TELEVISION, "tv"],
  [BOOKS, "book"],
  [STAGE_AND_GAMES, "stage_or_game"],
  [SONGS, "song"],
  [MEDIA, "media"],
];

type VegaMovie = { Title?: unknown; "Release Date"?: unknown; Distributor?: unknown };

/**
 * The year of a release date such as "Jun 20 1975". The list's dates were read from two-digit
 * years, so old films land a century late ("Dec 15 2039" for Gone with the Wind): a year after
 * the list was made (2011) is taken back a century.
 */
export function releaseYear(date: unknown): number | null {
  const year = /\b(1[89]\d\d|20\d\d)\b/.exec(String(date ?? ""))?.[1];
  if (!year) return null;
  return Number(year) > 2011 ? Number(year) - 100 : Number(year);
}

/** The vega-datasets films: title, year of release, distributor. */
export function vegaMovies(rows: VegaMovie[]): CatalogueTitle[] {
  return rows.flatMap((row) => {
    const title = typeof row.Title === "number" ? String(row.Title) : row.Title;
    if (typeof title !== "string" || !title.trim()) return [];
    const year = releaseYear(row["Release Date"]);
    return [
      {
        title: title.trim(),
        kind: "film" as const,
        year,
        owner: typeof row.Distributor === "string" ? row.Distributor : null,
        // The list holds US releases (its distributors and box office are American).
        territory: "United States",
        source: "vega_movies" as const,
      },
    ];
  });
}

/** Curated and packaged titles, one per work: a film on both lists keeps the packaged year. */
export function mergeCatalogue(...lists: CatalogueTitle[][]): CatalogueTitle[] {
  const byKey = new Map<string, CatalogueTitle>();
  for (const entry of lists.flat()) {
    const key = `${entry.kind}:${foldTitle(entry.title)}`;
    const known = byKey.get(key);
    if (!known || (known.year === null && entry.year !== null)) byKey.set(key, entry);
  }
  return [...byKey.values()];
}

const curatedTitles = (): CatalogueTitle[] =>
  CURATED.flatMap(([entries, kind]) =>
    entries.map((entry) => ({
      title: entry.name,
      kind,
      year: null,
      owner: null,
      territory: null,
      source: "curated" as const,
    })),
  );

let catalogue: CatalogueEntry[] | undefined;

/** Every offline title, ready to compare, read once per process. */
export function titleCatalogue(): CatalogueEntry[] {
  catalogue ??= mergeCatalogue(
    curatedTitles(),
    vegaMovies(
      JSON.parse(
        readPackageFile("vega-datasets", "../data/movies.json").toString("utf8"),
      ) as VegaMovie[],
    ),
  ).map((entry) => ({ ...entry, prepared: prepareTitle(entry.title) }));
  return catalogue;
}
