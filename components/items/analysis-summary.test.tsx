import { screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { AnalysisSummary } from "./analysis-summary";

describe("AnalysisSummary", () => {
  it("says the first pass is running", () => {
    renderWithTheme(<AnalysisSummary analysis={{ status: "running", counts: {}, error: null }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Finding clearance items…");
  });

  it("shows the counts by category, in the categories' order", () => {
    renderWithTheme(
      <AnalysisSummary
        analysis={{ status: "done", counts: { phone: 1, character_name: 14 }, error: null }}
      />,
    );
    const counts = screen.getByTestId("clearance-counts");
    expect(counts).toHaveTextContent(
      "Our first pass found 15 items for our researchers to check:Character name14Telephone number1",
    );
  });

  it("stays calm when nothing was found or the pass failed", () => {
    const { rerender } = renderWithTheme(
      <AnalysisSummary analysis={{ status: "done", counts: {}, error: null }} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Our first pass found nothing to flag.");
    rerender(
      <AnalysisSummary
        analysis={{ status: "failed", counts: {}, error: "We will do it by hand." }}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("We will do it by hand.");
  });
});
