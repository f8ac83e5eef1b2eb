"use client";

import { NativeSelect, type NativeSelectProps } from "@mantine/core";

import classes from "./quote-fields.module.css";

type Option = { value: string; label: string };

/**
 * A choice from a short or well-known list, or none: the browser's own list (type-ahead finds a
 * country), lighter than Mantine's Select and its Combobox and floating-ui (issue 21). The empty
 * first entry, named `placeholder`, is "none" (null).
 */
export function ChoiceField({
  value,
  onChange,
  data,
  placeholder,
  ...props
}: Omit<NativeSelectProps, "value" | "onChange" | "data" | "placeholder"> & {
  value?: string | null;
  onChange: (value: string | null) => void;
  data: readonly Option[];
  placeholder: string;
}) {
  return (
    <NativeSelect
      {...props}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      data={[{ value: "", label: placeholder }, ...data]}
      classNames={{ input: value ? undefined : classes.unchosen }}
    />
  );
}
