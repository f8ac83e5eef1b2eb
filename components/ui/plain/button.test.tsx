import { render, screen } from "@testing-library/react";

import { Button, ButtonLink } from "./button";

describe("Button", () => {
  it("is a button that stays out of forms, disabled and busy while loading", () => {
    const { rerender } = render(<Button>Delete draft</Button>);
    const button = screen.getByRole("button", { name: "Delete draft" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toBeEnabled();

    rerender(<Button loading>Delete draft</Button>);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("data-loading", "true");
  });

  it("takes Mantine's variant and size as data attributes", () => {
    render(
      <Button variant="light" color="red" size="xs">
        Try again
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Try again" });
    expect(button).toHaveAttribute("data-variant", "light");
    expect(button).toHaveAttribute("data-color", "red");
    expect(button).toHaveAttribute("data-size", "xs");
  });
});

describe("ButtonLink", () => {
  it("is a link with the button's look", () => {
    render(
      <ButtonLink href="/" variant="default">
        List
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "List" });
    expect(link).toHaveAttribute("href", "/");
    expect(link).toHaveAttribute("data-variant", "default");
  });
});
