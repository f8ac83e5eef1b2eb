import { fireEvent, screen } from "@testing-library/react";

import { priceQuote } from "@/lib/pricing/price";

import { renderQuoteCard } from "./quote-form-fixture";
import { ServicesCard } from "./services-card";
import type { QuoteForm } from "./use-quote-form";

const QUOTE = priceQuote({
  pages: 3,
  scriptClearance: true,
  titleClearance: false,
  extraItems: 0,
  turnaround: "standard",
});

function Services({ form }: { form: QuoteForm }) {
  return <ServicesCard form={form} quote={QUOTE} onContinue={jest.fn()} />;
}

describe("ServicesCard", () => {
  it("offers both services with their prices, and keeps at least one chosen", () => {
    const { heard } = renderQuoteCard(Services);
    const script = screen.getByRole("checkbox", { name: "Script clearance" });
    const title = screen.getByRole("checkbox", { name: "Title clearance" });
    expect(script).toBeChecked();
    expect(script).toHaveAccessibleDescription("$8.00 a page, minimum $450.00");
    expect(title).toHaveAccessibleDescription("$350.00 flat");
    // The only service chosen cannot be unchosen.
    expect(script).toBeDisabled();
    expect(title).toBeEnabled();

    fireEvent.click(title);
    expect(title).toBeChecked();
    expect(heard.at(-1)).toMatchObject({ script_clearance: true, title_clearance: true });
    expect(script).toBeEnabled();
    fireEvent.click(script);
    expect(heard.at(-1)).toMatchObject({ script_clearance: false, title_clearance: true });
    expect(title).toBeDisabled();
  });

  it("offers the turnarounds as one group, each with its days and multiplier", () => {
    const { heard } = renderQuoteCard(Services);
    expect(screen.getByRole("radiogroup", { name: "Turnaround" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Standard" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Standard" })).toHaveAccessibleDescription(
      "10 business days",
    );
    const rush = screen.getByRole("radio", { name: "Rush" });
    expect(rush).toHaveAccessibleDescription("2 business days, × 2");
    fireEvent.click(rush);
    expect(rush).toBeChecked();
    expect(heard.at(-1)?.turnaround).toBe("rush");
  });
});
