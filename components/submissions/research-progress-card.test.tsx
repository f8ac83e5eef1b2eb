import { screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { ResearchProgressCard } from "./research-progress-card";

const progress = {
  assigned: true,
  researcher: "Ada Marsh, Senior researcher",
  researched: 42,
  total: 96,
};

describe("ResearchProgressCard", () => {
  it("names the researcher, counts the items researched, gives the due date and the way to ask", () => {
    renderWithTheme(<ResearchProgressCard research={progress} dueDate="2026-12-03" />);
    const card = screen.getByRole("region", { name: "Research in progress" });
    expect(card).toHaveTextContent("Researched by Ada Marsh, Senior researcher.");
    expect(card).toHaveTextContent("42 of 96 items researched");
    expect(card).toHaveTextContent("Due by December 3, 2026");
    expect(screen.getByRole("progressbar", { name: "42 of 96 items researched" })).toHaveAttribute(
      "aria-valuenow",
      "44",
    );
    expect(
      screen.getByRole("link", { name: "Questions? Write to your researcher" }),
    ).toHaveAttribute("href", "#conversation");
  });

  it("says a researcher is on it before they give a name, and being assigned before one is", () => {
    const { unmount } = renderWithTheme(
      <ResearchProgressCard research={{ ...progress, researcher: null }} dueDate={null} />,
    );
    expect(screen.getByText("A researcher of ours is on it.")).toBeInTheDocument();
    expect(screen.queryByText(/Due by/)).not.toBeInTheDocument();
    unmount();
    renderWithTheme(
      <ResearchProgressCard
        research={{ assigned: false, researcher: null, researched: 0, total: 0 }}
        dueDate="2026-12-03"
      />,
    );
    expect(screen.getByText("A researcher is being assigned to your script.")).toBeInTheDocument();
    expect(screen.getByText("No items listed yet")).toBeInTheDocument();
  });
});
