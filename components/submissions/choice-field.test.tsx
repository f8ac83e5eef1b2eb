import { fireEvent, screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { ChoiceField } from "./choice-field";

const PERIODS = [
  { value: "contemporary", label: "Contemporary" },
  { value: "historical", label: "Historical" },
];

describe("ChoiceField", () => {
  it("offers none first, and answers null for it", () => {
    const onChange = jest.fn();
    renderWithTheme(
      <ChoiceField
        label="Period"
        placeholder="Choose one"
        data={PERIODS}
        value="historical"
        onChange={onChange}
      />,
    );
    const list = screen.getByRole("combobox", { name: "Period" });
    expect(list).toHaveValue("historical");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Choose one",
      "Contemporary",
      "Historical",
    ]);
    fireEvent.change(list, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(list, { target: { value: "contemporary" } });
    expect(onChange).toHaveBeenLastCalledWith("contemporary");
  });

  it("shows no choice as its placeholder", () => {
    renderWithTheme(
      <ChoiceField
        label="Period"
        placeholder="Choose one"
        data={PERIODS}
        value={null}
        onChange={jest.fn()}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Period" })).toHaveDisplayValue("Choose one");
  });
});
