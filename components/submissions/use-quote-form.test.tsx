import { act, renderHook } from "@testing-library/react";

import type { QuoteFormValues } from "./quote-form";
import { useQuoteForm } from "./use-quote-form";

const VALUES: QuoteFormValues = {
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
const typed = (value: string) => ({ currentTarget: { value } }) as never;
const LONG_TITLE = "x".repeat(201);

function renderForm(values = VALUES) {
  const heard: QuoteFormValues[] = [];
  const { result } = renderHook(() => useQuoteForm(values, (next) => heard.push(next)));
  return { form: () => result.current, heard };
}

describe("useQuoteForm", () => {
  it("reports each change, and shows the changed field's refusal as it is typed", () => {
    const { form, heard } = renderForm();
    act(() => form().text("title").onChange(typed(LONG_TITLE)));
    expect(form().text("title")).toMatchObject({
      value: LONG_TITLE,
      error: "The title must be at most 200 characters.",
    });
    expect(heard.at(-1)?.title).toBe(LONG_TITLE);
    act(() => form().text("title").onChange(typed("Low Tide")));
    expect(form().text("title").error).toBeUndefined();
    act(() => form().choice("period").onChange("historical"));
    act(() => form().turnaround().onChange("rush"));
    expect(heard.at(-1)).toMatchObject({
      title: "Low Tide",
      period: "historical",
      turnaround: "rush",
    });
  });

  it("builds changes made in one event on each other", () => {
    const { form } = renderForm();
    act(() => {
      form().set("title", "Low Tide");
      form().set("setting_city", "Lisbon");
    });
    expect(form().values).toMatchObject({ title: "Low Tide", setting_city: "Lisbon" });
  });

  it("shows every refusal on validate, the extra items' rows included", () => {
    const { form } = renderForm();
    act(() => form().addRow());
    expect(form().rowText(0)).toMatchObject({ value: "", error: undefined });
    let refused = false;
    act(() => {
      refused = form().validate();
    });
    expect(refused).toBe(true);
    expect(form().rowText(0).error).toBe("Each extra item needs a text.");
    act(() => form().rowText(0).onChange(typed("Café Marés")));
    expect(form().rowText(0).error).toBeUndefined();
    act(() => form().rowCategory(0).onChange("business"));
    expect(form().values.text_boxes).toEqual([{ text: "Café Marés", category: "business" }]);
  });

  it("removes a row and the refusals shown for the rows", () => {
    const { form } = renderForm({
      ...VALUES,
      text_boxes: [
        { text: "", category: null },
        { text: "Pier Nine", category: null },
      ],
    });
    act(() => {
      form().validate();
    });
    expect(form().rowText(0).error).toBe("Each extra item needs a text.");
    act(() => form().removeRow(0));
    expect(form().values.text_boxes).toEqual([{ text: "Pier Nine", category: null }]);
    expect(form().rowText(0).error).toBeUndefined();
  });

  it("gives switches their checked state and tags their list", () => {
    const { form } = renderForm();
    expect(form().switch("script_clearance").checked).toBe(true);
    act(() =>
      form()
        .switch("title_clearance")
        .onChange({ currentTarget: { checked: true } } as never),
    );
    act(() => form().tags().onChange(["Night Ferry"]));
    expect(form().values).toMatchObject({
      title_clearance: true,
      alternative_titles: ["Night Ferry"],
    });
  });
});
