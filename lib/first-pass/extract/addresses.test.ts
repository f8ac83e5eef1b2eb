import type { ElementType } from "@/lib/screenplay/model";
import { action, noCharacters as context } from "@/test/clearance-script";

import { findAddresses } from "./addresses";

const found = (text: string, type: ElementType = "action") =>
  findAddresses(text, { ...action, type, text }, context);
const summary = (text: string, type?: ElementType) =>
  found(text, type).map((match) => [match.category, match.text, match.canonical]);

describe("findAddresses", () => {
  it("finds a house number and a street, and recommends a change", () => {
    const text = "Sarah lives at 1432 Maple Street.";
    const [match] = found(text);
    expect(match).toMatchObject({
      category: "address",
      text: "1432 Maple Street",
      key: "1432 maple street",
      canonical: "1432 Maple Street",
      suggestedCode: "RC",
    });
    expect(text.slice(match!.start, match!.end)).toBe("1432 Maple Street");
    expect(match!.signals).toEqual([
      {
        kind: "street-address",
        detail: "A house number and a street: real addresses are usually changed",
        weight: 0.6,
      },
    ]);
  });

  it("reads a highway word before a number as the numbered road, not the end of a street", () => {
    expect(summary("Orla Brenner Hwy 1 overlook, north of the beach")).toEqual([
      ["location", "Hwy 1", "Highway 1"],
    ]);
  });

  it("reads a post office box as an address, however it is written", () => {
    expect(summary("Write to PO Box 10031, or P.O. Box 12, or Post Office Box 7.")).toEqual([
      ["address", "PO Box 10031", "PO Box 10031"],
      ["address", "P.O. Box 12", "PO Box 12"],
      ["address", "Post Office Box 7", "PO Box 7"],
    ]);
    expect(summary("She opens the box 12 times.")).toEqual([]);
  });

  it("reads a numbered street written in words", () => {
    expect(summary("They ran down Forty-second Street.")).toEqual([
      ["location", "Forty-second Street", "Forty-second Street"],
    ]);
  });

  it("groups spellings of one address by expanding abbreviations and directions", () => {
    const keys = [
      "1432 N. Maple St.",
      "1432 NORTH MAPLE STREET",
      "1432 North Maple Street, Apt 4B",
      "1432 N Maple St #12",
    ].map((text) => found(text)[0]?.key);
    expect(new Set(keys)).toEqual(new Set(["1432 north maple street"]));
    expect(found("1432-A N. Elm St. #12")[0]).toMatchObject({
      text: "1432-A N. Elm St. #12",
      canonical: "1432-A North Elm Street",
    });
  });

  it.each([
    [
      "SARAH PULLS UP AT 1432 MAPLE STREET, APT 4B.",
      "1432 MAPLE STREET, APT 4B",
      "1432 Maple Street",
    ],
    [
      "42 West 57th Street, New York, NY 10019",
      "42 West 57th Street, New York, NY 10019",
      "42 West 57th Street",
    ],
    [
      "They meet at 500 S. Grand Ave., Suite 300.",
      "500 S. Grand Ave., Suite 300",
      "500 South Grand Avenue",
    ],
    [
      "He moved to 7 Acacia Gardens, Leeds LS6 2AB.",
      "7 Acacia Gardens, Leeds LS6 2AB",
      "7 Acacia Gardens",
    ],
    ["Try 12 Oak Dr. first.", "12 Oak Dr.", "12 Oak Drive"],
  ])("reads units, towns and postcodes: %j", (text, written, canonical) => {
    expect(summary(text)).toEqual([["address", written, canonical]]);
  });

  it("adds a signal when the town or postcode makes the place easy to find", () => {
    const [match] = found("1432 Maple Street, Springfield, IL 62701");
    expect(match!.signals.map((signal) => signal.kind)).toEqual([
      "street-address",
      "address-locality",
    ]);
    expect(match!.signals[1]!.detail).toBe(
      "With a town or postcode (Springfield, IL 62701): the exact place is easy to look up",
    );
  });

  it("notes famous addresses instead of recommending a change", () => {
    const [match] = found("I'm at 221B Baker Street.");
    expect(match).toMatchObject({ canonical: "221B Baker Street", suggestedCode: "INFO" });
    expect(match!.signals[0]!.kind).toBe("famous-address");
    expect(found("The sign reads 1600 Pennsylvania Avenue NW.")[0]).toMatchObject({
      text: "1600 Pennsylvania Avenue NW",
      key: "1600 pennsylvania avenue",
      suggestedCode: "INFO",
    });
  });

  it.each([
    ["EXT. MULHOLLAND DRIVE - NIGHT", "scene_heading", "MULHOLLAND DRIVE", "Mulholland Drive"],
    ["Sarah crosses Maple Street.", "action", "Maple Street", "Maple Street"],
    ["SARAH CROSSES MAPLE STREET.", "action", "MAPLE STREET", "Maple Street"],
    ["Meet me on Baker St. at noon.", "dialogue", "Baker St.", "Baker Street"],
    [
      "Take Santa Monica Boulevard west.",
      "dialogue",
      "Santa Monica Boulevard",
      "Santa Monica Boulevard",
    ],
    [
      "THE CAR TURNS ONTO SANTA MONICA BOULEVARD.",
      "action",
      "SANTA MONICA BOULEVARD",
      "Santa Monica Boulevard",
    ],
    ["At 9 p.m. on Fifth Avenue.", "action", "Fifth Avenue", "Fifth Avenue"],
    ["They walk down Penny Lane.", "action", "Penny Lane", "Penny Lane"],
    ["EXT. TIMES SQUARE - NIGHT", "scene_heading", "TIMES SQUARE", "Times Square"],
    ["A view of Austin's Congress Avenue.", "action", "Congress Avenue", "Congress Avenue"],
  ] as const)(
    "reads a street name without a number as a location: %j",
    (text, type, written, canonical) => {
      const [match] = found(text, type);
      expect(found(text, type)).toHaveLength(1);
      expect(match).toMatchObject({ category: "location", text: written, canonical });
      expect(match!.signals).toEqual([
        {
          kind: "street-name",
          detail:
            "A real-format street name: check whether it exists in the story's city and what is there",
          weight: 0.2,
        },
      ]);
    },
  );

  it("reads exits, freeways by number and streets by their ordinal alone", () => {
    expect(summary("She takes the 405 north to Exit 14.")).toEqual([
      ["location", "the 405", "the 405"],
      ["location", "Exit 14", "Exit 14"],
    ]);
    expect(summary("Meet me at Halsted an' Twenty-sixth. The noodle bar on Fifth.")).toEqual([
      ["location", "Twenty-sixth", "Twenty-sixth"],
      ["location", "Fifth", "Fifth"],
    ]);
    expect(
      summary("He lives on Third floor. She took the 12 pills. He is safe at First Base."),
    ).toEqual([]);
  });

  it("reads numbered highways as low-weight locations", () => {
    expect(summary("Get your kicks on Route 66.")).toEqual([["location", "Route 66", "Route 66"]]);
    expect(summary("HEADING NORTH ON I-95, THEN HWY 1")).toEqual([
      ["location", "I-95", "Interstate 95"],
      ["location", "HWY 1", "Highway 1"],
    ]);
    expect(found("Route 66")[0]!.signals[0]!.weight).toBe(0.1);
  });

  it.each([
    ["He drives 40 MILES DOWN THE ROAD.", "action"],
    ["Add 2 cups of sugar.", "action"],
    ["5 MINUTES LATER", "scene_heading"],
    ["Scene 12", "action"],
    ["EXT. DIRT ROAD - DAY", "scene_heading"],
    ["EXT. MAIN STREET - DAY", "scene_heading"],
    ["EXT. STREET - NIGHT", "scene_heading"],
    ["A TEST DRIVE. THEY DRIVE.", "action"],
    ["Lois Lane types her story.", "action"],
    ["A trip down Memory Lane.", "dialogue"],
    ["The Food Court is busy.", "action"],
    ["He's on death row.", "dialogue"],
    ["They fly to St. Louis.", "dialogue"],
    ["VISITS ST. LOUIS", "action"],
    ["Dr. Smith enters.", "action"],
    ["He copies it to a USB drive.", "action"],
    ["INT. COURTROOM - CROWN COURT - DAY", "scene_heading"],
    ["EXT. HOUSE - NIGHT CLOSE ON THE DOOR", "scene_heading"],
  ] as const)("ignores what is not a street: %j", (text, type) => {
    expect(found(text, type)).toEqual([]);
  });
});
