import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AccountMenu } from "./account-menu";

const signOutToSignIn = jest.fn();
jest.mock("@/components/auth/session-client", () => ({
  signOutToSignIn: () => signOutToSignIn(),
}));

describe("AccountMenu", () => {
  it("shows the address's first letter, and opens a popover with the address, Profile and Logout", async () => {
    const user = userEvent.setup();
    render(<AccountMenu email="ana@example.com" />);
    const button = screen.getByRole("button", { name: "Account" });
    expect(button).toHaveTextContent("a");

    await user.click(button);
    const popover = screen.getByRole("dialog", { name: "Account" });
    expect(popover).toHaveFocus();
    expect(popover).toHaveTextContent("ana@example.com");
    expect(screen.getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");

    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(signOutToSignIn).toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with Escape, giving the focus back to its button", async () => {
    const user = userEvent.setup();
    render(<AccountMenu email="ana@example.com" />);
    await user.click(screen.getByRole("button", { name: "Account" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Account" })).toHaveFocus();
  });

  it("says '...' while the address is not known", () => {
    render(<AccountMenu email={undefined} />);
    expect(screen.getByRole("button", { name: "Account" })).toHaveTextContent("...");
  });
});
