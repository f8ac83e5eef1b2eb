import { fireEvent, screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { CheckField, RadioChoices } from "./check-fields";

describe("CheckField", () => {
  it("is a checkbox named by its label and described by its description", () => {
    const onChange = jest.fn();
    renderWithTheme(
      <CheckField
        label="Title clearance"
        description="$350.00 flat"
        checked={false}
        onChange={onChange}
      />,
    );
    const box = screen.getByRole("checkbox", { name: "Title clearance" });
    expect(box).toHaveAccessibleDescription("$350.00 flat");
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalled();
  });

  it("can be disabled", () => {
    renderWithTheme(<CheckField label="Script clearance" disabled checked onChange={jest.fn()} />);
    expect(screen.getByRole("checkbox", { name: "Script clearance" })).toBeDisabled();
  });
});

describe("RadioChoices", () => {
  it("is a labelled group of radios, one checked, that answers the value chosen", () => {
    const onChange = jest.fn();
    renderWithTheme(
      <RadioChoices
        label="Turnaround"
        options={[
          { value: "standard", label: "Standard", description: "10 business days" },
          { value: "rush", label: "Rush", description: "2 business days, × 2" },
        ]}
        value="standard"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "Turnaround" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Standard" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Rush" })).toHaveAccessibleDescription(
      "2 business days, × 2",
    );
    fireEvent.click(screen.getByRole("radio", { name: "Rush" }));
    expect(onChange).toHaveBeenCalledWith("rush");
  });
});
