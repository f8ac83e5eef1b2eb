import type { SubmissionView } from "@/lib/submissions/views";

/** The quote editor's form: text inputs hold strings, so empty means "not given". */
export type QuoteFormValues = {
  title: string;
  alternative_titles: string[];
  project_type: string | null;
  series_name: string;
  episode_name: string;
  setting_country: string | null;
  setting_region: string;
  setting_city: string;
  period: string | null;
  production_company: string;
  notes: string;
  text_boxes: { text: string; category: string | null }[];
  script_clearance: boolean;
  title_clearance: boolean;
  turnaround: SubmissionView["turnaround"];
};

export function formValuesOf(view: SubmissionView): QuoteFormValues {
  return {
    title: view.title,
    alternative_titles: view.alternative_titles,
    project_type: view.project_type,
    series_name: view.series_name ?? "",
    episode_name: view.episode_name ?? "",
    setting_country: view.setting_country,
    setting_region: view.setting_region ?? "",
    setting_city: view.setting_city ?? "",
    period: view.period,
    production_company: view.production_company ?? "",
    notes: view.notes ?? "",
    text_boxes: view.text_boxes.map((box) => ({ text: box.text, category: box.category ?? null })),
    script_clearance: view.script_clearance,
    title_clearance: view.title_clearance,
    turnaround: view.turnaround,
  };
}

/** What the form says, for the PATCH body; rows of extra items not yet typed are left out. */
export function changesOf(values: QuoteFormValues) {
  return {
    ...values,
    text_boxes: values.text_boxes
      .filter((box) => box.text.trim())
      .map((box) => (box.category ? box : { text: box.text })),
  };
}

/** A PATCH body of the quote editor: what changed, as the form holds it (the server trims). */
export type DraftPatch = ReturnType<typeof changesOf>;
