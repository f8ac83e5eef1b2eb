import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { renderWithTheme } from "@/test/render";

import { AccountMenu } from "./account-menu";

const signOutToSignIn = jest.fn();
jest.mock("@/components/auth/session-client", () => ({
  signOutToSignIn: () => signOutToSignIn(),
}));

describe("AccountMenu", () => {
  it("shows the address's first letter, and opens a popover with the address, Profile and Logout", async () => {
    const user = userEvent.setup();
    renderWithTheme(<AccountMenu email="ana@example.com" />);
    const button = screen.getByRole("button", { name: "Account" });
    expect(button).toHaveTextContent("a");

    await user.click(button);
    const popover = await screen.findByRole(
      "dialog",
      { name: "Account", hidden: true },
      { timeout: 10_000 },
    );
    expect(popover).toHaveTextContent("ana@example.com");
    const profile = await screen.findByRole(
      "link",
      { name: "Profile", hidden: true },
      { timeout: 10_000 },
    );
    expect(profile).toHaveAttribute("href", "/profile");
    // The focus goes into the popover, so the keyboard reaches its links.
    await waitFor(() => expect(popover).toContainElement(document.activeElement as HTMLElement));

    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(signOutToSignIn).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes with Escape, giving the focus back to its button", async () => {
    const user = userEvent.setup();
    renderWithTheme(<AccountMenu email="ana@example.com" />);
    await user.click(screen.getByRole("button", { name: "Account" }));
    await screen.findByRole("dialog", { name: "Account" }, { timeout: 10_000 });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Account" })).toHaveFocus());
  });

  it("says '...' while the address is not known", () => {
    renderWithTheme(<AccountMenu email={undefined} />);
    expect(screen.getByRole("button", { name: "Account" })).toHaveTextContent("...");
  });
});
