import type { ElementType } from "@/lib/screenplay/model";

import {
  findAttributions,
  findLikenesses,
  findParticleNames,
  findQuotedFigures,
} from "./attributions";
import { foundIn } from "./test-support";

const signed = (text: string, type: ElementType = "action") =>
  foundIn(findAttributions, text, type);

describe("findAttributions", () => {
  it("reads the name that signs a quotation as a real person", () => {
    expect(signed("—Orla Quennell, 1974”")).toEqual(["real_person: Orla Quennell"]);
    expect(signed("-- Tobias Venn")).toEqual(["real_person: Tobias Venn"]);
  });

  it("leaves speeches cut short and prose alone", () => {
    expect(signed("-- Tobias Venn", "dialogue")).toEqual([]);
    expect(signed("Margo walks to the door, slowly.")).toEqual([]);
    expect(signed("— Silence.")).toEqual([]);
  });
});

describe("findLikenesses", () => {
  it("reads a full name whose likeness a part calls for as a real person", () => {
    expect(foundIn(findLikenesses, "A clerk, almost an Orla Quennell type, types.")).toEqual([
      "real_person: Orla Quennell",
    ]);
    expect(foundIn(findLikenesses, "a faded Tobias Venn look-alike")).toEqual([
      "real_person: Tobias Venn",
    ]);
  });

  it("needs a full name before the word", () => {
    expect(foundIn(findLikenesses, "She is the motherly type.")).toEqual([]);
    expect(foundIn(findLikenesses, "a Venn type")).toEqual([]);
  });
});

describe("findParticleNames", () => {
  it("reads a public figure's surname with its particle as that figure", () => {
    expect(foundIn(findParticleNames, "Prints line the wall: van Gogh, de Gaulle.")).toEqual([
      "real_person: van Gogh",
      "real_person: de Gaulle",
    ]);
  });

  it("needs the particle in the figure's own name and a surname one figure bears", () => {
    expect(foundIn(findParticleNames, "We ate at Le Quillon and met La Dorvane.")).toEqual([]);
  });
});

describe("findQuotedFigures", () => {
  it("reads a public figure's surname someone is quoted by, shared or not", () => {
    expect(foundIn(findQuotedFigures, "As Lincoln said, a house divided.", "dialogue")).toEqual([
      "real_person: Lincoln",
    ]);
    expect(foundIn(findQuotedFigures, "as Tolstoy once wrote", "dialogue")).toEqual([
      "real_person: Tolstoy",
    ]);
  });

  it("leaves a character quoted, and a name no public figure bears", () => {
    expect(foundIn(findQuotedFigures, "As Lincoln said, no.", "dialogue", ["lincoln"])).toEqual([]);
    expect(foundIn(findQuotedFigures, "As Quorvane said, no.", "dialogue")).toEqual([]);
  });
});
