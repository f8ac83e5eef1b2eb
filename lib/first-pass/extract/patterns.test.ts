import { action, noCharacters as context } from "@/test/clearance-script";

import type { TextMatch } from "../model";
import { findAddresses } from "./addresses";
import { findFlights } from "./flights";
import {
  alternation,
  caseForms,
  groupedAlternation,
  isShouting,
  matchesOf,
  scan,
  titleCase,
  withoutOverlaps,
  withoutPeriod,
} from "./patterns";
import { findPhones } from "./phones";
import { findPlates } from "./plates";
import { findWebAddresses } from "./web";

describe("pattern helpers", () => {
  it("finds every match of a global regex as matchAll does, empty ones included", () => {
    const cases: [RegExp, string][] = [
      [/\d+/g, "call 555 0142 or 911"],
      [/\b/g, "two words"],
      [/x*/gu, "a𝔄b"],
      [/(?<word>[A-Z]\w*)/g, "Joe's Diner on Main"],
      [/z/g, ""],
    ];
    for (const [re, text] of cases) {
      const found = matchesOf(re, text).map((match) => [match.index, match[0]]);
      expect(found).toEqual([...text.matchAll(re)].map((match) => [match.index, match[0]]));
      expect(re.lastIndex).toBe(0);
    }
    expect(matchesOf(/(?<word>[A-Z]\w*)/g, "at Joe's")[0]?.groups?.word).toBe("Joe");
  });

  it("drops one closing period and nothing else", () => {
    expect(["Corp.", "St..", "Acme", "."].map(withoutPeriod)).toEqual(["Corp", "St.", "Acme", ""]);
  });

  it("refuses a regex that is not global", () => {
    expect(() => matchesOf(/\d/, "1")).toThrow("global");
  });

  const span = (start: number, end: number): TextMatch => ({
    category: "phone",
    text: "",
    key: `${start}-${end}`,
    canonical: "",
    start,
    end,
    signals: [],
  });

  it("keeps the earliest of overlapping matches, and the longest of equal starts", () => {
    const kept = withoutOverlaps([span(5, 9), span(0, 3), span(2, 6), span(5, 12), span(12, 14)]);
    expect(kept.map((match) => match.key)).toEqual(["0-3", "5-12", "12-14"]);
  });

  it("scans with a global regex and drops what the reader rejects", () => {
    expect(
      scan(/\d+/g, "a1 b22 c333", (found) => (found[0].length > 1 ? found.index : undefined)),
    ).toEqual([4, 8]);
  });

  it("tells capitals from mixed case", () => {
    expect(isShouting("SARAH CROSSES MAPLE STREET.")).toBe(true);
    expect(isShouting("Sarah crosses MAPLE STREET.")).toBe(false);
    expect(isShouting("555-0142")).toBe(false);
  });

  it("title-cases a name in capitals, roman numerals and initials kept", () => {
    expect(titleCase("WORLD WAR II")).toBe("World War II");
    expect(titleCase("HENRY VIII OF ENGLAND")).toBe("Henry VIII of England");
    expect(titleCase("XI JINPING VISITS THE NYPD")).toBe("Xi Jinping Visits the NYPD");
    expect(titleCase("Vivid Mix")).toBe("Vivid Mix");
  });

  it("builds alternations of case forms, longest first and escaped", () => {
    const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
    expect(["st", "St", "ST"].every((form) => whole(caseForms(["st"])).test(form))).toBe(true);
    expect(whole(caseForms(["st"])).test("sT")).toBe(false);
    const first = (pattern: string, text: string) => new RegExp(pattern).exec(text)?.[0];
    expect(first(alternation(["Street", "Streets"]), "Streets")).toBe("Streets");
    expect(first(alternation(["a.b"]), "axb a.b")).toBe("a.b");
  });

  it("groups alternatives by their first character, in their order", () => {
    expect(alternation(["a.b", "Street", "Streets", "Sq"])).toBe("S(?:treets|treet|q)|a\\.b");
    expect(
      groupedAlternation([
        ["x", "y"],
        ["\\.", "z"],
        ["x", ""],
      ]),
    ).toBe("x(?:y|)|\\.z");
  });
});

describe("the pattern finders on hostile input", () => {
  const finders = { findPhones, findWebAddresses, findPlates, findAddresses, findFlights };
  const megabyteLines = {
    digits: "5".repeat(1_000_000),
    dots: "a.".repeat(500_000),
    ats: "@".repeat(1_000_000),
    plus: "+1 ".repeat(333_334),
    phones: "555-0142 ".repeat(111_112),
    capitals: "MAPLE ".repeat(166_667),
    plates: "PLATE 7ABC 123 ".repeat(66_667),
    addresses: "1432 Maple Street ".repeat(55_556),
    hosts: "x.com/".repeat(166_667),
    hashes: "#a".repeat(500_000),
    flights: "United Airlines Flight ".repeat(43_479),
  };

  it.each(Object.entries(finders))("%s returns on a megabyte on one line", (_name, find) => {
    for (const text of Object.values(megabyteLines)) {
      expect(Array.isArray(find(text, action, context))).toBe(true);
    }
  });

  it.each(Object.entries(finders))("%s returns on 10,000 short elements", (_name, find) => {
    const lines = [
      "INT. SARAH'S APARTMENT - NIGHT",
      "Sarah dials (310) 555-0142 and waits.",
      "I told you, it's at 1432 Maple Street!",
      "The Mustang's plate reads 7ABC123 as it peels down MULHOLLAND DRIVE.",
      "Check vancelaw.com or write to sarah@vancelaw.com.",
      "We're on United 93.",
      "(beat)",
    ];
    let count = 0;
    for (let index = 0; index < 10_000; index += 1) {
      const text = lines[index % lines.length]!;
      count += find(text, { ...action, index, text }, context).length;
    }
    expect(count).toBeGreaterThan(0);
  });
});
