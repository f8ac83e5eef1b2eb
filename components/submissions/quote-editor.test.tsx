import { screen } from "@testing-library/react";

import { LoadingProvider } from "@/components/layout/loading-provider";
import { ServerData } from "@/components/ui/server-data";
import type { CompanyRole } from "@/config/companies";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { renderWithTheme } from "@/test/render";

import { DRAFT_ID, draftView } from "./draft-view-fixture";
import { QuoteEditor } from "./quote-editor";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

const id = DRAFT_ID;

/** A teammate's draft with one extra item, as a member of Northwind Pictures with `role` reads it. */
const draftAs = (role: CompanyRole) =>
  draftView({ text_boxes: [{ text: "Harbour Lights Diner" }] }, role);

const renderEditor = (role: CompanyRole) =>
  renderWithTheme(
    <LoadingProvider>
      <ServerData data={[served(routes.submissions.get, { id }, draftAs(role))]}>
        <QuoteEditor id={id} />
      </ServerData>
    </LoadingProvider>,
  );

describe("QuoteEditor by role", () => {
  it("shows a viewer the quote read-only: every field disabled, no upload, no Continue, and why", () => {
    const { unmount } = renderEditor("viewer");
    expect(screen.getByTestId("read-only-note")).toHaveTextContent(
      "You can view this quote. Your role in Northwind Pictures (Viewer) cannot change quotes or upload scripts. Ask an owner or producer.",
    );
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Harbour Light");
    for (const field of [
      ...screen.getAllByRole("textbox"),
      ...screen.getAllByRole("checkbox"),
      ...screen.getAllByRole("radio"),
      ...screen.getAllByRole("combobox"),
    ]) {
      expect(field).toBeDisabled();
    }
    expect(screen.queryByRole("button", { name: "Upload the script" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add an item" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove extra item 1" })).toBeNull();
    // Reading the script stays open to a viewer.
    expect(screen.getByRole("button", { name: "View file" })).toBeEnabled();
    unmount();
  });

  it("lets a producer change the quote, upload and continue", () => {
    const { unmount } = renderEditor("producer");
    expect(screen.queryByTestId("read-only-note")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Title" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Upload the script" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Remove extra item 1" })).toBeEnabled();
    unmount();
  });
});
