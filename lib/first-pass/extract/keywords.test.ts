import { DIGIT, keywordGate, readLine } from "./keywords";

const lineKeywords = (text: string) => readLine(text).keywords;

const STREETS = keywordGate(["Street", "St.", "Avenue"]);
const FILMS = keywordGate(["the movie", "a copy of"]);
const VESSELS = keywordGate(["boat", "aboard"]);

describe("lineKeywords", () => {
  it("passes a line through the gates of the whole words it holds, in any case", () => {
    expect(lineKeywords("They live on Maple STREET.") & STREETS).toBe(STREETS);
    expect(lineKeywords("Baker St. at noon") & STREETS).toBe(STREETS);
    expect(lineKeywords("Everyone ABOARD the boat's deck") & VESSELS).toBe(VESSELS);
    expect(lineKeywords("Streets and boats and a streetcar")).toBe(0);
    expect(lineKeywords("Nothing here at all.")).toBe(0);
  });

  it("tells a phrase by its longest word", () => {
    expect(lineKeywords("They watch THE MOVIE twice.") & FILMS).toBe(FILMS);
    expect(lineKeywords("She finds a copy of Emma.") & FILMS).toBe(FILMS);
    expect(lineKeywords("The dog and a cat of the house.") & FILMS).toBe(0);
  });

  it("tells a line with a digit", () => {
    expect(lineKeywords("Call 555-0142")).toBe(DIGIT);
    expect(lineKeywords("1432 Maple Street") & (DIGIT | STREETS)).toBe(DIGIT | STREETS);
  });

  it("passes every keyword gate for a line with letters it does not read, but keeps its digits exact", () => {
    const unread = lineKeywords("Café de l’Avenue");
    expect(unread & STREETS).toBe(STREETS);
    expect(unread & VESSELS).toBe(VESSELS);
    expect(unread & DIGIT).toBe(0);
  });

  it("refuses a keyword without a letter or a digit", () => {
    expect(() => keywordGate(["&"])).toThrow(/letter or a digit/);
  });
});
