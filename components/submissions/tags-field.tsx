"use client";

import { InputBase, InputWrapperContext } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { use, useRef, useState, type ComponentProps, type ReactNode } from "react";

import classes from "./quote-fields.module.css";

/** The tags `typed` adds to `tags`: split at commas, trimmed, no repeats, at most `max` in all. */
export function withTyped(tags: string[], typed: string, max: number): string[] {
  const next = [...tags];
  for (const part of typed.split(",")) {
    const tag = part.trim();
    if (tag && !next.includes(tag) && next.length < max) next.push(tag);
  }
  return next;
}

/**
 * A list of short texts typed one by one (Enter or a comma ends one; leaving the field keeps
 * what was typed): Mantine's TagsInput look and keys, without its Combobox.
 */
export function TagsField({
  label,
  description,
  error,
  value,
  onChange,
  onFocus,
  onBlur,
  maxTags,
}: {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  value: string[];
  onChange: (tags: string[]) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  maxTags: number;
}) {
  const field = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState("");
  const accept = (text: string) => {
    const next = withTyped(value, text, maxTags);
    if (next.length !== value.length) onChange(next);
    setTyped("");
  };
  return (
    <InputBase
      component="div"
      multiline
      withAria={false}
      data-no-overflow
      label={label}
      description={description}
      error={error}
      onMouseDown={(event) => {
        if (event.target === field.current) return;
        event.preventDefault();
        field.current?.focus();
      }}
    >
      <div className={classes.pills}>
        {value.map((tag, index) => (
          <span key={tag} className={classes.pill}>
            <span className={classes.pillLabel}>{tag}</span>
            <button
              type="button"
              className={classes.pillRemove}
              aria-label={`Remove ${tag}`}
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => onChange(value.filter((_, other) => other !== index))}
            >
              <IconX size={12} />
            </button>
          </span>
        ))}
        <Field
          ref={field}
          value={typed}
          invalid={Boolean(error)}
          onChange={(event) => {
            const text = event.currentTarget.value;
            if (text.includes(",")) accept(text);
            else setTyped(text);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              accept(typed);
            } else if (event.key === "Backspace" && typed === "" && value.length > 0) {
              onChange(value.slice(0, -1));
            }
          }}
          onFocus={onFocus}
          onBlur={() => {
            if (typed.trim()) accept(typed);
            onBlur?.();
          }}
        />
      </div>
    </InputBase>
  );
}

/** The text field, labelled and described by the wrapper around it (its id and messages). */
function Field({ invalid, ...props }: ComponentProps<"input"> & { invalid: boolean }) {
  const wrapper = use(InputWrapperContext);
  return (
    <input
      {...props}
      id={wrapper.inputId}
      className={classes.field}
      aria-invalid={invalid}
      aria-describedby={wrapper.describedBy}
    />
  );
}
