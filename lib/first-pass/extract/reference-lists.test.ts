import { categoriesOf } from "./test-support";

describe("names known from general reference lists", () => {
  it("knows the best-selling authors of fiction, by a surname only one of them bears too", () => {
    const found = categoriesOf(`
INT. LIBRARY - DAY

Not to get all Dr. Seuss on you, but she reads Koontz and Tolstoy at once.
`);
    expect(found.get("Dr. Seuss")).toBe("real_person");
    expect(found.get("Koontz")).toBe("real_person");
    expect(found.get("Tolstoy")).toBe("real_person");
  });

  it("knows the characters of literature most portrayed on screen", () => {
    const found = categoriesOf(`
INT. LAB - NIGHT

It looks like the work of Dr. Frankenstein's clumsy cousin. Mr. Hyde would approve.
`);
    expect(found.get("Dr. Frankenstein")).toBe("other");
    expect(found.get("Mr. Hyde")).toBe("other");
  });

  it("knows the largest firearm makers and their best-known models, in capitals too", () => {
    const found = categoriesOf(`
EXT. RIDGE - DAY

He unpacks a HUGE STEYR-AUG SNIPER RIFLE. She carries a Walther PPK and a Mossberg.
`);
    expect(found.get("STEYR-AUG")).toBe("brand");
    expect(found.get("Walther PPK")).toBe("brand");
    expect(found.get("Mossberg")).toBe("brand");
  });

  it("reads a name before a material, a word and a kind of product as its brand", () => {
    const found = categoriesOf(`
INT. MOTEL ROOM - NIGHT

The case holds a Vantor leather shoulder holster and a Kessling steel tool box.
`);
    expect(found.get("Vantor")).toBe("brand");
  });

  it("reads an untyped title written with a capital inside its word as a brand", () => {
    const found = categoriesOf(`
INT. GYM - DAY

He swears by CrossFit now.
`);
    expect(found.get("CrossFit")).toBe("brand");
  });

  it("knows the marques of the largest vehicle makers, near a word of driving when they are words too", () => {
    const found = categoriesOf(`
EXT. PADDOCK - DAY

A dusty Holden ute idles by the shed. Behind it, a Peterbilt and a Dacia. The lotus flowers bloom.
`);
    expect(found.get("Holden")).toBe("brand");
    expect(found.get("Peterbilt")).toBe("brand");
    expect(found.get("Dacia")).toBe("brand");
    expect(found.has("lotus")).toBe(false);
  });

  it("takes no title of the wider lists that the closed list of what a report does not check holds", () => {
    const found = categoriesOf(`
INT. BALLROOM - NIGHT

Everyone dances at the Quillers' New Year party.
`);
    expect(found.has("New Year")).toBe(false);
  });
});
