import { SUBMISSION_LIMITS as LIMITS } from "@/config/submissions";

import { draftChangesSchema } from "./details";
import { draftProblems, type DraftDetails } from "./draft-check";

const valid: DraftDetails = {
  title: "Low Tide",
  alternative_titles: ["Ebb"],
  series_name: "",
  episode_name: "",
  setting_country: "PT",
  setting_region: "",
  setting_city: " Lisbon ",
  production_company: "",
  notes: "",
  text_boxes: [{ text: "Café Marés" }],
};

const long = (length: number) => "x".repeat(length + 1);

it("finds nothing wrong with details the server accepts", () => {
  expect(draftProblems(valid)).toEqual({});
  expect(draftChangesSchema.safeParse(valid).success).toBe(true);
  // At the limits, once trimmed.
  const full = { ...valid, title: ` ${"x".repeat(LIMITS.titleLength)} `, notes: "" };
  expect(draftProblems(full)).toEqual({});
  expect(draftChangesSchema.safeParse(full).success).toBe(true);
});

it.each<[string, Partial<DraftDetails>]>([
  ["a long title", { title: long(LIMITS.titleLength) }],
  ["a long series name", { series_name: long(LIMITS.shortTextLength) }],
  ["a long episode name", { episode_name: long(LIMITS.shortTextLength) }],
  ["a long region", { setting_region: long(LIMITS.shortTextLength) }],
  ["a long city", { setting_city: long(LIMITS.shortTextLength) }],
  ["a long production company", { production_company: long(LIMITS.shortTextLength) }],
  ["long notes", { notes: long(LIMITS.notesLength) }],
  ["an empty alternative title", { alternative_titles: ["Ebb", "  "] }],
  ["a long alternative title", { alternative_titles: [long(LIMITS.titleLength)] }],
  [
    "too many alternative titles",
    { alternative_titles: Array.from({ length: 11 }, (_, index) => `Title ${index}`) },
  ],
  ["a country not on the list", { setting_country: "Narnia" }],
  ["an empty extra item", { text_boxes: [{ text: "Sign" }, { text: " " }] }],
  ["a long extra item", { text_boxes: [{ text: long(LIMITS.textBoxLength) }] }],
  ["too many extra items", { text_boxes: Array.from({ length: 201 }, () => ({ text: "Sign" })) }],
])("refuses %s where and as the server does", (_what, change) => {
  const details = { ...valid, ...change };
  const server = draftChangesSchema.safeParse(details);
  if (server.success) throw new Error("the server accepted it");
  const [issue] = server.error.issues;
  expect(draftProblems(details)).toEqual({ [issue!.path.join(".")]: issue!.message });
});
