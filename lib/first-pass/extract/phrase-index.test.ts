import { isWordChar, PhraseIndex, readWords, WordStore } from "./phrase-index";

const index = new PhraseIndex<string>([
  ["ford", "brand"],
  ["new york", "city"],
  ["new york knicks", "team"],
  ["at&t", "phone company"],
  ["st. louis cardinals", "team"],
  ["yahoo!", "portal"],
  ["#1 fan", "film"],
  ["café müller", "ballet"],
  ["𝔄𝔟𝔠 corp", "astral"],
]);

const found = (text: string) =>
  index
    .search(text, (written) => written.toLowerCase())
    .map(({ start, end, data }) => `${text.slice(start, end)}=${data}@${start}`);

describe("PhraseIndex", () => {
  it("finds the same in words read beforehand, many lines into one store", () => {
    const lines = Array.from(
      { length: 300 },
      (_, n) => `line ${n}: a ford in new york knicks colors`,
    );
    const store = new WordStore();
    const spans = lines.map((line) => readWords(line, store));
    expect(store.size).toBe(300 * 9);
    lines.forEach((line, n) => {
      const fold = (written: string) => written.toLowerCase();
      expect(index.search(line, fold, spans[n])).toEqual(index.search(line, fold));
    });
    expect(readWords("at café müller", store)).toBeUndefined();
    expect(store.size).toBe(300 * 9);
  });

  it("reads words of any script, letters outside the basic plane included", () => {
    expect(found("at café müller, then 𝔄𝔟𝔠 corp")).toEqual([
      "café müller=ballet@3",
      "𝔄𝔟𝔠 corp=astral@21",
    ]);
    expect(found("x𝔄𝔟𝔠 corp")).toEqual([]);
  });

  it("finds one-word and longer phrases where words start, overlapping ones included", () => {
    expect(found("a ford in new york knicks colors")).toEqual([
      "ford=brand@2",
      "new york=city@10",
      "new york knicks=team@10",
    ]);
  });

  it("reads signs inside phrases as written", () => {
    expect(found("call at&t from st. louis cardinals games")).toEqual([
      "at&t=phone company@5",
      "st. louis cardinals=team@15",
    ]);
    expect(found("st louis cardinals")).toEqual([]);
    expect(found("ask yahoo! now")).toEqual(["yahoo!=portal@4"]);
  });

  it("finds a phrase before a plural s, for the caller to accept or not", () => {
    expect(found("two fords")).toEqual(["ford=brand@4"]);
    expect(found("new yorks")).toEqual(["new york=city@0"]);
  });

  it("does not find a phrase inside a word or cut short", () => {
    expect(found("stanford and fordham")).toEqual([]);
    expect(found("new yorker")).toEqual([]);
    expect(found("new york knicksville")).toEqual(["new york=city@0"]);
    expect(found("new")).toEqual([]);
  });

  it("finds phrases that start with a sign, the sign before the word included", () => {
    expect(found("her #1 fan")).toEqual(["#1 fan=film@4"]);
    expect(found("#1 fan mail")).toEqual(["#1 fan=film@0"]);
    expect(found("1 fan")).toEqual([]);
  });

  it("reads text in any case as folded, offsets kept", () => {
    expect(found("A FORD in New York")).toEqual(["FORD=brand@2", "New York=city@10"]);
    expect(found("CAFÉ MÜLLER")).toEqual(["CAFÉ MÜLLER=ballet@0"]);
  });

  it("has nothing to find in empty text", () => {
    expect(found("")).toEqual([]);
  });
});

describe("isWordChar", () => {
  it("counts letters and digits of any script", () => {
    expect(["a", "Z", "7", "é", "ß", "ж"].every(isWordChar)).toBe(true);
    expect([" ", "'", "’", "-", "&", undefined].some(isWordChar)).toBe(false);
  });
});
