import { isIntroducedByRole, isNickname } from "./person-context";
import { categoriesOf } from "./test-support";

describe("a person told by the words next to a name on no list", () => {
  it("reads a name set beside a word for a person as someone's", () => {
    expect(isIntroducedByRole(" the mailman with the hat")).toBe(true);
    expect(isIntroducedByRole(" the new girl from upstairs")).toBe(true);
    expect(isIntroducedByRole(" the FedEx guy")).toBe(true);
    expect(isIntroducedByRole(" the day after")).toBe(false);
    expect(isIntroducedByRole(" and the mailman")).toBe(false);
  });

  it("reads a thing and a word for someone as a nickname, but not ordinary words", () => {
    const ordinary = (word: string) => ["pizza", "coffee"].includes(word.toLowerCase());
    expect(isNickname(["Volvo", "Guy"], ordinary)).toBe(true);
    expect(isNickname(["Pizza", "Guy"], ordinary)).toBe(false);
    expect(isNickname(["Volvo"], ordinary)).toBe(false);
  });

  it("files such names as people in a script", () => {
    const found = categoriesOf(`
INT. PORCH - DAY

DELIA (50s) sorts the mail.

DELIA
He never liked Quenby the mailman, or Tom the new guy. Or Zembrasco Guy, or the Pizza Guy. Even Volvo Guy.
`);
    expect(found.get("Quenby")).toBe("character_name");
    expect(found.get("Tom")).toBe("character_name");
    expect(found.get("Zembrasco Guy")).toBe("character_name");
    expect(found.get("Pizza Guy")).toBeUndefined();
    // A make before such a word is the make, not a model named Guy.
    expect(found.get("Volvo")).toBe("brand");
  });
});
