import { mergeCatalogue, releaseYear, titleCatalogue, vegaMovies } from "./catalogue";

describe("releaseYear", () => {
  it("reads the year, taking two-digit years read a century late back", () => {
    expect(releaseYear("Jun 20 1975")).toBe(1975);
    expect(releaseYear("Dec 15 2039")).toBe(1939);
    expect(releaseYear("Mar 02 2008")).toBe(2008);
    expect(releaseYear(null)).toBeNull();
  });
});

describe("vegaMovies and mergeCatalogue", () => {
  it("keeps titled rows, numbers as titles included, with year and distributor", () => {
    expect(
      vegaMovies([
        { Title: "Quillon Bay", "Release Date": "Jun 12 1998", Distributor: "Ferrylight" },
        { Title: 1941, "Release Date": "Dec 14 1979", Distributor: null },
        { Title: "  " },
        {},
      ]),
    ).toEqual([
      {
        title: "Quillon Bay",
        kind: "film",
        year: 1998,
        owner: "Ferrylight",
        territory: "United States",
        source: "vega_movies",
      },
      {
        title: "1941",
        kind: "film",
        year: 1979,
        owner: null,
        territory: "United States",
        source: "vega_movies",
      },
    ]);
  });

  it("lists a work once per kind, preferring the entry that knows its year", () => {
    const curated = {
      kind: "film" as const,
      year: null,
      owner: null,
      territory: null,
      source: "curated" as const,
    };
    const merged = mergeCatalogue(
      [
        { ...curated, title: "Quillon Bay" },
        { ...curated, title: "Quillon Bay", kind: "book" },
      ],
      vegaMovies([{ Title: "QUILLON BAY!", "Release Date": "Jun 12 1998" }]),
    );
    expect(merged).toEqual([
      expect.objectContaining({ title: "QUILLON BAY!", kind: "film", year: 1998 }),
      expect.objectContaining({ title: "Quillon Bay", kind: "book" }),
    ]);
  });
});

it("reads the curated works and the packaged film list", () => {
  const catalogue = titleCatalogue();
  expect(catalogue.length).toBeGreaterThan(3_000);
  expect(catalogue.find((entry) => entry.title === "Jaws")).toMatchObject({
    kind: "film",
    year: 1975,
    owner: "Universal",
  });
  expect(catalogue.find((entry) => entry.title === "Bohemian Rhapsody")).toMatchObject({
    kind: "song",
    source: "curated",
  });
});
