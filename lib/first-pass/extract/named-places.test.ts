import { parseFountain } from "@/lib/screenplay/fountain";

import { findNamedPlaces } from "./named-places";

describe("findNamedPlaces", () => {
  it("finds a place the script names as one, and every capitalised mention of it", () => {
    const screenplay = parseFountain(`
EXT. THE TOWN OF SPECTRE - DAY

Edward walks into the town of Spectre. A spectre of doubt crosses his face.

EDWARD
Nobody leaves Spectre.
`);
    const found = findNamedPlaces(screenplay).map(({ text, canonical, category }) => [
      category,
      text,
      canonical,
    ]);
    expect(found).toEqual([
      ["location", "SPECTRE", "Spectre"],
      ["location", "Spectre", "Spectre"],
      ["location", "Spectre", "Spectre"],
    ]);
  });

  it("finds nothing where no place is named", () => {
    expect(findNamedPlaces(parseFountain("INT. KITCHEN - DAY\n\nA spectre of doubt.\n"))).toEqual(
      [],
    );
  });
});
