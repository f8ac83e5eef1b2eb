/** What the title clearance API answers (GET /api/admin/submissions/{id}/title-clearance). */
import type {
  SimilarityKind,
  TitleKind,
  TitleMatchState,
  TitleVerdict,
} from "@/config/title-clearance";

export type TitleMatchView = {
  id: string;
  title: string;
  kind: TitleKind;
  year: number | null;
  owner: string | null;
  /** Where it was released or registered, when known. */
  territory: string | null;
  /** "curated", "vega_movies" or "researcher" (config/title-clearance.ts TITLE_SOURCES). */
  source: string;
  /** The candidate title it resembles most. */
  candidate: string;
  similarity: SimilarityKind;
  edit_distance: number | null;
  /** pg_trgm similarity to that candidate, 0–1. */
  trigram: number | null;
  /** The measure in words ("1 letter apart"). */
  similarity_text: string;
  note: string;
  state: TitleMatchState;
  version: number;
  updated_at: string;
};

export type TitleSearchView = {
  verdict: TitleVerdict;
  summary: string;
  version: number;
  updated_by: string | null;
  updated_at: string;
  searched_at: string | null;
  opinion: { name: string; bytes: number; uploaded_at: string } | null;
};

export type TitleClearanceView = {
  submission: {
    correlation_id: string;
    title: string;
    status: string;
    due_date: string | null;
    project_type: string | null;
  };
  /** The submission's title and alternative titles, as searched. */
  candidates: string[];
  /** The setting country, or worldwide when none was given. */
  territory: string;
  /** The media searched, from the project type. */
  media: string;
  search: TitleSearchView;
  matches: TitleMatchView[];
};
