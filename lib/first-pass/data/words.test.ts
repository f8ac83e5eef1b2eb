import { isCommonWord, isCompoundOfWords, isEnglishWord } from "./words";

describe("isEnglishWord", () => {
  it.each(["door", "MAPLE", "Hope", "john"])("%s is in the word list", (word) => {
    expect(isEnglishWord(word)).toBe(true);
  });
  it.each(["Kowalski", "Sarah", "Starbucks"])("%s is not", (word) => {
    expect(isEnglishWord(word)).toBe(false);
  });
});

describe("isCommonWord", () => {
  it.each(["maple", "Hope", "target", "CHASE", "door", "rose", "baker"])(
    "%s is an ordinary word",
    (word) => {
      expect(isCommonWord(word)).toBe(true);
    },
  );
  it.each(["kowalski", "Sarah", "John", "JAMES", "Mary"])("%s is mainly a name", (word) => {
    expect(isCommonWord(word)).toBe(false);
  });
});

describe("isCompoundOfWords", () => {
  it("tells a word run together from two ordinary words from a word or a name", () => {
    expect(isCompoundOfWords("quillpost")).toBe(true);
    expect(isCompoundOfWords("sleepwardens")).toBe(true);
    // A word in the dictionary, parts too short, or a part that is no word.
    expect(isCompoundOfWords("doorbell")).toBe(false);
    expect(isCompoundOfWords("tarquin")).toBe(false);
    expect(isCompoundOfWords("oakhurst")).toBe(false);
  });
});
