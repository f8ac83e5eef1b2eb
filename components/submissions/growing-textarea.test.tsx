import { fireEvent, screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { GrowingTextarea } from "./growing-textarea";

describe("GrowingTextarea", () => {
  it("is a labelled textarea of minRows lines that hears what is typed", () => {
    const onChange = jest.fn();
    renderWithTheme(
      <GrowingTextarea
        label="Notes for the researchers"
        minRows={2}
        maxRows={8}
        maxLength={20}
        value=""
        onChange={onChange}
        error="The notes must be at most 20 characters."
      />,
    );
    const notes = screen.getByRole("textbox", { name: "Notes for the researchers" });
    expect(notes.tagName).toBe("TEXTAREA");
    expect(notes).toHaveAttribute("rows", "2");
    expect(notes).toHaveAttribute("maxlength", "20");
    expect(notes).toHaveAccessibleDescription("The notes must be at most 20 characters.");
    fireEvent.change(notes, { target: { value: "Real people" } });
    expect(onChange).toHaveBeenCalled();
  });
});
