import { action, noCharacters as context } from "@/test/clearance-script";

import { findPlates } from "./plates";

const plates = (text: string) => findPlates(text, action, context);
const details = (text: string) =>
  plates(text).map((match) => [match.text, match.key, match.signals[0]!.detail]);

describe("findPlates", () => {
  it("finds a plate near the word and names the format it matches", () => {
    const text = "The Mustang's California plate reads 7ABC123 as it peels away.";
    const [match] = plates(text);
    expect(match).toMatchObject({
      category: "license_plate",
      text: "7ABC123",
      key: "7ABC123",
      canonical: "7ABC123",
      suggestedCode: "RC",
    });
    expect(text.slice(match!.start, match!.end)).toBe("7ABC123");
    expect(match!.signals).toEqual([
      { kind: "plate-format", detail: "Looks like a California plate (1ABC234)", weight: 0.6 },
    ]);
  });

  it.each([
    [
      "CLOSE ON: THE LICENSE PLATE - 7ABC 123.",
      "7ABC 123",
      "7ABC123",
      "a California plate (1ABC234)",
    ],
    [
      "A Texas plate, ABC-1234, glints in the sun.",
      "ABC-1234",
      "ABC1234",
      "a New York, Texas, Pennsylvania or other state's plate (ABC-1234)",
    ],
    ["His reg is AB12 CDE, guv.", "AB12 CDE", "AB12CDE", "a UK plate (AB12 CDE)"],
    [
      "KDR-4471 - THE SAME TAGS AS BEFORE.",
      "KDR-4471",
      "KDR4471",
      "a New York, Texas, Pennsylvania or other state's plate (ABC-1234)",
    ],
    ["Florida plates: QRS T45.", "QRS T45", "QRST45", "a Florida plate (ABC-D12)"],
    ["Ontario plate ABCD 123 on a sedan", "ABCD 123", "ABCD123", "an Ontario plate (ABCD 123)"],
  ])("reads spaced and dashed plates: %j", (text, written, key, format) => {
    expect(details(text)).toEqual([[written, key, `Looks like ${format}`]]);
  });

  it("still reports a plate in no known format, with a lower weight", () => {
    expect(plates("PLATE: 2FAST4U")[0]!.signals).toEqual([
      {
        kind: "plate-like",
        detail: "Letters and digits near a plate keyword: it may belong to a real vehicle",
        weight: 0.4,
      },
    ]);
  });

  it("takes all-letter vanity plates only where the text says they are one", () => {
    expect(details("THE VANITY PLATE READS BADBOY.")).toEqual([
      [
        "BADBOY",
        "BADBOY",
        "A vanity plate: personalised plates are unique, so this one may identify a real owner",
      ],
    ]);
    expect(plates('Her vanity plate says "LUV BUG".').map((match) => match.key)).toEqual([
      "LUVBUG",
    ]);
    expect(plates("He polishes the vanity plate on his Porsche.")).toEqual([]);
    expect(plates("HIS PLATE IS BADBOY")).toEqual([]);
  });

  it("stops at the words around the plate", () => {
    expect(plates("PLATE 7ABC123 2019 HONDA").map((match) => match.text)).toEqual(["7ABC123"]);
    expect(plates("THE TAG SAYS 7ABC123").map((match) => match.text)).toEqual(["7ABC123"]);
  });

  it.each([
    "He paid $45 for the price tag.",
    "Dog tags read SMITH 12345.",
    "LICENSE TO KILL",
    "A V8 under the hood, a 4X4 plate on the back.",
    "Plates from the 1990S line the wall.",
    "The Mustang peels out: 7ABC123.",
    "Licence plate 4471, an old one.",
    "REGISTRATION EXPIRES MAY 12.",
    "He eats 2 plates of pasta at 9PM.",
    "The tag on the jacket says size 12.",
  ])("ignores what is not a plate: %j", (text) => {
    expect(plates(text)).toEqual([]);
  });
});
