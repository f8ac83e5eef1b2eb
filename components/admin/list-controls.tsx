"use client";

import { Button, Group, Pagination, Select, Text, TextInput } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";
import type { ReactNode } from "react";

import { CsvExportButton } from "@/components/ui/csv-export-button";

/** A filter picked from a list; `name` is its URL parameter. */
export type FilterChoice = {
  name: string;
  label: string;
  data: readonly { value: string; label: string }[];
  w: number;
};

/** A filter on a day (from, to), as a date field. */
export type FilterDay = { name: string; label: string };

/** A pick list's options from labels by value. */
export const choicesOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * `params` with `changes` made (an empty value removes its parameter); any change but the page's
 * starts the list again from page 1.
 */
export function changedParams(
  params: URLSearchParams,
  changes: Record<string, string | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!("page" in changes)) next.delete("page");
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * An admin list's filters above it: what comes first (a search), pick lists, days, then "Clear
 * filters" while any is set, and the CSV export of what they match.
 */
export function ListFilterBar({
  children,
  choices,
  days,
  params,
  onChange,
  filtered,
  onClear,
  exportHref,
  exportFileName,
}: {
  children?: ReactNode;
  choices: readonly FilterChoice[];
  days: readonly FilterDay[];
  /** The filters' current values, by name. */
  params: URLSearchParams;
  onChange: (name: string, value: string | null) => void;
  filtered: boolean;
  onClear: () => void;
  exportHref: string;
  exportFileName: string;
}) {
  return (
    <Group align="flex-end" gap="sm">
      {children}
      {choices.map(({ name, ...choice }) => (
        <Select
          key={name}
          {...choice}
          data={[...choice.data]}
          placeholder="Any"
          value={params.get(name)}
          onChange={(value) => onChange(name, value)}
          clearable
        />
      ))}
      {days.map(({ name, label }) => (
        <TextInput
          key={name}
          label={label}
          type="date"
          value={params.get(name) ?? ""}
          onChange={(event) => onChange(name, event.currentTarget.value)}
          w={160}
        />
      ))}
      <Group gap="xs" ml="auto">
        {filtered ? (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        <CsvExportButton href={exportHref} fileName={exportFileName} />
      </Group>
    </Group>
  );
}

/** Under an admin list: how many it holds (`count`), and its pages when there is more than one. */
export function ListPages({
  count,
  page,
  pageSize,
  totalItems,
  onChange,
}: {
  count: ReactNode;
  page: number;
  pageSize: number;
  totalItems: number;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      {totalItems > pageSize ? (
        <Pagination
          total={Math.ceil(totalItems / pageSize)}
          value={page}
          onChange={onChange}
          getControlProps={(control) => ({ "aria-label": `${control} page` })}
        />
      ) : null}
    </Group>
  );
}
