"use client";

import { InputBase, type InputBaseProps } from "@mantine/core";
import type { ChangeEvent } from "react";

import classes from "./quote-fields.module.css";

type Option = { value: string; label: string };

/** The up-and-down chevron of Mantine's NativeSelect, without Combobox's class list. */
const CHEVRON =
  "M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z";

/**
 * A choice from a short or well-known list, or none: the browser's own list (type-ahead finds a
 * country) in Mantine's input frame, as NativeSelect draws it, without the code of Mantine's
 * Select (Combobox, floating-ui) or NativeSelect's. The empty first entry, named
 * `placeholder`, is "none" (null).
 */
export function ChoiceField({
  value,
  onChange,
  data,
  placeholder,
  ...props
}: Omit<InputBaseProps, "value" | "onChange" | "placeholder"> & {
  value: string | null;
  onChange: (value: string | null) => void;
  data: readonly Option[];
  placeholder: string;
  "aria-label"?: string;
}) {
  return (
    <InputBase
      {...props}
      component="select"
      pointer
      value={value ?? ""}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange(event.currentTarget.value || null)
      }
      classNames={{ input: value ? undefined : classes.unchosen }}
      rightSectionPointerEvents="none"
      rightSection={
        <svg
          className={classes.chevron}
          data-error={props.error ? true : undefined}
          viewBox="0 0 15 15"
          fill="none"
          aria-hidden
        >
          <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      }
    >
      <option value="">{placeholder}</option>
      {data.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </InputBase>
  );
}
