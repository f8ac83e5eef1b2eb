import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { renderWithTheme } from "@/test/render";

import { DeleteAccount } from "./profile-view";

jest.mock("@/components/auth/session-client", () => ({ signOutToSignIn: jest.fn() }));

describe("DeleteAccount", () => {
  it("says in its confirmation what is deleted and what is kept for accounting", async () => {
    const user = userEvent.setup();
    renderWithTheme(<DeleteAccount email="ana@example.com" />);
    await user.click(screen.getByRole("button", { name: "Delete my account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });

    const deleted = within(dialog).getByRole("list", { name: "Deleted" });
    expect(deleted).toHaveTextContent(/draft quote, with the screenplays uploaded to it/);
    expect(deleted).toHaveTextContent(/deleted from our file storage/);
    const kept = within(dialog).getByRole("list", { name: "Kept for accounting" });
    expect(kept).toHaveTextContent(/Paid orders with their invoices and proformas/);
    expect(within(dialog).getByRole("button", { name: "Delete account" })).toBeDisabled();
  });
});
