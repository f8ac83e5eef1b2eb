import { screen } from "@testing-library/react";

import { ServerData } from "@/components/ui/server-data";
import type { CompanyRole } from "@/config/companies";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { CustomerSubmissionView, ScriptView } from "@/lib/submissions/views";
import { renderWithTheme } from "@/test/render";

import { DRAFT_ID, draftView, scriptUpload } from "./draft-view-fixture";
import { SummaryView } from "./summary-view";

const id = DRAFT_ID;

/** A draft priced on its 30-page script, with `pending` the newest upload. */
const draft = (pending: ScriptView | null) => draftView({ pending_upload: pending });

/** The same draft as a company member with `role` sees it. */
const asMember = (view: CustomerSubmissionView, role: CompanyRole): CustomerSubmissionView => ({
  ...view,
  access: draftView({}, role).access,
});

const renderSummary = (view: CustomerSubmissionView) =>
  renderWithTheme(
    <ServerData
      data={[
        served(routes.submissions.get, { id }, view),
        served(routes.user.billing, {}, { billing: null }),
      ]}
    >
      <SummaryView id={id} />
    </ServerData>,
  );

describe("SummaryView", () => {
  it("shows the price and the ways to pay once the newest upload is read", () => {
    const { unmount } = renderSummary(draft(null));
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$450.00");
    expect(screen.getByRole("button", { name: "Pay by card" })).toBeInTheDocument();
    unmount();
  });

  it("shows no price and offers no payment while the newest upload is being read", () => {
    const { unmount } = renderSummary(
      draft(scriptUpload({ original_name: "harbour-light-v2.pdf", version: 2, status: "parsing" })),
    );
    expect(
      screen.getByText(
        "Your script is still being read; the price will be ready in a few seconds.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/harbour-light-v2\.pdf \(PDF\), still being read/)).toBeInTheDocument();
    expect(screen.queryByTestId("quote-total")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay by card" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request proforma invoice" })).toBeNull();
    unmount();
  });

  it("offers no payment while the newest upload could not be read", () => {
    const { unmount } = renderSummary(
      draft(scriptUpload({ original_name: "broken.pdf", version: 2, status: "failed" })),
    );
    expect(screen.getByText(/^Your newest upload could not be read/)).toBeInTheDocument();
    expect(screen.queryByTestId("quote-total")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay by card" })).toBeNull();
    unmount();
  });

  it("asks for the script before script clearance can be ordered", () => {
    const { unmount } = renderSummary({ ...draft(null), script: null });
    expect(screen.getByText("No script yet")).toBeInTheDocument();
    expect(screen.getByText(/^Upload your script first/)).toBeInTheDocument();
    expect(screen.queryByTestId("quote-total")).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay by card" })).toBeNull();
    unmount();
  });

  it("offers payment for title clearance alone without a script", () => {
    const { unmount } = renderSummary({
      ...draft(null),
      script: null,
      script_clearance: false,
      title_clearance: true,
    });
    expect(screen.getByRole("button", { name: "Pay by card" })).toBeInTheDocument();
    unmount();
  });

  it("shows a viewer the order and its price with no way to change or pay for it, and why", () => {
    const { unmount } = renderSummary(asMember(draft(null), "viewer"));
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$450.00");
    expect(screen.getByTestId("read-only-note")).toHaveTextContent(
      "You can view this quote. Your role in Northwind Pictures (Viewer) cannot pay for quotes. Ask an owner or producer.",
    );
    expect(screen.queryByRole("link", { name: "Edit quote" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay by card" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Request proforma invoice" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    expect(screen.queryByText("Billing details")).toBeNull();
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    unmount();
  });

  it("lets a producer edit and pay, with no note", () => {
    const { unmount } = renderSummary(asMember(draft(null), "producer"));
    expect(screen.getByRole("link", { name: "Edit quote" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay by card" })).toBeInTheDocument();
    expect(screen.queryByTestId("read-only-note")).toBeNull();
    unmount();
  });
});
