import { problemResponse } from "@/lib/http/problems";
import { readJson } from "@/lib/http/request";

import { correlationIdSchema, draftChangesSchema, draftProblems } from "./details";

/** The answer of PATCH /api/submissions/{id}'s validation for `body`: its data or its refusal. */
async function answer(body: unknown) {
  const request = new Request("http://app/", { method: "PATCH", body: JSON.stringify(body) });
  try {
    return await readJson(request, draftChangesSchema);
  } catch (error) {
    return problemResponse(error).json();
  }
}

it("trims free text and stores empty optional text as not given", async () => {
  expect(
    await answer({
      title: "  Low Tide ",
      series_name: "   ",
      setting_city: " Lisbon ",
      notes: null,
      text_boxes: [{ text: " Café Marés ", category: null }],
    }),
  ).toEqual({
    title: "Low Tide",
    series_name: null,
    setting_city: "Lisbon",
    notes: null,
    text_boxes: [{ text: "Café Marés" }],
  });
});

it.each([
  [{ title: "x".repeat(201) }, "title", "The title must be at most 200 characters."],
  [{ alternative_titles: ["  "] }, "alternative_titles.0", "An alternative title cannot be empty."],
  [
    { alternative_titles: Array.from({ length: 11 }, (_, index) => `Title ${index}`) },
    "alternative_titles",
    "List at most 10 alternative titles.",
  ],
  [
    { series_name: "x".repeat(201) },
    "series_name",
    "The series name must be at most 200 characters.",
  ],
  [{ notes: "x".repeat(5001) }, "notes", "The notes must be at most 5000 characters."],
  [{ setting_country: "Narnia" }, "setting_country", "Choose the country from the list."],
  [{ text_boxes: [{ text: "   " }] }, "text_boxes.0.text", "Each extra item needs a text."],
  [
    { text_boxes: [{ text: "x".repeat(301) }] },
    "text_boxes.0.text",
    "An extra item must be at most 300 characters.",
  ],
  [
    { text_boxes: Array.from({ length: 201 }, () => ({ text: "Sign" })) },
    "text_boxes",
    "List at most 200 extra items.",
  ],
  [{ owner_id: "someone" }, undefined, 'Unrecognized key: "owner_id"'],
])("refuses %j with a message and the field", async (body, field, message) => {
  expect(await answer(body)).toEqual({ message, ...(field ? { field } : {}) });
});

it("knows a correlation id", () => {
  expect(correlationIdSchema.safeParse("0b9f5a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b").success).toBe(true);
  expect(correlationIdSchema.safeParse("42").success).toBe(false);
});

describe("draftProblems, the quote editor's check", () => {
  // The quote editor's values: text as typed, null for no choice.
  const typed = {
    title: "Low Tide",
    alternative_titles: ["Ebb"],
    project_type: null,
    series_name: "",
    episode_name: "",
    setting_country: "PT",
    setting_region: "",
    setting_city: " Lisbon ",
    period: null,
    production_company: "",
    notes: "",
    text_boxes: [{ text: "Café Marés", category: null }],
    script_clearance: true,
    title_clearance: false,
    turnaround: "standard",
  };

  it("finds nothing wrong with what the editor holds when the server would take it", () => {
    expect(draftProblems(typed)).toEqual({});
  });

  it("names each refused field by its path with the server's sentence, the first one only", () => {
    expect(
      draftProblems({
        ...typed,
        title: "x".repeat(201),
        setting_country: "Narnia",
        text_boxes: [
          { text: "Sign", category: null },
          { text: " ", category: null },
        ],
      }),
    ).toEqual({
      title: "The title must be at most 200 characters.",
      setting_country: "Choose the country from the list.",
      "text_boxes.1.text": "Each extra item needs a text.",
    });
  });
});
