import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { renderWithTheme } from "@/test/render";

import { HeaderActions } from "./header-actions";

jest.mock("@/components/account/use-user-info", () => ({ useRoleRecheck: () => undefined }));
jest.mock("@/components/submissions/new-quote-button", () => ({
  NewQuoteButton: ({ label }: { label: string }) => <button type="button">{label}</button>,
}));
jest.mock("@/components/auth/session-client", () => ({ signOutToSignIn: () => undefined }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const admin = (needsYou: number) => ({ email: "ines@example.com", isAdmin: true, needsYou });

// jsdom lays nothing out, so Mantine keeps its dropdowns hidden as if detached from their button.
describe("HeaderActions", () => {
  it("counts on the Admin button what needs the admin, and opens its list first in the menu", async () => {
    const user = userEvent.setup();
    renderWithTheme(<HeaderActions user={admin(3)} />);
    const button = screen.getByRole("button", { name: "Admin, 3 need you" });
    expect(button).toHaveTextContent("Admin3");
    await user.click(button);
    const entries = await screen.findAllByRole("menuitem", { hidden: true }, { timeout: 10_000 });
    expect(entries.map((entry) => entry.textContent)).toEqual([
      "Needs you (3)",
      "Orders",
      "Payments",
      "Vouchers",
      "Proformas",
      "Settings",
    ]);
    expect(entries[0]).toHaveAttribute("href", "/admin/list?attention=needs_you");
  });

  it("shows no count when nothing waits", async () => {
    const user = userEvent.setup();
    renderWithTheme(<HeaderActions user={admin(0)} />);
    const button = screen.getByRole("button", { name: "Admin" });
    expect(button).toHaveTextContent(/^Admin$/);
    await user.click(button);
    expect(
      await screen.findByRole(
        "menuitem",
        { name: "Needs you (0)", hidden: true },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it("has no Admin menu for a customer", () => {
    renderWithTheme(
      <HeaderActions user={{ email: "ana@example.com", isAdmin: false, needsYou: 0 }} />,
    );
    expect(screen.queryByRole("button", { name: /Admin/ })).not.toBeInTheDocument();
  });

  it("shows the company a member of several works in, and switches it from its menu", async () => {
    const user = userEvent.setup();
    const companies = [
      { id: "c1", name: "Northwind Pictures", role: "owner" as const },
      { id: "c2", name: "Harbour Films", role: "counsel" as const },
    ];
    renderWithTheme(
      <HeaderActions user={{ ...admin(0), isAdmin: false, companies, company: companies[0]! }} />,
    );
    await user.click(
      screen.getByRole("button", { name: "Working in Northwind Pictures: switch company" }),
    );
    await user.click(
      await screen.findByRole(
        "menuitem",
        { name: "Harbour Films", hidden: true },
        { timeout: 10_000 },
      ),
    );
    expect(document.cookie).toContain("ncs_company=c2");
    expect(refresh).toHaveBeenCalled();
  });

  it("names no company for a member of one", () => {
    const only = { id: "c1", name: "Northwind Pictures", role: "owner" as const };
    renderWithTheme(<HeaderActions user={{ ...admin(0), companies: [only], company: only }} />);
    expect(screen.queryByRole("button", { name: /^Working in/ })).not.toBeInTheDocument();
  });
});
