import { akaForms, fromSharedLabels } from "./shared-labels";

const ABOUT = { genre: "Comedy", setting: "A lighthouse town, today" };

describe("akaForms", () => {
  it("reads the forms listed at the start of a note, up to the period that ends the list", () => {
    expect(akaForms("aka: Margo; MARGO; Miss Vell. The keeper's niece.")).toEqual([
      "Margo",
      "MARGO",
      "Miss Vell",
    ]);
    expect(akaForms("aka: Mr. Quill. The harbour master.")).toEqual(["Mr. Quill"]);
    expect(akaForms("aka: J. T. Bream; Bream.")).toEqual(["J. T. Bream", "Bream"]);
    expect(akaForms("a fictional ferry; check.")).toEqual([]);
    expect(akaForms(undefined)).toEqual([]);
  });
});

describe("fromSharedLabels", () => {
  it("maps the shared categories to ours, with aliases, scenes and the title page", () => {
    const labels = fromSharedLabels(
      {
        file: "lamp.fountain",
        items: [
          {
            text: "LAMP",
            category: "title_of_work",
            first_scene: 0,
            note: "title page: own title",
          },
          {
            text: "MARGO VELL",
            category: "character_name",
            first_scene: 1,
            note: "aka: Margo; MARGO.",
          },
          { text: "Old Pete", category: "person_mentioned", first_scene: 2 },
          { text: "Ada Quill", category: "public_figure", first_scene: 2 },
          { text: "Gullwing", category: "brand_product", first_scene: 3 },
          { text: "gullwing.example", category: "url_email", first_scene: 3 },
        ],
      },
      ABOUT,
    );
    expect(labels).toMatchObject({ file: "lamp.fountain", ...ABOUT });
    expect(labels.items).toEqual([
      {
        category: "work_title",
        name: "LAMP",
        titlePage: true,
        scene: 0,
        note: "title page: own title",
      },
      {
        category: "character_name",
        name: "MARGO VELL",
        aliases: ["Margo", "MARGO"],
        scene: 1,
        note: "aka: Margo; MARGO.",
      },
      { category: "character_name", name: "Old Pete", scene: 2 },
      { category: "real_person", name: "Ada Quill", scene: 2 },
      { category: "brand", name: "Gullwing", scene: 3 },
      { category: "web", name: "gullwing.example", scene: 3 },
    ]);
  });

  it("reads songs, periodicals, lyrics and police from the labeller's note", () => {
    const item = (text: string, category: string, note: string) => ({
      text,
      category,
      first_scene: 1,
      note,
    });
    const labels = fromSharedLabels(
      {
        file: "lamp.fountain",
        items: [
          item("Tide Song", "title_of_work", "a folk song she hums"),
          item("Harbour Gazette", "title_of_work", "fictional newspaper"),
          item("Salt in my hair", "other", "song lyrics sung on screen"),
          item("Bay County Sheriff", "organisation", "the local force"),
          item("GULL TATTOO", "other", "tattoo text seen on screen"),
        ],
      },
      ABOUT,
    );
    expect(labels.items.map((label) => label.category)).toEqual([
      "music",
      "media",
      "quoted_text",
      "police",
      "other",
    ]);
  });

  it("refuses a file that is not in the shared format", () => {
    expect(() =>
      fromSharedLabels({ file: "lamp.fountain", items: [{ text: "x" }] }, ABOUT),
    ).toThrow();
  });
});
