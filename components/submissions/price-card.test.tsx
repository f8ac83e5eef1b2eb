import { screen, within } from "@testing-library/react";

import { priceQuote } from "@/lib/pricing/price";
import type { ChargeView } from "@/lib/submissions/orders";
import type { SubmissionView } from "@/lib/submissions/views";
import { renderWithTheme } from "@/test/render";

import { PriceCard } from "./price-card";

const first = priceQuote({
  pages: 6,
  scriptClearance: true,
  titleClearance: false,
  extraItems: 0,
  turnaround: "standard",
});

const charge = (number: string, total: number, revision: number | null): ChargeView => ({
  number,
  status: "paid",
  method: "card",
  total,
  discount: 0,
  currency: "USD",
  paid_at: "2026-11-23T10:00:00Z",
  revision,
});

const revision = {
  number: 1,
  uploaded_at: "2026-11-22T10:00:00Z",
  paid_at: "2026-11-23T10:00:00Z",
  changes: { pages: { total: 6, changed: [2, 3], added: [3], removed: [3] } },
} as SubmissionView["revisions"][number];

const submission = (parts: Partial<SubmissionView>) =>
  ({ status: "in_research", quote: first, first_quote: first, ...parts }) as SubmissionView;

describe("PriceCard", () => {
  it("shows the quote alone while there is no revision", () => {
    renderWithTheme(<PriceCard submission={submission({ charges: [], revisions: [] })} />);
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$450.00");
    expect(screen.queryByTestId("paid-total")).toBeNull();
  });

  it("shows a paid revision's delta apart from the first order, and both paid in all", () => {
    renderWithTheme(
      <PriceCard
        submission={submission({
          charges: [charge("NCS-000100", 45_000, null), charge("NCS-000101", 1_600, 1)],
          revisions: [revision],
        })}
      />,
    );
    expect(screen.getByRole("heading", { name: "First order NCS-000100" })).toBeInTheDocument();
    expect(screen.getByTestId("quote-total")).toHaveTextContent("$450.00");
    const delta = within(screen.getByTestId("revision-charge-1"));
    expect(delta.getByText("NCS-000101")).toBeInTheDocument();
    expect(delta.getByText("2 of 6")).toBeInTheDocument();
    expect(delta.getByText("$16.00")).toBeInTheDocument();
    expect(screen.getByTestId("paid-total")).toHaveTextContent("$466.00");
  });

  it("shows a delta not ordered yet, and counts only what was paid", () => {
    renderWithTheme(
      <PriceCard
        submission={submission({
          status: "revision_requested",
          quote: { ...first, total: 1_600, lines: [] },
          charges: [charge("NCS-000100", 45_000, null)],
          revisions: [{ ...revision, paid_at: null }],
        })}
      />,
    );
    expect(screen.getByText("$16.00, not ordered yet")).toBeInTheDocument();
    expect(screen.getByTestId("paid-total")).toHaveTextContent("$450.00");
  });
});
