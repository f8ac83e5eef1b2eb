import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";

import { renderWithTheme } from "@/test/render";

import { TagsField, withTyped } from "./tags-field";

describe("withTyped", () => {
  it("adds each comma-separated text once, trimmed, up to the limit", () => {
    expect(withTyped(["A"], " B , A,,C ", 10)).toEqual(["A", "B", "C"]);
    expect(withTyped(["A"], "B,C", 2)).toEqual(["A", "B"]);
    expect(withTyped([], "   ", 2)).toEqual([]);
  });
});

function Tags({ error }: { error?: string }) {
  const [tags, setTags] = useState(["Night Ferry"]);
  return (
    <TagsField
      label="Alternative titles"
      description="Press Enter after each one."
      error={error}
      value={tags}
      onChange={setTags}
      maxTags={3}
    />
  );
}

describe("TagsField", () => {
  it("adds a title on Enter and on leaving the field, and removes one", () => {
    renderWithTheme(<Tags />);
    const field = screen.getByRole("textbox", { name: "Alternative titles" });
    expect(field).toHaveAccessibleDescription("Press Enter after each one.");
    fireEvent.change(field, { target: { value: "Low Tide" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(screen.getByText("Low Tide")).toBeInTheDocument();
    expect(field).toHaveValue("");
    fireEvent.change(field, { target: { value: "High Water" } });
    fireEvent.blur(field);
    expect(screen.getByText("High Water")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Remove Night Ferry" }));
    expect(screen.queryByText("Night Ferry")).not.toBeInTheDocument();
    fireEvent.keyDown(field, { key: "Backspace" });
    expect(screen.queryByText("High Water")).not.toBeInTheDocument();
    expect(screen.getByText("Low Tide")).toBeInTheDocument();
  });

  it("marks the field invalid and describes it with the error", () => {
    renderWithTheme(<Tags error="Each alternative title needs text." />);
    const field = screen.getByRole("textbox", { name: "Alternative titles" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/Each alternative title needs text\./);
  });
});
