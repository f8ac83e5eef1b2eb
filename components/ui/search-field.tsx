"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";

/**
 * The search field: what is typed shows at once and goes to the URL 300 ms after the last key;
 * when the URL's search changes otherwise (back, forward, cleared filters), the field follows.
 */
export function useSearchField(inUrl: string, commit: (q: string) => void) {
  const [value, setValue] = useState(inUrl);
  const [sent, setSent] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  if (inUrl !== seen) {
    setSeen(inUrl);
    // Not the search just sent, which reaches the URL a moment after it is sent.
    if (inUrl !== sent) {
      setSent(inUrl);
      setValue(inUrl);
    }
  }
  const send = useDebouncedCallback((typed: string) => {
    setSent(typed.trim());
    commit(typed.trim());
  }, 300);
  const type = (typed: string) => {
    setValue(typed);
    send(typed);
  };
  return { value, type, cancel: send.cancel };
}

/** The search box of a list whose filters live in the URL, fed by `useSearchField`. */
export function SearchField({
  search,
  placeholder,
  w,
}: {
  search: ReturnType<typeof useSearchField>;
  placeholder: string;
  w: TextInputProps["w"];
}) {
  return (
    <TextInput
      label="Search"
      type="search"
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={search.value}
      onChange={(event) => search.type(event.currentTarget.value)}
      w={w}
    />
  );
}
