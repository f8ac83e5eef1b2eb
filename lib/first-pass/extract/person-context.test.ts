import { isDescribedAfter, isNickname, personContext } from "./person-context";
import { categoriesOf } from "./test-support";

describe("a person told by the words next to a name on no list", () => {
  it("reads a name set beside a word for a person as someone's", () => {
    const kind = (after: string) => personContext("He met ", after)?.kind;
    expect(kind(" the mailman with the hat")).toBe("introduced-by-role");
    expect(kind(" the new girl from upstairs")).toBe("introduced-by-role");
    expect(kind(" the FedEx guy")).toBe("introduced-by-role");
    expect(kind(" the day after")).toBeUndefined();
    expect(kind(" and the mailman")).toBeUndefined();
  });

  it("reads a name paired with a first name as someone's, but not one paired with a word", () => {
    expect(personContext("Kitty and ", " are waiting")?.kind).toBe("paired-with-person");
    expect(personContext("", " or Margaret")?.kind).toBe("paired-with-person");
    expect(personContext("Bread and ", " are waiting")).toBeUndefined();
  });

  it("reads a thing and a word for someone as a nickname, but not ordinary words", () => {
    const ordinary = (word: string) => ["pizza", "coffee"].includes(word.toLowerCase());
    expect(isNickname(["Volvo", "Guy"], ordinary)).toBe(true);
    expect(isNickname(["Pizza", "Guy"], ordinary)).toBe(false);
    expect(isNickname(["Volvo"], ordinary)).toBe(false);
  });

  it("reads a name in capitals described as a kind of person as someone introduced", () => {
    expect(isDescribedAfter(", a tough looking goon, who waits")).toBe(true);
    expect(isDescribedAfter(", a retired fireman")).toBe(true);
    expect(isDescribedAfter(", a red box")).toBe(false);
    const found = categoriesOf(`
INT. VAN - NIGHT

A bag sits beside TORVO, a tough looking goon, who waits. A crate marked BLAST, a red box.

DELIA
Drive.
`);
    expect(found.get("TORVO")).toBe("character_name");
    expect(found.has("BLAST")).toBe(false);
  });

  it("files such names as people in a script", () => {
    const found = categoriesOf(`
INT. PORCH - DAY

DELIA (50s) sorts the mail.

DELIA
He never liked Quenby the mailman, or Tom the new guy. Nell and Tazzie are waiting. Sarah and Minny too. Nell and Plumbers wait. Or Zembrasco Guy, or the Pizza Guy. Even Volvo Guy.
`);
    expect(found.get("Quenby")).toBe("character_name");
    expect(found.get("Tom")).toBe("character_name");
    expect(found.get("Tazzie")).toBe("character_name");
    // A name that is also a word (a minny is a minnow), set beside a person.
    expect(found.get("Minny")).toBe("character_name");
    expect(found.get("Plumbers")).toBeUndefined();
    expect(found.get("Zembrasco Guy")).toBe("character_name");
    expect(found.get("Pizza Guy")).toBeUndefined();
    // A make before such a word is the make, not a model named Guy.
    expect(found.get("Volvo")).toBe("brand");
  });
});
