"use client";

import { Input, Stack } from "@mantine/core";
import { useId, type ChangeEvent, type ReactNode } from "react";

import classes from "./check-fields.module.css";

/** Mantine's check icon (Checkbox's CheckIcon). */
const TICK =
  "M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z";

/** A native checkbox or radio with its label and description, as Mantine's InlineInput lays out. */
function InlineChoice({
  type,
  label,
  description,
  disabled,
  ...input
}: {
  type: "checkbox" | "radio";
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  name?: string;
  value?: string;
}) {
  const id = useId();
  const described = description ? `${id}-description` : undefined;
  return (
    <div className={classes.row}>
      <div className={classes.box}>
        <input
          {...input}
          id={id}
          type={type}
          disabled={disabled}
          aria-describedby={described}
          className={`${type === "checkbox" ? classes.checkbox : classes.radio} mantine-focus-auto`}
        />
        {type === "checkbox" ? (
          <svg className={classes.tick} viewBox="0 0 10 7" fill="none" aria-hidden>
            <path d={TICK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        ) : (
          <svg className={classes.dot} viewBox="0 0 5 5" fill="none" aria-hidden>
            <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
          </svg>
        )}
      </div>
      <div className={classes.labels} data-disabled={disabled || undefined}>
        <label htmlFor={id} className={classes.label} data-disabled={disabled || undefined}>
          {label}
        </label>
        {description ? (
          <Input.Description id={described} className={classes.description}>
            {description}
          </Input.Description>
        ) : null}
      </div>
    </div>
  );
}

/** A checkbox in Mantine's look, without Checkbox's code. */
export function CheckField(props: {
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return <InlineChoice type="checkbox" {...props} />;
}

type RadioOption = { value: string; label: ReactNode; description?: ReactNode };

/** A labelled group of radios in Mantine's look (Radio.Group), without Radio's code. */
export function RadioChoices({
  label,
  options,
  value,
  onChange,
}: {
  label: ReactNode;
  options: RadioOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <Input.Wrapper label={label} labelElement="div" id={name}>
      <Stack gap="xs" mt="xs" role="radiogroup" aria-labelledby={`${name}-label`}>
        {options.map((option) => (
          <InlineChoice
            key={option.value}
            type="radio"
            name={name}
            value={option.value}
            label={option.label}
            description={option.description}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
