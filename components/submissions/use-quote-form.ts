"use client";

import { useEffect, useRef, useState, type ChangeEvent } from "react";

import { draftProblems } from "@/lib/submissions/details";

import type { QuoteFormValues } from "./quote-form";

type Problems = Record<string, string>;
type TextName =
  | "title"
  | "series_name"
  | "episode_name"
  | "setting_region"
  | "setting_city"
  | "production_company"
  | "notes";
type ChoiceName = "project_type" | "setting_country" | "period";
type SwitchName = "script_clearance" | "title_clearance";
type Typed = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** `problems` with the refusal at `path` as `all` has it (or none), the other ones kept. */
function withProblemAt(problems: Problems, path: string, all: Problems): Problems {
  const { [path]: _shown, ...others } = problems;
  return all[path] ? { ...others, [path]: all[path] } : others;
}

/** `problems` without those of the extra items' rows, whose indexes move. */
const withoutRowProblems = (problems: Problems): Problems =>
  Object.fromEntries(Object.entries(problems).filter(([path]) => !path.startsWith("text_boxes")));

/**
 * The quote editor's form: its values, each field's refusal (draftProblems, shown as the field
 * changes, all at once on `validate`), and each field's props. `onValuesChange` hears every
 * change. What @mantine/form did here, without its code on the page.
 */
export function useQuoteForm(
  initialValues: QuoteFormValues,
  onValuesChange: (values: QuoteFormValues) => void,
) {
  const [values, setValues] = useState(initialValues);
  const [problems, setProblems] = useState<Problems>({});
  // Changes made in one event build on each other, not on the last render's values.
  const current = useRef(values);
  const changed = useRef(onValuesChange);
  useEffect(() => {
    changed.current = onValuesChange;
  }, [onValuesChange]);

  const update = (next: QuoteFormValues, shown: (problems: Problems) => Problems) => {
    current.current = next;
    setValues(next);
    setProblems(shown);
    changed.current(next);
  };
  const set = <K extends keyof QuoteFormValues>(name: K, value: QuoteFormValues[K]) => {
    const next = { ...current.current, [name]: value };
    update(next, (shown) => withProblemAt(shown, name, draftProblems(next)));
  };
  const setRow = (index: number, part: "text" | "category", value: string | null) => {
    const next = {
      ...current.current,
      text_boxes: current.current.text_boxes.map((box, row) =>
        row === index ? { ...box, [part]: value } : box,
      ),
    };
    const path = `text_boxes.${index}.${part}`;
    update(next, (shown) => withProblemAt(shown, path, draftProblems(next)));
  };
  const setRows = (rows: QuoteFormValues["text_boxes"]) =>
    update({ ...current.current, text_boxes: rows }, withoutRowProblems);

  return {
    values,
    set,
    /** Shows every refusal; answers whether there was any. */
    validate(): boolean {
      const all = draftProblems(current.current);
      setProblems(all);
      return Object.keys(all).length > 0;
    },
    text: (name: TextName) => ({
      value: values[name],
      onChange: (event: Typed) => set(name, event.currentTarget.value),
      error: problems[name],
    }),
    choice: (name: ChoiceName) => ({
      value: values[name],
      onChange: (value: string | null) => set(name, value),
      error: problems[name],
    }),
    tags: () => ({
      value: values.alternative_titles,
      onChange: (tags: string[]) => set("alternative_titles", tags),
      error: problems.alternative_titles,
    }),
    switch: (name: SwitchName) => ({
      checked: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.currentTarget.checked),
    }),
    turnaround: () => ({
      value: values.turnaround,
      onChange: (value: string) => set("turnaround", value as QuoteFormValues["turnaround"]),
    }),
    rowText: (index: number) => ({
      value: values.text_boxes[index]!.text,
      onChange: (event: Typed) => setRow(index, "text", event.currentTarget.value),
      error: problems[`text_boxes.${index}.text`],
    }),
    rowCategory: (index: number) => ({
      value: values.text_boxes[index]!.category,
      onChange: (value: string | null) => setRow(index, "category", value),
      error: problems[`text_boxes.${index}.category`],
    }),
    addRow: () => setRows([...current.current.text_boxes, { text: "", category: null }]),
    removeRow: (index: number) =>
      setRows(current.current.text_boxes.filter((_, row) => row !== index)),
  };
}

export type QuoteForm = ReturnType<typeof useQuoteForm>;
