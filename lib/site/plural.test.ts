import { countOf } from "./plural";

describe("countOf", () => {
  it("names one thing in the singular and other counts in the plural, with separators", () => {
    expect(countOf(1, "page")).toBe("1 page");
    expect(countOf(0, "page")).toBe("0 pages");
    expect(countOf(1204, "speech", "speeches")).toBe("1,204 speeches");
  });
});
