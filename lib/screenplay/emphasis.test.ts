import { emphasisSegments } from "./emphasis";

describe("emphasisSegments", () => {
  it("reads italic, bold, bold italic and underline", () => {
    expect(
      emphasisSegments(
        "She reads *The Great Gatsby* and **shouts** and ***both*** and _Hotel California_.",
      ),
    ).toEqual([
      { text: "She reads " },
      { text: "The Great Gatsby", italic: true },
      { text: " and " },
      { text: "shouts", bold: true },
      { text: " and " },
      { text: "both", bold: true, italic: true },
      { text: " and " },
      { text: "Hotel California", underline: true },
      { text: "." },
    ]);
  });

  it("keeps escaped and unpaired markers as text", () => {
    expect(emphasisSegments("5 \\* 3 and *lonely")).toEqual([{ text: "5 * 3 and *lonely" }]);
    expect(emphasisSegments("Follow @john_doe_99 on snake_case")).toEqual([
      { text: "Follow @john_doe_99 on snake_case" },
    ]);
  });

  it("nests underline inside italic", () => {
    expect(emphasisSegments("*_Jaws_*")).toEqual([{ text: "Jaws", italic: true, underline: true }]);
  });
});
