/**
 * The library of places researchers search (docs/clearance-domain.md §2.6): offered as they type
 * an item's source, so the common ones are entered the same way every time. Any other name may
 * still be typed; the report lists exactly what was recorded.
 */
export const RESEARCH_SOURCE_KINDS = {
  register: "Register",
  directory: "Directory",
  search_engine: "Search engine",
  title_database: "Title database",
  map: "Map or gazetteer",
  social_media: "Social media",
  news_archive: "News archive",
} as const;
export type ResearchSourceKind = keyof typeof RESEARCH_SOURCE_KINDS;

export const RESEARCH_SOURCES: readonly { name: string; kind: ResearchSourceKind }[] = [
  { name: "USPTO trademark search", kind: "register" },
  { name: "EUIPO eSearch plus", kind: "register" },
  { name: "UK IPO trade mark search", kind: "register" },
  { name: "WIPO Global Brand Database", kind: "register" },
  { name: "US Copyright Office public catalog", kind: "register" },
  { name: "Companies House", kind: "register" },
  { name: "OpenCorporates", kind: "register" },
  { name: "State business entity registry", kind: "register" },
  { name: "SEC EDGAR company search", kind: "register" },
  { name: "FCC call sign database", kind: "register" },
  { name: "WhitePages", kind: "directory" },
  { name: "Phone directory", kind: "directory" },
  { name: "Yellow Pages", kind: "directory" },
  { name: "LinkedIn", kind: "directory" },
  { name: "Google search", kind: "search_engine" },
  { name: "Bing search", kind: "search_engine" },
  { name: "Google Books", kind: "search_engine" },
  { name: "IMDb", kind: "title_database" },
  { name: "IMDbPro", kind: "title_database" },
  { name: "The Movie Database (TMDB)", kind: "title_database" },
  { name: "WorldCat", kind: "title_database" },
  { name: "Discogs", kind: "title_database" },
  { name: "GeoNames", kind: "map" },
  { name: "Google Maps", kind: "map" },
  { name: "USGS place names (GNIS)", kind: "map" },
  { name: "Instagram", kind: "social_media" },
  { name: "X (Twitter)", kind: "social_media" },
  { name: "Facebook", kind: "social_media" },
  { name: "TikTok", kind: "social_media" },
  { name: "YouTube", kind: "social_media" },
  { name: "LexisNexis news archive", kind: "news_archive" },
  { name: "Newspapers.com", kind: "news_archive" },
  { name: "Google News archive", kind: "news_archive" },
];

/** The library as the editor's autocomplete groups it, by kind. */
export const RESEARCH_SOURCE_OPTIONS = Object.entries(RESEARCH_SOURCE_KINDS).map(
  ([kind, group]) => ({
    group,
    items: RESEARCH_SOURCES.filter((source) => source.kind === kind).map(({ name }) => name),
  }),
);
