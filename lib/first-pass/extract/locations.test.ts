import type { ElementType, ScriptElement } from "@/lib/screenplay/model";

import { findPlaces, headingParts } from "./locations";

const element = (type: ElementType, text: string): ScriptElement => ({
  type,
  text,
  page: 1,
  sceneIndex: 1,
  index: 0,
  styleRuns: [],
});
const places = (type: ElementType, text: string) =>
  findPlaces(text, element(type, text), { characterWords: new Set(["templeton"]) }).map(
    (match) => match.canonical,
  );

describe("headingParts", () => {
  it("drops the prefix and the time of day and keeps each part's offset", () => {
    const heading = "INT./EXT. GRIFFITH OBSERVATORY - PARKING LOT - NIGHT";
    expect(headingParts(heading)).toEqual([
      { text: "GRIFFITH OBSERVATORY", start: 10 },
      { text: "PARKING LOT", start: 33 },
    ]);
    expect(
      headingParts("EXT. LOS ANGELES, CALIFORNIA - DAY (1994)").map((part) => part.text),
    ).toEqual(["LOS ANGELES", "CALIFORNIA"]);
  });
});

describe("findPlaces", () => {
  it("names the city someone owns in a heading, and a house known by its number", () => {
    expect(places("scene_heading", "INT. ORLA QUENNELL'S MANHATTAN - DAY")).toEqual(["Manhattan"]);
    expect(places("scene_heading", "INT. ORLA'S CAR - DAY")).toEqual([]);
    expect(places("scene_heading", "INT. STAIRWELL. NUMBER 12. LATER")).toEqual(["Number 12"]);
    expect(places("action", "She sleeps in Number 12 most nights.")).toEqual(["Number 12"]);
    expect(places("action", "Number 4 on the list is wrong.")).toEqual([]);
  });

  it("names real places in headings, and named places that are not rooms", () => {
    expect(places("scene_heading", "EXT. LOS ANGELES - DAY")).toEqual(["Los Angeles"]);
    expect(places("scene_heading", "INT. GRIFFITH OBSERVATORY - NIGHT")).toEqual([
      "Griffith Observatory",
    ]);
    expect(places("scene_heading", "INT. KITCHEN - CONTINUOUS")).toEqual([]);
    expect(places("scene_heading", "INT. SARAH'S APARTMENT - BEDROOM - NIGHT")).toEqual([]);
    expect(places("scene_heading", "EXT. TEMPLETON HOUSE - DAY [FLASHBACK]")).toEqual([]);
    // Room numbers, screens and a clause cut short name no place.
    expect(places("scene_heading", "INT. RM 412, SAME")).toEqual([]);
    expect(places("scene_heading", "ON THE TV")).toEqual([]);
    expect(places("scene_heading", "OUTSIDE,")).toEqual([]);
    expect(places("scene_heading", "EXT. ROAD - DAY TO NIGHT")).toEqual([]);
  });

  it("finds cities and countries in prose, the longest name first", () => {
    expect(places("dialogue", "We drove from Chicago to New York in one night.")).toEqual([
      "Chicago",
      "New York",
    ]);
    expect(places("action", "A postcard from France.")).toEqual(["France"]);
  });

  it("reads a capitol for a building, though its name is only descriptive words", () => {
    expect(places("dialogue", "They've got the State Capitol there.")).toEqual(["State Capitol"]);
    expect(places("dialogue", "They've got the State Park there.")).toEqual([]);
  });

  it("does not read ordinary capitalised words as towns", () => {
    expect(places("dialogue", "Hope is all we have. Nice work.")).toEqual([]);
    expect(places("action", "SHE RUNS TO THE DOOR.")).toEqual([]);
  });

  it("reads named landmarks in prose, but not shouted or generic ones", () => {
    expect(places("action", "Fenway Park's lights glow in the distance.")).toEqual(["Fenway Park"]);
    expect(places("dialogue", "Meet me on Primrose Hill at noon.")).toEqual(["Primrose Hill"]);
    expect(places("action", "DOOR LEADING FROM BUILDING")).toEqual([]);
    expect(places("dialogue", "Take the National Park road.")).toEqual([]);
  });

  it("cuts camera directions and transitions out of old-style headings", () => {
    expect(
      headingParts("FADE IN: INT. PRESS ROOM MED. CLOSE SHOT").map((part) => part.text),
    ).toEqual(["PRESS ROOM"]);
    expect(
      headingParts("INT. BEDROOM. NUMBER 10 APARTMENT. NIGHT").map((part) => part.text),
    ).toEqual(["BEDROOM", "NUMBER 10 APARTMENT"]);
    expect(places("scene_heading", "INT. LOWER-GROUND CORRIDOR. MOMENTS LATER")).toEqual([]);
  });

  it("reads a people's word before a kind of place as the kind, not a name", () => {
    expect(places("scene_heading", "INT. HUNGARIAN BEER HALL - NIGHT")).toEqual([]);
    expect(places("scene_heading", "EXT. NEPALESE TEAHOUSE - DAY")).toEqual([]);
  });
});

