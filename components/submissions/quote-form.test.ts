import type { SubmissionView } from "@/lib/submissions/views";

import { changesOf, formValuesOf } from "./quote-form";

const view = {
  title: "Low Tide",
  alternative_titles: [],
  project_type: null,
  series_name: null,
  episode_name: null,
  setting_country: "PT",
  setting_region: null,
  setting_city: "Lisbon",
  period: null,
  production_company: null,
  notes: null,
  text_boxes: [{ text: "Café Marés", category: "business" }, { text: "Blue Gull" }],
  script_clearance: true,
  title_clearance: false,
  turnaround: "standard",
} as unknown as SubmissionView;

it("shows missing details as empty fields and sends back what the form holds", () => {
  const values = formValuesOf(view);
  expect(values).toMatchObject({ series_name: "", setting_city: "Lisbon", notes: "" });
  expect(values.text_boxes).toEqual([
    { text: "Café Marés", category: "business" },
    { text: "Blue Gull", category: null },
  ]);
  expect(changesOf(values).text_boxes).toEqual([
    { text: "Café Marés", category: "business" },
    { text: "Blue Gull" },
  ]);
});

it("leaves out extra-item rows not typed yet", () => {
  const values = formValuesOf(view);
  values.text_boxes.push({ text: "   ", category: "brand" });
  expect(changesOf(values).text_boxes).toHaveLength(2);
});
