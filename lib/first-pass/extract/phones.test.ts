import type { ScriptElement } from "@/lib/screenplay/model";
import { noCharacters as context } from "@/test/clearance-script";

import { findPhones } from "./phones";

const dialogue: ScriptElement = {
  type: "dialogue",
  text: "",
  page: 1,
  sceneIndex: 1,
  index: 0,
  styleRuns: [],
};
const phones = (text: string) => findPhones(text, dialogue, context);
const only = (text: string) => {
  const found = phones(text);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe("findPhones", () => {
  it.each([
    ["Call me back at (310) 555-0142, okay?", "(310) 555-0142", "+13105550142"],
    ["SARAH DIALS 310-555-0142 AND WAITS.", "310-555-0142", "+13105550142"],
    ["The card says 310.555.0142.", "310.555.0142", "+13105550142"],
    ["Text +1 310 555 0142 when you land.", "+1 310 555 0142", "+13105550142"],
    ["HE SCRAWLS 555-0142 ON HIS PALM.", "555-0142", "5550142"],
  ])("reads %j as a fictional 555 number", (text, written, key) => {
    const match = only(text);
    expect(match).toMatchObject({ category: "phone", text: written, key, suggestedCode: "F555" });
    expect(text.slice(match.start, match.end)).toBe(written);
    expect(match.signals).toEqual([
      {
        kind: "fictional-phone",
        detail: "In the fictional range 555-0100–0199 reserved for film and TV",
        weight: -0.8,
      },
    ]);
  });

  it("reads a named exchange with its number in words, not a sentence that dials one", () => {
    expect(only("Get me Kenwood four-two-one-six.").canonical).toBe("Kenwood four-two-one-six");
    expect(only("Briarcliff six-one-hundred.").text).toBe("Briarcliff six-one-hundred");
    expect(phones("Dial one-two-three-four.")).toEqual([]);
    expect(phones("Room two-one-five.")).toEqual([]);
  });

  it("names North American numbers one way, with or without a country code", () => {
    expect(phones("(310) 555-0142 or +1 310 555 0142").map((match) => match.canonical)).toEqual([
      "(310) 555-0142",
      "(310) 555-0142",
    ]);
    expect(only("Dial 555-0142.").canonical).toBe("555-0142");
  });

  it("treats the whole 555 exchange of toll-free codes as reserved", () => {
    expect(only("Operators are standing by: 1-800-555-0199!").suggestedCode).toBe("F555");
    const match = only("CALL (888) 555-4444 NOW");
    expect(match.suggestedCode).toBe("F555");
    expect(match.signals[0]!.detail).toBe(
      "In toll-free area code (888) the whole 555 exchange is reserved",
    );
  });

  it("flags 555 numbers outside the reserved block as possibly real", () => {
    const match = only("Call 555-4242 and ask for Vinnie.");
    expect(match.suggestedCode).toBe("RC");
    expect(match.signals).toEqual([
      {
        kind: "unreserved-555",
        detail: "555 but outside the reserved range 555-0100–0199 — may be a real number",
        weight: 0.2,
      },
    ]);
  });

  it.each([
    ["Jenny, I got your number: 867-5309.", "867-5309"],
    ["Who you gonna call? 555-2368!", "555-2368"],
    ["Try 555-1212.", "555-1212"],
  ])("marks famous numbers for information: %j", (text, canonical) => {
    const match = only(text);
    expect(match).toMatchObject({ canonical, suggestedCode: "INFO" });
    expect(match.signals[0]!.kind).toBe("famous-phone");
  });

  it("says where a real-format North American number rings", () => {
    const manhattan = only("THE SIGN: CALL (212) 736-5000");
    expect(manhattan).toMatchObject({ key: "+12127365000", suggestedCode: "RC" });
    expect(manhattan.signals.map((signal) => signal.detail)).toEqual([
      "A real-format North American number: (212) is a Manhattan area code",
      "Not in the reserved range 555-0100–0199",
    ]);
    expect(only("Call (204) 987-6543.").signals[0]!.detail).toBe(
      "A real-format North American number: area code (204), Canada",
    );
    expect(only("It's 736-5000.").signals[0]!.kind).toBe("real-format-phone");
  });

  it("marks numbers that cannot exist as fictional", () => {
    const match = only("Call (555) 123-4567.");
    expect(match).toMatchObject({ suggestedCode: "FX" });
    expect(match.signals[0]!.kind).toBe("impossible-phone");
  });

  it.each([
    ["Ring me on 020 7946 0123.", "+442079460123", "London (020 7946 0000–0999)"],
    ["HER MOBILE: 07700 900461", "+447700900461", "mobiles (07700 900000–900999)"],
    ["Text +44 7700 900461.", "+447700900461", "mobiles (07700 900000–900999)"],
    ["It's 01632 960123.", "+441632960123", "a fictional area (01632 960000–960999)"],
    ["Call 0161 496 0999.", "+441614960999", "Manchester (0161 496 0000–0999)"],
  ])("knows Ofcom's drama numbers: %j", (text, key, area) => {
    const match = only(text);
    expect(match).toMatchObject({ key, suggestedCode: "F555" });
    expect(match.signals[0]!.detail).toBe(
      `In Ofcom's drama range for ${area}, reserved for film and TV`,
    );
  });

  it.each([
    ["Call 0491 570 156, mate.", "+61491570156"],
    ["Call +61 491 570 156.", "+61491570156"],
    ["The office: (02) 5550 1234.", "+61255501234"],
    ["Freecall 1800 160 401.", "+611800160401"],
    ["Or 1300 975 711.", "+611300975711"],
  ])("knows ACMA's fictitious numbers: %j", (text, key) => {
    expect(only(text)).toMatchObject({ key, suggestedCode: "F555" });
  });

  it("flags valid numbers outside the drama ranges, with their country", () => {
    const london = only("Call +44 20 7123 4567.");
    expect(london).toMatchObject({ key: "+442071234567", canonical: "+44 20 7123 4567" });
    expect(london.signals.map((signal) => signal.detail)).toEqual([
      "A real-format number (United Kingdom)",
      "Not in Ofcom's drama ranges",
    ]);
    expect(only("Her mobile is 0412 345 678.").signals[1]!.detail).toBe(
      "Not in ACMA's list of fictitious numbers",
    );
    expect(only("Appelez le +33 1 23 45 67 89.").signals[0]!.detail).toBe(
      "A real-format number (France)",
    );
  });

  it.each([
    "On 2024-05-01 at 10:30 he wires $1,250,000.",
    "SCENE 12",
    "INT. MOTEL ROOM 212 - NIGHT",
    "See pages 212-2345 of the deposition.",
    "The lab is 234.5678 km away.",
    "From 1999-2004 he lived abroad.",
    "Final score: 102-98.",
    "She runs 5 MILES in 42:17.",
    "It costs $555-0142.",
    "Set the dial to 12-34-56.",
    "Call 123-4567.",
    "He's 5'11\" and 180 lbs.",
  ])("ignores numbers that are not phones: %j", (text) => {
    expect(phones(text)).toEqual([]);
  });

  it("reads a named exchange of the era before all-digit dialling", () => {
    expect(only("Call HArrison 4-1127 and ask for Dutch.")).toMatchObject({
      text: "HArrison 4-1127",
      canonical: "HArrison 4-1127",
      key: "4241127",
      suggestedCode: "RC",
    });
    expect(only("PENNSYLVANIA 6-5000!")).toMatchObject({
      key: "7365000",
      canonical: "PEnnsylvania 6-5000",
    });
    expect(only("SHE DIALS MURRAY HILL 8-2100.").canonical).toBe("MUrray Hill 8-2100");
    expect(phones("Room 4-1127 on the Harrison floor.")).toEqual([]);
  });

  it("finds each number in a line once", () => {
    expect(phones("555-0142, (310) 555-0143 or 020 7946 0124").map((match) => match.key)).toEqual([
      "5550142",
      "+13105550143",
      "+442079460124",
    ]);
  });
});
