import { action, noCharacters as context } from "@/test/clearance-script";

import { findFlights } from "./flights";

const flights = (text: string) => findFlights(text, action, context);
const summary = (text: string) =>
  flights(text).map((match) => [match.text, match.key, match.canonical, match.suggestedCode]);

describe("findFlights", () => {
  it("reads a real airline's flight number and recommends a fictional one", () => {
    const text = "We're on AA 1492 to Boston.";
    const [match] = flights(text);
    expect(match).toMatchObject({
      category: "transport",
      text: "AA 1492",
      key: "AA1492",
      canonical: "American Airlines Flight 1492",
      suggestedCode: "RC",
    });
    expect(text.slice(match!.start, match!.end)).toBe("AA 1492");
    expect(match!.signals).toEqual([
      {
        kind: "real-airline-flight",
        detail: "AA is the code of American Airlines: check whether it flies or flew Flight 1492",
        weight: 0.5,
      },
    ]);
  });

  it("groups the ways a script names one flight", () => {
    expect(
      ["Delta 191", "DELTA AIR LINES FLIGHT 191", "Flight DL 191", "DL191"].map(
        (text) => flights(text)[0]?.key,
      ),
    ).toEqual(["DL191", "DL191", "DL191", "DL191"]);
  });

  it("notes famous real flights for information", () => {
    const [match] = flights("UNITED 93 NEVER REACHES WASHINGTON.");
    expect(match).toMatchObject({ key: "UA93", suggestedCode: "INFO" });
    expect(match!.signals[0]!.detail).toBe(
      "A real flight: United Airlines Flight 93 was hijacked on 11 September 2001",
    );
    expect(summary("Pan Am 103 and MH370")).toEqual([
      ["Pan Am 103", "PA103", "Pan Am Flight 103", "INFO"],
      ["MH370", "MH370", "Malaysia Airlines Flight 370", "INFO"],
    ]);
  });

  it("knows stock fictional airlines", () => {
    const [match] = flights("Oceanic Flight 815 has crashed.");
    expect(match).toMatchObject({ key: "oceanic airlines 815", suggestedCode: "FX" });
    expect(match!.signals[0]!.weight).toBeLessThan(0);
  });

  it("reads a flight without an airline, and an airline we do not know", () => {
    expect(summary("SHE BOARDS FLIGHT 815 TO SYDNEY.")).toEqual([
      ["FLIGHT 815", "flight 815", "Flight 815", undefined],
    ]);
    const [unknown] = flights("Passengers for Sky King Airlines Flight 12, board now.");
    expect(unknown).toMatchObject({
      text: "Sky King Airlines Flight 12",
      canonical: "Sky King Airlines Flight 12",
    });
    expect(unknown!.signals[0]!.kind).toBe("airline-name");
  });

  it("reads ambiguous airline codes only when joined or after 'Flight'", () => {
    expect(summary("FLIGHT AS 261")).toEqual([
      ["FLIGHT AS 261", "AS261", "Alaska Airlines Flight 261", "INFO"],
    ]);
    expect(flights("US1549")[0]!.key).toBe("US1549");
    expect(flights("AS 12 PEOPLE WATCH, US 2 INCLUDED.")).toEqual([]);
  });

  it("reads ship names with their prefix", () => {
    const [match] = flights("the USS Enterprise (NCC-1701) drops out of warp");
    expect(match).toMatchObject({
      text: "USS Enterprise",
      key: "uss enterprise",
      canonical: "USS Enterprise",
    });
    expect(match!.signals).toEqual([
      {
        kind: "ship-name",
        detail:
          "USS is the prefix of United States Navy ships: check whether a real vessel bears this name",
        weight: 0.3,
      },
    ]);
    expect(summary("THE USS ENTERPRISE DROPS OUT OF WARP.")[0]!.slice(0, 3)).toEqual([
      "USS ENTERPRISE",
      "uss enterprise",
      "USS Enterprise",
    ]);
    expect(flights("HMS Prince of Wales docks.")[0]!.canonical).toBe("HMS Prince of Wales");
    expect(flights("Aboard the SS Minnow.")[0]!.canonical).toBe("SS Minnow");
  });

  it.each([
    "A United 747 taxis to the gate.",
    "Manchester United 3, Chelsea 1.",
    "The flight 2 hours late, the flight 20 minutes longer.",
    "An American 12-year-old wins.",
    "AA 12-step meeting tonight.",
    "She opens MS Word in an RV park.",
    "flight 7",
    "The SS OFFICER salutes.",
  ])("ignores what is not a flight or a ship: %j", (text) => {
    expect(flights(text)).toEqual([]);
  });

  it("names a vessel given right after its kind, or set off by a comma or a colon", () => {
    expect(flights("A battered trawler, the MAGGIE MAY, bumps against the jetty.")).toEqual([
      expect.objectContaining({
        category: "transport",
        text: "MAGGIE MAY",
        canonical: "Maggie May",
      }),
    ]);
    expect(flights("She climbs aboard the Sea Breeze.")[0]).toMatchObject({
      canonical: "Sea Breeze",
    });
    expect(flights("The ferry to the Isle of Wight leaves.")).toEqual([]);
  });

  it("names a vessel set in capitals right after its kind, with a number after its name", () => {
    expect(flights("The yacht SEA BISCUIT II rocks at anchor.")).toEqual([
      expect.objectContaining({ text: "SEA BISCUIT II", canonical: "Sea Biscuit II" }),
    ]);
    expect(flights("They board the ferry OCTAVIA at dawn.")[0]).toMatchObject({
      canonical: "Octavia",
    });
    expect(flights("She climbs aboard the Morning Star III.")[0]).toMatchObject({
      canonical: "Morning Star III",
    });
    // Capitals after a vessel are as often its sound or its move.
    expect(flights("The boat CREAKS. The ship SINKS FAST.")).toEqual([]);
    expect(flights("He works on a ship for the Navy.")).toEqual([]);
  });
});
