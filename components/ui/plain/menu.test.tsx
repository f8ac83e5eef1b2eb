import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { DropdownMenu, menuItemClass } from "./menu";

function AdminMenu() {
  return (
    <>
      <DropdownMenu
        role="menu"
        label="Admin"
        trigger={(props) => (
          <button type="button" {...props}>
            Admin
          </button>
        )}
      >
        {(close) =>
          ["Orders", "Vouchers", "Proformas"].map((label) => (
            <a
              key={label}
              href={`#${label}`}
              role="menuitem"
              className={menuItemClass}
              onClick={close}
            >
              {label}
            </a>
          ))
        }
      </DropdownMenu>
      <p>Outside</p>
    </>
  );
}

describe("DropdownMenu", () => {
  it("opens from its button, which says so, and takes the focus to the first item", async () => {
    const user = userEvent.setup();
    render(<AdminMenu />);
    const button = screen.getByRole("button", { name: "Admin" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu", { name: "Admin" });
    expect(button).toHaveAttribute("aria-controls", menu.id);
    expect(screen.getByRole("menuitem", { name: "Orders" })).toHaveFocus();
  });

  it("moves between items with the arrow keys, and Escape closes it back to its button", async () => {
    const user = userEvent.setup();
    render(<AdminMenu />);
    await user.click(screen.getByRole("button", { name: "Admin" }));
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Vouchers" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Proformas" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "Orders" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Admin" })).toHaveFocus();
  });

  it("closes on a click outside, on its button again, and when an item is chosen", async () => {
    const user = userEvent.setup();
    render(<AdminMenu />);
    const button = screen.getByRole("button", { name: "Admin" });

    await user.click(button);
    await user.click(screen.getByText("Outside"));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByRole("menuitem", { name: "Vouchers" }));
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
