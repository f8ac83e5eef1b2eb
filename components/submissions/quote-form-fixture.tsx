import type { ComponentType } from "react";

import { renderWithTheme } from "@/test/render";

import type { QuoteFormValues } from "./quote-form";
import { useQuoteForm, type QuoteForm } from "./use-quote-form";

/** A new quote's form, as the editor first shows it: titled, script clearance, standard. */
export const NEW_QUOTE_FORM: QuoteFormValues = {
  title: "Harbour Lights",
  alternative_titles: [],
  project_type: null,
  series_name: "",
  episode_name: "",
  setting_country: null,
  setting_region: "",
  setting_city: "",
  period: null,
  production_company: "",
  notes: "",
  text_boxes: [],
  script_clearance: true,
  title_clearance: false,
  turnaround: "standard",
};

/** Renders one of the quote editor's cards on its own form; what the form held after each change. */
export function renderQuoteCard(
  Card: ComponentType<{ form: QuoteForm }>,
  values: Partial<QuoteFormValues> = {},
) {
  const heard: QuoteFormValues[] = [];
  function Harness() {
    const form = useQuoteForm({ ...NEW_QUOTE_FORM, ...values }, (next) => heard.push(next));
    return <Card form={form} />;
  }
  renderWithTheme(<Harness />);
  return { heard };
}
