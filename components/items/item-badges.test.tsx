import { screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { StatusCodeBadge } from "./item-badges";

describe("StatusCodeBadge", () => {
  it("names the code and its meaning, and never shrinks below its code in a row", () => {
    renderWithTheme(
      <div style={{ display: "flex", width: 40 }}>
        <span>A name with a long list of pages 1–3, 5, 8–13, 21, 34, 55, 89</span>
        <StatusCodeBadge code="PR" />
      </div>,
    );
    const badge = screen.getByText("PR").closest(".mantine-Badge-root");
    expect(badge).toHaveTextContent("PR: Permission required");
    // Squeezed by a long neighbour on a phone, it showed a sliver of its code.
    expect(badge).toHaveStyle({ flexShrink: "0" });
  });
});
