import type { Analysis, ClearanceCategory, ClearanceItem } from "@/lib/first-pass/model";

import type { ScriptLabels, Label } from "./labels";
import { combineScores, normaliseName, scoreAnalysis } from "./score";

function item(
  category: ClearanceCategory,
  canonical: string,
  variants: string[] = [],
  risk = 50,
): ClearanceItem {
  return {
    id: `${category}:${canonical}`,
    category,
    canonical,
    variants,
    occurrences: [],
    signals: [],
    risk,
    suggestedCode: "NC",
  };
}

const analysis = (...items: ClearanceItem[]): Analysis => ({ items, counts: {}, durationMs: 1 });
const labelled = (items: Label[], ignore?: string[]): ScriptLabels => ({
  file: "test.fountain",
  genre: "test",
  setting: "nowhere",
  items,
  ...(ignore ? { ignore } : {}),
});

const KOWALSKI: Label = {
  category: "character_name",
  name: "Sarah Kowalski",
  aliases: ["SARAH", "Det. Kowalski"],
};
const PIKE: Label = { category: "character_name", name: "Sarah Pike", aliases: ["Pike"] };

describe("normaliseName", () => {
  it("ignores case, punctuation, possessives, a leading article and a person's titles", () => {
    expect(normaliseName("business", "JOE'S DINER")).toBe(normaliseName("business", "Joe's Diner"));
    expect(normaliseName("business", "Mario’s")).toBe("mario");
    expect(normaliseName("business", "Vance & Partners, LLP")).toBe("vance and partners llp");
    expect(normaliseName("media", "The L.A. Times")).toBe("la times");
    expect(normaliseName("character_name", "Det. Sgt. Kowalski")).toBe("kowalski");
    expect(normaliseName("character_name", "Martin Luther King Jr.")).toBe("martin luther king");
    expect(normaliseName("character_name", "Zoë")).toBe("zoe");
    // Only people have titles: "Dr Pepper" keeps its "dr".
    expect(normaliseName("brand", "Dr Pepper")).toBe("dr pepper");
    // A trademark sign is no letters: "Acme Rocket™" is Acme Rocket.
    expect(normaliseName("brand", "Acme Rocket™")).toBe("acme rocket");
    expect(normaliseName("brand", "Acme® Rocket")).toBe("acme rocket");
  });

  it("compares numbers, plates and addresses of the web by their characters", () => {
    expect(normaliseName("phone", "(212) 867-5309")).toBe("2128675309");
    expect(normaliseName("phone", "07700 900461")).toBe("7700900461");
    expect(normaliseName("license_plate", "HKP-4471")).toBe("hkp4471");
    expect(normaliseName("web", "https://www.VanceLaw.com/")).toBe("vancelaw.com");
    expect(normaliseName("web", "@Night_Owl")).toBe("night_owl");
  });
});

describe("scoreAnalysis, lenient", () => {
  it("credits a label found in another category, which strict scoring counts wrong", () => {
    const score = scoreAnalysis(
      labelled([{ category: "brand", name: "Gullwing" }, PIKE]),
      analysis(item("business", "Gullwing"), item("character_name", "Pike")),
    );
    expect(score.total).toMatchObject({
      found: 1,
      correct: 1,
      predicted: 2,
      foundLenient: 2,
      correctLenient: 2,
      predictedLenient: 2,
    });
    expect(score.total.recallLenient).toBe(1);
    expect(score.categories.brand).toMatchObject({ found: 0, foundLenient: 1 });
    expect(score.categories.business).toMatchObject({ correct: 0, correctLenient: 1 });
  });

  it("leaves an item that is only a generic role cue of the script out of lenient precision", () => {
    const score = scoreAnalysis(
      labelled([PIKE]),
      analysis(
        item("character_name", "Pike"),
        item("character_name", "MAILMAN"),
        item("character_name", "Mr. Bellweather"),
      ),
      { roleCues: ["MAILMAN", "PIKE"] },
    );
    expect(score.total).toMatchObject({ predicted: 3, correct: 1 });
    expect(score.total).toMatchObject({ predictedLenient: 2, correctLenient: 1 });
    expect(score.falsePositives.map((fp) => fp.canonical)).toEqual(["MAILMAN", "Mr. Bellweather"]);
  });

  it("counts an item for an optional label of another category neither way", () => {
    const score = scoreAnalysis(
      labelled([{ category: "location", name: "Ohio", optional: true }, PIKE]),
      analysis(item("organisation", "Ohio"), item("character_name", "Pike")),
    );
    expect(score.total).toMatchObject({ predicted: 2, predictedLenient: 1, correctLenient: 1 });
  });
});

