/** The title clearance module's choices (clearance-domain.md §2.7), with the labels researchers see. */

/** Kinds of work a found title may be. */
export const TITLE_KINDS = [
  { value: "film", label: "Film" },
  { value: "tv", label: "TV series" },
  { value: "book", label: "Book" },
  { value: "literature", label: "Classic literature or art" },
  { value: "stage_or_game", label: "Play, musical or game" },
  { value: "song", label: "Song or music" },
  { value: "media", label: "Publication or channel" },
  { value: "trademark", label: "Trademark" },
  { value: "other", label: "Other" },
] as const;
export type TitleKind = (typeof TITLE_KINDS)[number]["value"];

/** The researcher's summary verdict on the candidate title. */
export const TITLE_VERDICT_OPTIONS = [
  { value: "pending", label: "Not decided yet", color: "gray" },
  { value: "clear", label: "Clear", color: "green" },
  { value: "clear_with_caution", label: "Clear with caution", color: "yellow" },
  { value: "conflict", label: "Conflict", color: "red" },
] as const;

/** Where found titles come from. */
export const TITLE_SOURCES: Record<string, string> = {
  curated: "Our curated list of well-known works",
  vega_movies: "Film list of vega-datasets (3,200 films, 1915–2010)",
  researcher: "Added by a researcher",
};

export const TITLE_CLEARANCE_LIMITS = {
  titleLength: 200,
  ownerLength: 200,
  territoryLength: 200,
  noteLength: 2_000,
  summaryLength: 10_000,
  /** Titles the automatic search keeps, the closest first. */
  foundTitles: 60,
  /** pg_trgm similarity from which a title counts as similar on its letters alone. */
  trigramThreshold: 0.45,
  opinionBytes: 10 * 1024 * 1024,
} as const;

export type TitleVerdict = (typeof TITLE_VERDICT_OPTIONS)[number]["value"];

/** The verdicts that finish a title clearance: a report publishes it only with one of them. */
export const DECIDED_TITLE_VERDICTS = [
  "clear",
  "clear_with_caution",
  "conflict",
] as const satisfies readonly TitleVerdict[];

/** A title the search found, one a researcher added, or one set aside as unrelated. */
export const TITLE_MATCH_STATES = ["found", "added", "dismissed"] as const;
export type TitleMatchState = (typeof TITLE_MATCH_STATES)[number];

/** How a found title resembles a candidate, strongest first (lib/title-clearance/similarity.ts). */
export const SIMILARITY_KINDS = [
  "exact",
  "same_words",
  "contains",
  "edit_distance",
  "sound_alike",
  "trigram",
  "manual",
] as const;
export type SimilarityKind = (typeof SIMILARITY_KINDS)[number];
