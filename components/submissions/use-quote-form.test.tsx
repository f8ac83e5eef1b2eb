import { act, renderHook } from "@testing-library/react";

import type { QuoteFormValues } from "./quote-form";
import { NEW_QUOTE_FORM } from "./quote-form-fixture";
import { useQuoteForm } from "./use-quote-form";

const LONG_TITLE = "x".repeat(201);

function renderForm(values = NEW_QUOTE_FORM) {
  const heard: QuoteFormValues[] = [];
  const { result } = renderHook(() => useQuoteForm(values, (next) => heard.push(next)));
  return { form: () => result.current, heard };
}

describe("useQuoteForm", () => {
  it("reports each change, and shows the changed field's refusal as it is typed", () => {
    const { form, heard } = renderForm();
    act(() => form().getInputProps("title").onChange(LONG_TITLE));
    expect(form().getInputProps("title")).toMatchObject({
      value: LONG_TITLE,
      error: "The title must be at most 200 characters.",
    });
    expect(heard.at(-1)?.title).toBe(LONG_TITLE);
    act(() => form().getInputProps("title").onChange("Low Tide"));
    expect(form().getInputProps("title").error).toBeUndefined();
    act(() => form().setFieldValue("period", "historical"));
    act(() => form().getInputProps("turnaround").onChange("rush"));
    expect(heard.at(-1)).toMatchObject({
      title: "Low Tide",
      period: "historical",
      turnaround: "rush",
    });
  });

  it("builds changes made in one event on each other", () => {
    const { form } = renderForm();
    act(() => {
      form().setFieldValue("title", "Low Tide");
      form().setFieldValue("setting_city", "Lisbon");
    });
    expect(form().values).toMatchObject({ title: "Low Tide", setting_city: "Lisbon" });
  });

  it("shows every refusal on validate, the extra items' rows included", () => {
    const { form, heard } = renderForm();
    act(() => form().insertListItem("text_boxes", { text: "", category: null }));
    expect(heard.at(-1)?.text_boxes).toHaveLength(1);
    expect(form().getInputProps("text_boxes.0.text")).toMatchObject({
      value: "",
      error: undefined,
    });
    let refused = false;
    act(() => {
      refused = form().validate().hasErrors;
    });
    expect(refused).toBe(true);
    expect(form().getInputProps("text_boxes.0.text").error).toBe("Each extra item needs a text.");
    act(() => form().getInputProps("text_boxes.0.text").onChange("Café Marés"));
    expect(form().getInputProps("text_boxes.0.text").error).toBeUndefined();
    act(() => form().setFieldValue("text_boxes.0.category", "business"));
    expect(form().values.text_boxes).toEqual([{ text: "Café Marés", category: "business" }]);
  });

  it("removes a row and the refusal shown for it", () => {
    const { form, heard } = renderForm({
      ...NEW_QUOTE_FORM,
      text_boxes: [
        { text: "", category: null },
        { text: "Pier Nine", category: null },
      ],
    });
    act(() => {
      form().validate();
    });
    expect(form().getInputProps("text_boxes.0.text").error).toBe("Each extra item needs a text.");
    act(() => form().removeListItem("text_boxes", 0));
    expect(form().values.text_boxes).toEqual([{ text: "Pier Nine", category: null }]);
    expect(heard.at(-1)?.text_boxes).toEqual([{ text: "Pier Nine", category: null }]);
    expect(form().getInputProps("text_boxes.0.text").error).toBeUndefined();
  });

  it("gives checkboxes their checked state and tags their list", () => {
    const { form } = renderForm();
    expect(form().getInputProps("script_clearance", { type: "checkbox" }).checked).toBe(true);
    act(() => form().getInputProps("title_clearance", { type: "checkbox" }).onChange(true));
    act(() => form().getInputProps("alternative_titles").onChange(["Night Ferry"]));
    expect(form().values).toMatchObject({
      title_clearance: true,
      alternative_titles: ["Night Ferry"],
    });
  });

  it("refuses what the server's schema refuses, in its words", () => {
    const { form } = renderForm();
    act(() => form().getInputProps("alternative_titles").onChange(Array(11).fill("Ferry")));
    expect(form().getInputProps("alternative_titles").error).toBe(
      "List at most 10 alternative titles.",
    );
    act(() => form().setFieldValue("setting_country", "XX"));
    expect(form().getInputProps("setting_country").error).toBe("Choose the country from the list.");
  });
});