describe("scoreAnalysis", () => {
  it("finds a label by the item's canonical name or any of its variants", () => {
    const labels = labelled([
      KOWALSKI,
      { category: "business", name: "Joe's Diner" },
      { category: "phone", name: "(212) 867-5309" },
      { category: "phone", name: "07700 900461" },
    ]);
    const score = scoreAnalysis(
      labels,
      analysis(
        item("character_name", "Kowalski", ["SARAH", "Det. Kowalski"]),
        item("business", "JOE'S DINER"),
        item("phone", "+1 212-867-5309"),
        item("phone", "+44 7700 900461"),
      ),
    );
    expect(score.misses).toEqual([]);
    expect(score.total).toEqual({
      expected: 4,
      found: 4,
      predicted: 4,
      correct: 4,
      foundLenient: 4,
      predictedLenient: 4,
      correctLenient: 4,
      recall: 1,
      precision: 1,
      recallLenient: 1,
      precisionLenient: 1,
    });
  });

  it("takes a full name with the same first and last word as the same person", () => {
    const score = scoreAnalysis(
      labelled([KOWALSKI, PIKE]),
      analysis(item("character_name", "Det. Sarah J. Kowalski")),
    );
    expect(score.misses).toEqual([PIKE]);
    expect(score.categories.character_name).toMatchObject({ found: 1, correct: 1, recall: 0.5 });
  });

  it("does not take a shared first name or a different last digit as a match", () => {
    const score = scoreAnalysis(
      labelled([PIKE, { category: "phone", name: "555-0142" }]),
      analysis(item("character_name", "Sarah Kowalski"), item("phone", "555-0143")),
    );
    expect(score.total).toMatchObject({ found: 0, predicted: 2, correct: 0, precision: 0 });
    expect(score.falsePositives.map((fp) => fp.canonical)).toEqual(["Sarah Kowalski", "555-0143"]);
  });

  it("counts items for optional labels neither for recall nor against precision", () => {
    const score = scoreAnalysis(
      labelled([{ category: "character_name", name: "Hope", optional: true }, PIKE]),
      analysis(item("character_name", "HOPE"), item("character_name", "Pike")),
    );
    expect(score.categories.character_name).toMatchObject({
      expected: 1,
      found: 1,
      predicted: 1,
      correct: 1,
    });
    expect(score.falsePositives).toEqual([]);
  });

  it("reports an item whose label is of another category, counted wrong and the label missed", () => {
    const target: Label = { category: "brand", name: "Target" };
    const store = item("business", "Target");
    const score = scoreAnalysis(labelled([target]), analysis(store));
    expect(score.wrongCategory).toEqual([{ item: store, label: target }]);
    expect(score.misses).toEqual([target]);
    expect(score.falsePositives).toEqual([]);
    expect(score.categories.business).toMatchObject({ predicted: 1, correct: 0, precision: 0 });
    expect(score.categories.brand).toMatchObject({ expected: 1, found: 0, recall: 0 });
  });

  it("credits a merged item to one person and reports the merge", () => {
    const both = item("character_name", "Sarah Kowalski", ["SARAH", "Pike"]);
    const score = scoreAnalysis(labelled([KOWALSKI, PIKE]), analysis(both));
    expect(score.merges).toEqual([{ item: both, labels: [KOWALSKI, PIKE] }]);
    expect(score.misses).toEqual([PIKE]);
    expect(score.categories.character_name).toMatchObject({ found: 1, correct: 1 });
  });

  it("reports one label found by several items as a split, every piece correct", () => {
    const pieces = [item("character_name", "Sarah Kowalski"), item("character_name", "SARAH")];
    const score = scoreAnalysis(labelled([KOWALSKI]), analysis(...pieces));
    expect(score.splits).toEqual([{ label: KOWALSKI, items: pieces }]);
    expect(score.categories.character_name).toMatchObject({
      expected: 1,
      found: 1,
      predicted: 2,
      correct: 2,
    });
  });

  it("lists traps flagged as items apart from other false positives, against precision", () => {
    const cut = item("character_name", "CUT TO");
    const score = scoreAnalysis(
      labelled([], ["CUT TO:", "CONTINUOUS"]),
      analysis(cut, item("location", "Nowhere", [], 10), item("location", "Elsewhere", [], 90)),
    );
    expect(score.trapHits).toEqual([{ trap: "CUT TO:", item: cut }]);
    expect(score.falsePositives.map((fp) => fp.canonical)).toEqual(["Elsewhere", "Nowhere"]);
    expect(score.total).toMatchObject({ predicted: 3, correct: 0, recall: null, precision: 0 });
  });
});

