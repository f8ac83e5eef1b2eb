import { SUBMISSION_LIMITS as LIMITS } from "@/config/submissions";
import { problemResponse } from "@/lib/http/problems";
import { readJson } from "@/lib/http/request";

import { correlationIdSchema, draftChangesSchema } from "./details";

/** The first refusal of `changes`, as the API answers it: message and field. */
function refusal(changes: unknown) {
  const result = draftChangesSchema.safeParse(changes);
  if (result.success) throw new Error(`accepted ${JSON.stringify(changes)}`);
  const [issue] = result.error.issues;
  return { message: issue!.message, field: issue!.path.join(".") };
}

const long = (length: number) => "x".repeat(length + 1);

it("trims free text and stores empty optional text as not given", () => {
  expect(
    draftChangesSchema.parse({
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
  [{ title: long(LIMITS.titleLength) }, "title", "The title must be at most 200 characters."],
  [{ alternative_titles: ["  "] }, "alternative_titles.0", "An alternative title cannot be empty."],
  [
    { alternative_titles: Array.from({ length: 11 }, (_, index) => `Title ${index}`) },
    "alternative_titles",
    "List at most 10 alternative titles.",
  ],
  [
    { series_name: long(LIMITS.shortTextLength) },
    "series_name",
    "The series name must be at most 200 characters.",
  ],
  [{ notes: long(LIMITS.notesLength) }, "notes", "The notes must be at most 5000 characters."],
  [{ setting_country: "Narnia" }, "setting_country", "Choose the country from the list."],
  [{ text_boxes: [{ text: "   " }] }, "text_boxes.0.text", "Each extra item needs a text."],
  [
    { text_boxes: [{ text: long(LIMITS.textBoxLength) }] },
    "text_boxes.0.text",
    "An extra item must be at most 300 characters.",
  ],
  [
    { text_boxes: Array.from({ length: 201 }, () => ({ text: "Sign" })) },
    "text_boxes",
    "List at most 200 extra items.",
  ],
])("refuses %j with the server's message", (changes, field, message) => {
  expect(refusal(changes)).toEqual({ message, field });
});

it("refuses, in the API's English, what has no message of its own", async () => {
  const answer = async (body: unknown) => {
    const request = new Request("http://app/", { method: "PATCH", body: JSON.stringify(body) });
    try {
      return await readJson(request, draftChangesSchema);
    } catch (error) {
      return problemResponse(error).json();
    }
  };
  expect(await answer({ owner_id: "someone" })).toEqual({
    message: 'Unrecognized key: "owner_id"',
  });
  expect(await answer({ turnaround: "yesterday" })).toMatchObject({
    message: expect.stringMatching(/^Invalid option/),
    field: "turnaround",
  });
  expect(await answer({ title: "Low Tide" })).toEqual({ title: "Low Tide" });
});

it("knows a correlation id", () => {
  expect(correlationIdSchema.safeParse("0b9f5a7e-3c1d-4e2f-9a8b-7c6d5e4f3a2b").success).toBe(true);
  expect(correlationIdSchema.safeParse("42").success).toBe(false);
});