describe("captions", () => {
  it("reads the places of a SUPER or title card, capitals and all", () => {
    const caption = "SUPER: WOLLONGONG, NEW SOUTH WALES.";
    const found = findPlaces(caption, element("action", caption), { characterWords: new Set() });
    expect(found.map((match) => [match.canonical, caption.slice(match.start, match.end)])).toEqual([
      ["Wollongong", "WOLLONGONG"],
      ["New South Wales", "NEW SOUTH WALES"],
    ]);
    expect(places("action", "TITLE CARD: PARIS, 1944")).toEqual(["Paris"]);
    expect(places("action", "SUPER: THREE WEEKS LATER.")).toEqual([]);
    expect(places("action", "SUPER: TEMPLETON.")).toEqual([]);
    // Outside a caption, capitals are emphasis.
    expect(places("action", "WOLLONGONG BURNS.")).toEqual([]);
  });
});

describe("places the sentence leads to", () => {
  it("takes smaller towns after in, to or outside, and invented ones after in or outside", () => {
    expect(places("dialogue", "When we get to Lincoln we rest.")).toContain("Lincoln");
    expect(places("dialogue", "Lincoln said nothing.")).toEqual([]);
    expect(places("dialogue", "He grew up just outside Brackwater.")).toEqual(["Brackwater"]);
    expect(places("dialogue", "A letter from Brackwater.")).toEqual([]);
    expect(places("dialogue", "She lives in American style.")).toEqual([]);
  });

  it("takes a town named like a first name only where the words lead to a place alone", () => {
    expect(places("dialogue", "The swamp just outside of Darnell. Kids went.")).toEqual([
      "Darnell",
    ]);
    expect(places("dialogue", "I believe in Darnell.")).toEqual([]);
  });

  it("takes the town after a named place and a comma, not after a greeting", () => {
    expect(places("dialogue", "Ring the Dean at Merton, Oxford for me.")).toContain("Oxford");
    expect(places("dialogue", "Thanks, Oxford was lovely.")).toEqual([]);
  });

  it("names counties and parishes in any case", () => {
    expect(places("dialogue", "Out in Tolliver county, mind.")).toContain("Tolliver County");
  });
});

describe("a town before ordinary words in a heading", () => {
  it("is the town, of any size, where the words say where in it", () => {
    expect(places("scene_heading", "EXT. TARIFA OUTSKIRTS - NIGHT")).toEqual(["Tarifa"]);
    expect(places("scene_heading", "INT. OJAI HOME - DAY")).toEqual(["Ojai"]);
  });

  it("is no town when the name is someone's or a character's", () => {
    expect(places("scene_heading", "INT. TEMPLETON HOUSE - DAY")).toEqual([]);
    expect(places("scene_heading", "INT. JACKSON HOME - DAY")).not.toContain("Jackson");
  });

  it("is the town though the name is someone's, when the words are open land nobody owns", () => {
    expect(places("scene_heading", "EXT. JACKSON HILLSIDE - DAWN")).toEqual(["Jackson"]);
    expect(places("scene_heading", "EXT. JACKSON OUTSKIRTS - NIGHT")).toEqual(["Jackson"]);
  });
});