describe("combineScores", () => {
  it("adds the counts of several fixtures and rates the sums", () => {
    const one = scoreAnalysis(labelled([PIKE]), analysis(item("character_name", "Pike")));
    const two = scoreAnalysis(
      labelled([KOWALSKI, { category: "web", name: "vancelaw.com" }]),
      analysis(item("web", "www.vancelaw.com"), item("web", "example.com")),
    );
    const sum = combineScores([one, two]);
    expect(sum.categories.character_name).toMatchObject({ expected: 2, found: 1, recall: 0.5 });
    expect(sum.categories.web).toMatchObject({ predicted: 2, correct: 1, precision: 0.5 });
    expect(sum.categories.music).toMatchObject({ expected: 0, recall: null, precision: null });
    expect(sum.total).toMatchObject({ expected: 3, found: 2, predicted: 3, correct: 2 });
  });
});

describe("quoted passages", () => {
  it("are found inside a longer passage that holds them, but not by a few shared words", () => {
    const verse: Label = { category: "quoted_text", name: "the rain on the tin roof" };
    const whole = item("quoted_text", "Oh the rain on the tin roof, it drums all night");
    expect(scoreAnalysis(labelled([verse]), analysis(whole)).misses).toEqual([]);
    const short: Label = { category: "quoted_text", name: "tin roof" };
    expect(scoreAnalysis(labelled([short]), analysis(whole)).misses).toEqual([short]);
  });
});

describe("title-page items", () => {
  it("counts them in their categories and again in a row of their own", () => {
    const phone: Label = { category: "phone", name: "(310) 555-0199", titlePage: true };
    const onTitlePage = (canonical: string): ClearanceItem => ({
      ...item("web", canonical),
      occurrences: [
        {
          page: 1,
          sceneIndex: 0,
          elementIndex: -1,
          elementType: "general",
          text: canonical,
          start: 0,
          end: canonical.length,
          snippet: canonical,
          titlePage: true,
        },
      ],
    });
    const score = scoreAnalysis(
      labelled([phone, PIKE]),
      analysis(item("character_name", "Pike"), onTitlePage("agent@example.org")),
    );
    expect(score.titlePage).toMatchObject({ expected: 1, found: 0, predicted: 1, correct: 0 });
    expect(score.categories.phone).toMatchObject({ expected: 1, found: 0 });
    expect(score.total).toMatchObject({ expected: 2, found: 1, predicted: 2, correct: 1 });
    expect(combineScores([score, score]).titlePage).toMatchObject({ expected: 2, predicted: 2 });
  });
});
