import type { Screenplay } from "@/lib/screenplay/model";

import { analyzeScreenplay } from "./analyze";
import { warmUpScreenplays } from "./warm-up";

/** What a reader found, whatever the order of the fields it wrote. */
const contentsOf = (screenplay: Screenplay) =>
  screenplay.elements.map(({ type, text, page, styleRuns, extension, dual }) => ({
    type,
    text,
    page,
    styleRuns,
    extension,
    dual,
  }));

describe("the first pass's warm-up", () => {
  it("gives the finders of every kind of item something to find", () => {
    const [fountain] = warmUpScreenplays();
    const found = new Set(analyzeScreenplay(fountain!).items.map((item) => item.category));
    expect([...found]).toEqual(
      expect.arrayContaining([
        "character_name",
        "real_person",
        "location",
        "address",
        "phone",
        "web",
        "license_plate",
        "transport",
        "brand",
        "business",
        "organisation",
        "media",
        "work_title",
        "music",
        "quoted_text",
        "school",
        "police",
        "hospital",
        "sports",
      ]),
    );
  });

  it("reads the same screenplay in the field order of each kind of reader", () => {
    const [fountain, exactPages] = warmUpScreenplays();
    expect(contentsOf(exactPages!)).toEqual(contentsOf(fountain!));
    expect(analyzeScreenplay(exactPages!).items).toEqual(analyzeScreenplay(fountain!).items);
    // The point of the second shape: V8 optimises for each order of fields apart.
    expect(Object.keys(exactPages!.elements[0]!)).not.toEqual(Object.keys(fountain!.elements[0]!));
  });
});
