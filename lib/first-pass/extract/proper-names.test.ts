import { analyzeScreenplay } from "@/lib/first-pass/analyze";
import type { ClearanceItem } from "@/lib/first-pass/model";
import { parseFountain } from "@/lib/screenplay/fountain";

/** Each name as written, with the category of the item that holds it. */
function categoriesOf(fountain: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const item of analyzeScreenplay(parseFountain(fountain)).items as ClearanceItem[])
    for (const occurrence of item.occurrences) found.set(occurrence.text, item.category);
  return found;
}

/** The issue's twelve-line script: none of these names has a trigger a finder waits for. */
const ISSUE_SCRIPT = `
INT. KITCHEN - DAY

MARA (40s) reads a letter from her brother in Frankfurt.
He moved to Trenton last year. Now he wants Grand Cayman.
She picks up a UPS package and a box of Panda Express.
A Porsche roars past. A Citroen follows.
Churchill said never give up. London is calling.
We should play Tetris. Or watch The Matrix.
I'll drive you to Pier 9 tomorrow. The Mayor will be there.
`;

/** Invented lines of the same kind, with other names. */
const SAME_KIND = `
INT. GARAGE - NIGHT

JONAH (30s) reads a postcard from his aunt in Stuttgart.
She retired to Halle last spring. Now she wants Grand Bahama.
He signs for a FedEx envelope and a bag of Taco Bell.
A Peugeot idles outside. A Skoda pulls in.
Gandhi said be the change. Paris is waiting.
We could play Minecraft. Or watch The Godfather.
Meet me at Pier 39 tomorrow. The Governor will be there.
`;

