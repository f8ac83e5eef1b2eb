import { act, fireEvent, screen } from "@testing-library/react";

import { ProjectDetailsCard } from "./project-details-card";
import { renderQuoteCard } from "./quote-form-fixture";

describe("ProjectDetailsCard", () => {
  it("refuses a field's text in the server's words as it is typed", () => {
    const { heard } = renderQuoteCard(ProjectDetailsCard);
    const city = screen.getByRole("textbox", { name: "City" });
    fireEvent.change(city, { target: { value: "x".repeat(201) } });
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city).toHaveAccessibleDescription("The city must be at most 200 characters.");
    fireEvent.change(city, { target: { value: "Lisbon" } });
    expect(city).not.toHaveAttribute("aria-invalid", "true");
    expect(heard.at(-1)?.setting_city).toBe("Lisbon");
  });

  it("offers no choice first in each list, held as none, and asks an episode's names", () => {
    const { heard } = renderQuoteCard(ProjectDetailsCard, { project_type: "feature" });
    const type = screen.getByRole("combobox", { name: "Project type" });
    expect(type).toHaveValue("feature");
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveDisplayValue("Choose one");
    expect(screen.getByRole("combobox", { name: "Story set in (country)" })).toHaveDisplayValue(
      "Choose a country",
    );
    expect(screen.queryByRole("textbox", { name: "Series name" })).not.toBeInTheDocument();

    fireEvent.change(type, { target: { value: "tv_episode" } });
    expect(screen.getByRole("textbox", { name: "Series name" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Episode name" })).toBeInTheDocument();
    fireEvent.change(type, { target: { value: "" } });
    expect(heard.at(-1)?.project_type).toBeNull();
  });

  it("takes alternative titles one by one: Enter or a comma ends one, Backspace takes the last", () => {
    const { heard } = renderQuoteCard(ProjectDetailsCard, { alternative_titles: ["Night Ferry"] });
    const field = screen.getByRole("combobox", { name: "Alternative titles" });
    expect(field).toHaveAccessibleDescription("Press Enter after each one.");
    // As a person types: in the field first.
    act(() => field.focus());
    fireEvent.change(field, { target: { value: "Low Tide" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(heard.at(-1)?.alternative_titles).toEqual(["Night Ferry", "Low Tide"]);
    fireEvent.change(field, { target: { value: "High Water" } });
    fireEvent.keyDown(field, { key: "," });
    expect(heard.at(-1)?.alternative_titles).toEqual(["Night Ferry", "Low Tide", "High Water"]);
    expect(field).toHaveValue("");
    fireEvent.keyDown(field, { key: "Backspace" });
    expect(heard.at(-1)?.alternative_titles).toEqual(["Night Ferry", "Low Tide"]);
  });

  it("gives the notes a growing text area of at most the notes' characters", () => {
    renderQuoteCard(ProjectDetailsCard);
    const notes = screen.getByRole("textbox", { name: "Notes for the researchers" });
    expect(notes.tagName).toBe("TEXTAREA");
    expect(notes).toHaveAttribute("maxlength", "5000");
  });
});
