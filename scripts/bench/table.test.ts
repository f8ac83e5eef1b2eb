import { alignColumns } from "./table";

describe("alignColumns", () => {
  it("pads every column to its widest cell, right-aligned unless marked l", () => {
    expect(
      alignColumns(
        [
          ["file", "pages", "", "ms"],
          ["a.fountain", "120", "(est.)", "4.5"],
          ["long-name.pdf", "9", "", "12.0"],
        ],
        "lrl",
      ),
    ).toEqual([
      "file           pages            ms",
      "a.fountain       120  (est.)   4.5",
      "long-name.pdf      9          12.0",
    ]);
  });

  it("drops trailing spaces and answers no lines for no rows", () => {
    expect(
      alignColumns(
        [
          ["x", ""],
          ["yy", "z"],
        ],
        "ll",
      ),
    ).toEqual(["x", "yy  z"]);
    expect(alignColumns([])).toEqual([]);
  });
});
