import { formatMs, percentile } from "./stats";

describe("percentile", () => {
  const values = [15, 20, 35, 40, 50];

  it.each([
    [5, 15],
    [30, 20],
    [40, 20],
    [50, 35],
    [100, 50],
  ])("p%d of 15,20,35,40,50 is %d (nearest rank)", (p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it("does not depend on input order and is NaN for no values", () => {
    expect(percentile([50, 15, 40, 20, 35], 50)).toBe(35);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe("formatMs", () => {
  it("prints milliseconds below a second and seconds above", () => {
    expect(formatMs(12.345)).toBe("12.3 ms");
    expect(formatMs(2345)).toBe("2.35 s");
  });
});
