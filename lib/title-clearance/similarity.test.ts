import {
  describeSimilarity,
  editDistance,
  foldTitle,
  resemblance,
  soundOf,
  titleWords,
} from "./similarity";

describe("foldTitle and titleWords", () => {
  it("folds case, accents, ampersands and punctuation", () => {
    expect(foldTitle("  Amélie & the Cats: Part II! ")).toBe("amelie and the cats part ii");
    expect(foldTitle("Wendy's Harbour")).toBe("wendys harbour");
  });

  it("drops articles and spells out small numbers", () => {
    expect(titleWords("The 3 Lanterns of Brackwater")).toEqual([
      "three",
      "lanterns",
      "of",
      "brackwater",
    ]);
  });

  it("keeps words that name an object's own machinery as they are", () => {
    expect(titleWords("The Constructor")).toEqual(["constructor"]);
    expect(titleWords("toString valueOf __proto__")).toEqual(["tostring", "valueof", "proto"]);
  });
});

describe("editDistance", () => {
  it("counts changes, additions, removals and swaps of neighbours", () => {
    expect(editDistance("marrow", "marrow")).toBe(0);
    expect(editDistance("marrow", "narrow")).toBe(1);
    expect(editDistance("marrow", "marow")).toBe(1);
    expect(editDistance("marrow", "mrarow")).toBe(1);
    expect(editDistance("kettle", "settler")).toBe(2);
  });

  it("gives up past the limit", () => {
    expect(editDistance("quillon", "zephyrine", 2)).toBe(3);
  });
});

describe("resemblance", () => {
  it("calls the same title exact whatever its case and punctuation", () => {
    expect(resemblance("Salt Marrow", "SALT MARROW!")).toEqual({ kind: "exact", editDistance: 0 });
  });

  it("sees the same words in another order or with other articles", () => {
    expect(resemblance("The Lanterns of Brackwater", "Brackwater Lanterns of")).toMatchObject({
      kind: "same_words",
    });
    expect(resemblance("A Quiet Ferrylight", "The Quiet Ferrylight")).toMatchObject({
      kind: "same_words",
    });
  });

  it("sees one title inside another", () => {
    expect(resemblance("Ferrylight", "Return to Ferrylight")).toMatchObject({ kind: "contains" });
    expect(resemblance("Return of the Ferrylight Queen", "Ferrylight Queen")).toMatchObject({
      kind: "contains",
    });
    // A short word alone says nothing.
    expect(resemblance("Sun", "Sun Valley Serenade")).toBeNull();
  });

  it("counts the letters between near-misses", () => {
    expect(resemblance("Brackwater Nights", "Brackwatter Nights")).toEqual({
      kind: "edit_distance",
      editDistance: 1,
    });
    expect(resemblance("Velmora Drift", "Velmara Drift")).toEqual({
      kind: "edit_distance",
      editDistance: 1,
    });
    // Short titles get no slack: "Cat" and "Car" are different titles.
    expect(resemblance("Cat", "Car")).toBeNull();
  });

  it("hears titles that sound alike though spelt apart", () => {
    expect(soundOf("Fantom Nite")).toEqual(soundOf("Phantom Night"));
    expect(resemblance("Fantom Nite", "Phantom Night")).toMatchObject({ kind: "sound_alike" });
  });

  it("finds nothing between unrelated titles", () => {
    expect(resemblance("Quillon Bay", "Zephyrine Avenue Blues")).toBeNull();
    expect(resemblance("", "Anything")).toBeNull();
  });
});

describe("describeSimilarity", () => {
  it("says each measure in words", () => {
    const at = (similarity: Parameters<typeof describeSimilarity>[0]["similarity"], more = {}) =>
      describeSimilarity({ similarity, editDistance: null, trigram: null, ...more });
    expect(at("exact")).toBe("Exact title");
    expect(at("same_words")).toBe("Same words, other order or articles");
    expect(at("edit_distance", { editDistance: 1 })).toBe("1 letter apart");
    expect(at("edit_distance", { editDistance: 2 })).toBe("2 letters apart");
    expect(at("sound_alike")).toBe("Sounds alike");
    expect(at("trigram", { trigram: 0.4567 })).toBe("Trigram score 0.46");
    expect(at("manual")).toBe("Added by a researcher");
  });
});