describe("capitalised names without a trigger", () => {
  it("finds every name of the issue's twelve-line script, each in its category", () => {
    const found = categoriesOf(ISSUE_SCRIPT);
    expect(Object.fromEntries(found)).toMatchObject({
      Frankfurt: "location",
      Trenton: "location",
      "Grand Cayman": "location",
      London: "location",
      "Pier 9": "location",
      // Companies on our lists are cleared as brands (lib/first-pass/gazetteer.ts).
      UPS: "brand",
      "Panda Express": "brand",
      Porsche: "brand",
      Citroen: "brand",
      Churchill: "real_person",
      "The Mayor": "real_person",
      Tetris: "work_title",
      "The Matrix": "work_title",
    });
  });

  it("finds names of the same kind in other invented lines", () => {
    expect(Object.fromEntries(categoriesOf(SAME_KIND))).toMatchObject({
      Stuttgart: "location",
      Halle: "location",
      "Grand Bahama": "location",
      Paris: "location",
      "Pier 39": "location",
      FedEx: "brand",
      "Taco Bell": "brand",
      Peugeot: "brand",
      Skoda: "brand",
      Gandhi: "real_person",
      "The Governor": "real_person",
      Minecraft: "work_title",
      "The Godfather": "work_title",
    });
  });

  it("reads a dock, a gate, a berth or a platform and its number as a place, at a sentence's start too", () => {
    const found = categoriesOf(`
INT. WAREHOUSE - NIGHT

Dock 12 is dark. Platform 4 is empty too.

OSSIE
Meet me by Gate 7, then we walk to Berth 3.
`);
    expect(found.get("Dock 12")).toBe("location");
    expect(found.get("Platform 4")).toBe("location");
    expect(found.get("Gate 7")).toBe("location");
    expect(found.get("Berth 3")).toBe("location");
  });

  it("reads a name after an indefinite article or a possessive as a thing, never a person", () => {
    const found = categoriesOf(
      "INT. STREET - DAY\n\nA Porsche roars past. Then a Mercedes. They take Mom's PORSCHE.\n",
    );
    expect(found.get("Porsche")).toBe("brand");
    expect(found.get("Mercedes")).not.toBe("character_name");
    expect(found.get("PORSCHE")).toBe("brand");
  });

  it("drops what a report does not check: pronouns, weekdays, months, holidays, deities, nationalities", () => {
    const found = categoriesOf(
      "INT. OFFICE - DAY\n\nOn Monday in March she thanked God, wished him a Merry Christmas in French, and I left.\n",
    );
    for (const word of ["Monday", "March", "God", "Christmas", "French", "I", "On"])
      expect(found.has(word)).toBe(false);
  });

  it("reads a month or weekday after a title as a surname, and alone as the date it is", () => {
    const found = categoriesOf(
      "INT. PARLOR - DAY\n\nOn Friday, Mrs. Friday knocks. In March, Uncle March waves.\n",
    );
    expect(Object.fromEntries(found)).toMatchObject({
      "Mrs. Friday": "character_name",
      "Uncle March": "character_name",
    });
    for (const date of ["Friday", "March"]) expect(found.has(date)).toBe(false);
  });

  it("takes a small town as a place when its state or country follows", () => {
    const found = categoriesOf(
      "INT. OFFICE - DAY\n\nThe parcel is stamped twice: Ojai, CA and Tarifa, Spain.\n",
    );
    expect(found.get("Ojai")).toBe("location");
    expect(found.get("Tarifa")).toBe("location");
  });

  it("reads a make and its model, in capitals or not, as one brand item and never a place", () => {
    const found = categoriesOf(
      "EXT. STREET - NIGHT\n\nA battered FORD CROWN VICTORIA idles. Later a Ford Crown Victoria passes, then a rusted PLYMOUTH VALIANT.\n",
    );
    expect(found.get("FORD CROWN VICTORIA")).toBe("brand");
    expect(found.get("Ford Crown Victoria")).toBe("brand");
    expect(found.get("PLYMOUTH VALIANT")).toBe("brand");
    for (const part of ["Crown Victoria", "Victoria", "PLYMOUTH", "VALIANT"])
      expect(found.has(part)).toBe(false);
  });

  it("takes a name's edges from the name, not from the words a sentence opens with", () => {
    const found = categoriesOf(
      "INT. OFFICE - DAY\n\nAs in Halvorsen Shipping. If Corwin Logistics calls, hang up.\n",
    );
    expect(found.has("Halvorsen Shipping")).toBe(true);
    expect(found.has("Corwin Logistics")).toBe(true);
    expect(found.has("As in Halvorsen Shipping")).toBe(false);
  });

  it("ends a name at a full stop, and reads no title into a lower-case phrase", () => {
    const found = categoriesOf(
      "INT. OFFICE - DAY\n\nThey drive out past Gull Point. Pier 6 is dark. Call me if I'm not there.\n",
    );
    expect(found.get("Pier 6")).toBe("location");
    expect([...found.keys()].filter((text) => text.includes(". "))).toEqual([]);
    expect(found.has("I'm not there")).toBe(false);
  });

  it("names the family or person a heading's place belongs to, unless a cue or a word explains it", () => {
    const found = categoriesOf(
      "INT. KESSLERS’ HOUSE - KITCHEN - DAY\n\nQuiet.\n\nEXT. THE WHITAKERS' FARM - NIGHT\n\nQuiet.\n\nINT. MOTHER'S ROOM - DAY\n\nQuiet.\n\nINT. NORA'S ROOM - DAY\n\nNORA\nHi.\n",
    );
    expect(found.get("KESSLERS")).toBe("character_name");
    expect(found.get("WHITAKERS")).toBe("character_name");
    expect(found.has("MOTHER")).toBe(false);
    expect(found.get("NORA")).toBe("character_name");
  });

  it("keeps initials and state codes out: two capitals are no place", () => {
    const found = categoriesOf("INT. OFFICE - DAY\n\nShe filed it IN a hurry, CO signed.\n");
    expect(found.has("IN")).toBe(false);
    expect(found.has("CO")).toBe(false);
  });

  it("keeps a name on no list as an item when the words around it say what it is", () => {
    const found = categoriesOf(`
INT. DINER - DAY

ROSA (30s) studies the menu.

ROSA
Thanks, Tavish. We shop at Pellingham now, and last night we went to Zembrolt.
`);
    expect(Object.fromEntries(found)).toMatchObject({
      Tavish: "character_name",
      Pellingham: "business",
      Zembrolt: "business",
    });
  });

  it("reads a name before a kind of work as a title, at a sentence's start too", () => {
    const found = categoriesOf(`
INT. DEN - NIGHT

ROSA
Harbor movie marathon tonight. Just movies. Then the Velloria book.
`);
    expect(found.get("Harbor")).toBe("work_title");
    expect(found.get("Velloria")).toBe("work_title");
    expect(found.has("Just")).toBe(false);
  });

  it("reads a nickname and a first name described as someone as people, ordinary word or not", () => {
    const found = categoriesOf(`
INT. DINER - NIGHT

ROSA
Not Kelvin, not Harley, not... Kazoodle Girl. And Bill the new waiter hates me.
The Fish Guy left. Lucky the Lamb is a show.
`);
    expect(found.get("Kazoodle Girl")).toBe("character_name");
    expect(found.get("Bill")).toBe("character_name");
    // An ordinary word before Guy is a role, and a word that is no first name no one described.
    expect(found.has("Fish Guy")).toBe(false);
    expect(found.get("Lucky")).toBeUndefined();
  });

  it("reads no form of address, ordinary word, stammer or contraction spoken to as a name", () => {
    const found = categoriesOf(`
INT. COURTROOM - DAY

ROSA
Judge, sit down. Later, we eat. W-wait, please. Don't, Tavish. Holy Moses! Okaaay, fine.
Tharo Tharo, aagu! Venkaiah, poddu poyindi.
`);
    for (const word of [
      "Judge",
      "Later",
      "W-wait",
      "Don't",
      "Moses",
      "Okaaay",
      "Tharo Tharo",
      "Venkaiah",
    ])
      expect(found.has(word)).toBe(false);
  });

  it("reads a word with a capital inside it as a brand, but not a surname's particle nor run-together abbreviations", () => {
    const found = categoriesOf(`
INT. LOBBY - DAY

He answers his FlintPhone and drops a TrellaCard. McGuffin and DeWitt nod.
“SIMON QUARRELL, SysAdm GCHQ.”
`);
    expect(found.get("FlintPhone")).toBe("brand");
    expect(found.get("TrellaCard")).toBe("brand");
    expect(found.get("McGuffin")).not.toBe("brand");
    expect(found.get("DeWitt")).not.toBe("brand");
    expect(found.has("SysAdm")).toBe(false);
  });

  it("reads Port, Fort, Mount, Lake or Cape and a name as a place, and not before a kind of place", () => {
    const found = categoriesOf(`
INT. CABIN - NIGHT

ROSA
We sailed from Port Quillane to Cape Dorrow. The Lake House is empty.
`);
    expect(found.get("Port Quillane")).toBe("location");
    expect(found.get("Cape Dorrow")).toBe("location");
    expect(found.get("Lake House")).not.toBe("location");
  });

  it('reads "the" and a plural that plays or wins as a team, and a family playing cards as no team', () => {
    const found = categoriesOf(`
INT. BAR - NIGHT

ROSA
The Dunmore Otters are playing tonight. The Quillers are playing cards.
`);
    expect(found.get("Dunmore Otters")).toBe("sports");
    expect(found.get("Quillers")).not.toBe("sports");
  });

  it("reads Daily or Weekly and a name as a periodical", () => {
    const found = categoriesOf(`
INT. NEWSROOM - DAY

ROSA
I was looking for the Weekly Lantern office. He writes for the Daily Quill.
`);
    expect(found.get("Weekly Lantern")).toBe("media");
    expect(found.get("Daily Quill")).toBe("media");
  });

  it("knows the composers orchestras play most, by their surname too", () => {
    const found = categoriesOf(`
INT. PARLOUR - NIGHT

A Bach sonata, then Tchaikovsky and Dvorak on the gramophone.
`);
    expect(found.get("Bach")).toBe("real_person");
    expect(found.get("Tchaikovsky")).toBe("real_person");
    expect(found.get("Dvorak")).toBe("real_person");
  });

  it("ends a name where its case changes, but not after a possessive", () => {
    const found = categoriesOf(`
INT. OFFICE - DAY

Prime Minister Quarrell GRABS the folder. They take Mom's PORSCHE.
`);
    expect([...found.keys()].filter((text) => text.includes("GRABS"))).toEqual([]);
    expect(found.get("PORSCHE")).toBe("brand");
  });
});
