import { screen } from "@testing-library/react";

import { ServerData } from "@/components/ui/server-data";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { priceQuote } from "@/lib/pricing/price";
import type { CustomerSubmissionView, ScriptView } from "@/lib/submissions/views";
import { renderWithTheme } from "@/test/render";

import { SummaryView } from "./summary-view";

const id = "0b5f7a52-7c1e-4d8e-9a55-3f0c8d2e6a11";

const upload = (parts: Partial<ScriptView>) =>
  ({
    id: parts.original_name,
    version: 1,
    format: "pdf",
    status: "parsed",
    page_count: 30,
    page_count_exact: true,
    scene_count: 12,
    analysis: null,
    ...parts,
  }) as ScriptView;

/** A draft priced on its 30-page script, with `pending` the newest upload. */
const draft = (pending: ScriptView | null) =>
  ({
    correlation_id: id,
    status: "draft",
    title: "Harbour Light",
    project_type: "feature",
    script_clearance: true,
    title_clearance: false,
    text_boxes: [],
    turnaround: "standard",
    script: upload({ original_name: "harbour-light.pdf" }),
    pending_upload: pending,
    quote: priceQuote({
      pages: 30,
      scriptClearance: true,
      titleClearance: false,
      extraItems: 0,
      turnaround: "standard",
    }),
    voucher: null,
    order: null,
    revision: null,
    charges: [],
    revisions: [],
  }) as unknown as CustomerSubmissionView;

const renderSummary = (view: CustomerSubmissionView) =>
  renderWithTheme(
    <ServerData
      data={[served(routes.submissions.get, { id }, view), served(routes.user.billing, {}, { billing: null })]}
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
      draft(upload({ original_name: "harbour-light-v2.pdf", version: 2, status: "parsing" })),
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
      draft(upload({ original_name: "broken.pdf", version: 2, status: "failed" })),
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
});
