import { paperSizeFor } from "./paper";

describe("paperSizeFor", () => {
  it("lays documents out on Letter for a seller in the United States or Canada", () => {
    expect(paperSizeFor("US")).toBe("LETTER");
    expect(paperSizeFor("ca")).toBe("LETTER");
  });

  it("lays them out on A4 everywhere else", () => {
    for (const country of ["GB", "DE", "FR", "AU", "MX", "JP"]) {
      expect(paperSizeFor(country)).toBe("A4");
    }
  });
});
