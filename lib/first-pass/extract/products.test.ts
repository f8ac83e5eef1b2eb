import type { ElementType } from "@/lib/screenplay/model";

import { findProducts } from "./products";
import { foundIn } from "./test-support";

const products = (text: string, type: ElementType = "action", characters: string[] = []) =>
  foundIn(findProducts, text, type, characters);

describe("findProducts", () => {
  it("reads a capitalised name before a kind of product as its brand, model number kept", () => {
    expect(products("She slings a Holstrom leather satchel over one shoulder.")).toEqual([
      "brand: Holstrom",
    ]);
    expect(products("Two Varga 9X rifles lean on the wall.")).toEqual(["brand: Varga 9X"]);
  });

  it("reads a name in capitals before a kind of product in capitals, when a word of it is no word", () => {
    expect(products("He shoulders a GIGANTIC KORVAN-TX SNIPER RIFLE and waits.")).toEqual([
      "brand: KORVAN-TX",
    ]);
    expect(products("A BIG BLACK HUNTING RIFLE hangs over the door.")).toEqual([]);
    expect(products("She zips her HI-VIZ JACKET and goes.")).toEqual([]);
  });

  it("reads kinds of product carried or eaten: a holster, ration bars, pills; no contraction", () => {
    expect(products("He packs forty Drovix ration bars and a Telmar holster.")).toEqual([
      "brand: Drovix",
      "brand: Telmar",
    ]);
    expect(products("She'll make soap out of you!", "dialogue")).toEqual([]);
  });

  it("reads names marked ™ or ® and those after logo of, branded or marked", () => {
    expect(products("A tin of Glimmerade™ sits on the sill.")).toEqual(["brand: Glimmerade"]);
    expect(products("Crates marked TRONVEX stand by the door.")).toEqual(["brand: TRONVEX"]);
  });

  it("reads a name marked (TM), small words and all, and what a can or a bottle holds", () => {
    expect(products("He unveils the Pocket Full of Sunshine.(TM)")).toEqual([
      "brand: Pocket Full of Sunshine",
    ]);
    expect(products("She hands him a can of Zestia and a liter of Clearspring.")).toEqual([
      "brand: Zestia",
      "brand: Clearspring",
    ]);
    expect(products("A glass of Paris water.", "action")).toEqual([]);
  });

  it("reads what someone drinks or smokes by name, a dash after it cut off", () => {
    expect(products("Days spent drinking Vellaquin Brut, reading.", "dialogue")).toEqual([
      "brand: Vellaquin Brut",
    ]);
    expect(products("There's a bottle of Castel Morvane- no, thanks.", "dialogue")).toEqual([
      "brand: Castel Morvane",
    ]);
    expect(products("He smokes a Dunmarrow and drinks the tea.")).toEqual(["brand: Dunmarrow"]);
    expect(products("We sat drinking. Maggie laughed.", "action", ["maggie"])).toEqual([]);
  });

  it("leaves characters, places, titles of ordinary words and pronouns alone", () => {
    expect(products("Maggie's truck idles.", "action", ["maggie"])).toEqual([]);
    expect(products("A Memphis bus rolls past.")).toEqual([]);
    expect(products("The Home Secretary car waits.")).toEqual([]);
    expect(products("I'll get the car.", "dialogue")).toEqual([]);
  });
});
