"use client";

import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from "@mantine/form";
import { useCallback, useEffect, useRef, type ChangeEvent } from "react";

import { draftChangesSchema } from "@/lib/submissions/details";

import type { QuoteFormValues } from "./quote-form";

/** The server's own check of a draft's details (PATCH), so the fields refuse what it would. */
const validateDraft: (values: QuoteFormValues) => FormErrors = schemaResolver(draftChangesSchema, {
  sync: true,
});

/**
 * The quote editor's form (@mantine/form): its values checked by the server's schema, a field's
 * refusal shown as it changes and all of them on `validate()`. `onValuesChange` hears every
 * change, the extra items' rows added and removed included.
 */
export function useQuoteForm(
  initialValues: QuoteFormValues,
  onValuesChange: (values: QuoteFormValues) => void,
): QuoteForm {
  // The form keeps the first listener it is given; this one always calls the latest.
  const changed = useRef(onValuesChange);
  useEffect(() => {
    changed.current = onValuesChange;
  }, [onValuesChange]);
  const heard = useCallback((values: QuoteFormValues) => changed.current(values), []);
  return useForm<QuoteFormValues>({
    mode: "controlled",
    initialValues,
    validate: validateDraft,
    validateInputOnChange: true,
    onValuesChange: heard,
  });
}

export type QuoteForm = UseFormReturnType<QuoteFormValues, QuoteFormValues, typeof validateDraft>;

type ChoicePath = "project_type" | "setting_country" | "period" | `text_boxes.${number}.category`;

/**
 * A list field's props for Mantine's NativeSelect (the browser's own list, whose type-ahead finds
 * a country): `none` is its empty first entry, which the form holds as null.
 */
export function choiceProps(
  form: QuoteForm,
  path: ChoicePath,
  none: string,
  options: readonly { value: string; label: string }[],
) {
  const { value, ...props } = form.getInputProps(path);
  return {
    ...props,
    data: [{ value: "", label: none }, ...options],
    value: (value as string | null) ?? "",
    onChange: (event: ChangeEvent<HTMLSelectElement>) =>
      form.setFieldValue(path, event.currentTarget.value || null),
  };
}
