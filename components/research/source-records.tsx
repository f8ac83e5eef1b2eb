"use client";

import { ActionIcon, Autocomplete, Button, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useState } from "react";

import { ITEM_LIMITS } from "@/config/item-states";
import { RESEARCH_SOURCE_OPTIONS } from "@/config/research-sources";
import type { SourceRecord } from "@/lib/research/input";

/** Today in the researcher's own time zone, as YYYY-MM-DD (what a date input holds). */
export const today = () => new Date().toLocaleDateString("en-CA");

export const blankSource = (): SourceRecord => ({
  source: "",
  query: "",
  result: "",
  checked_on: today(),
});

const TEXT_FIELDS = [
  { field: "query", label: "Query", placeholder: "What was searched" },
  { field: "result", label: "Result", placeholder: "What it showed" },
] as const;

/**
 * An item's searches as a small table (docs/clearance-domain.md §2.3): the source, picked from
 * the library or typed, what was searched for, what it answered and on which day (today unless
 * changed). Every control is a plain field in tab order; a new row takes the focus.
 */
export function SourceRecords({
  value,
  onChange,
  error,
}: {
  value: SourceRecord[];
  onChange: (value: SourceRecord[]) => void;
  error?: string;
}) {
  const [added, setAdded] = useState<number>();
  const change = (index: number, field: keyof SourceRecord, text: string) =>
    onChange(value.map((record, at) => (at === index ? { ...record, [field]: text } : record)));
  return (
    <Stack gap={4} role="group" aria-labelledby="sources-label">
      <Text size="sm" fw={500} id="sources-label">
        Sources searched
      </Text>
      {value.length ? (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} horizontalSpacing={4} withRowBorders={false}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="28%">Source</Table.Th>
                <Table.Th>Query</Table.Th>
                <Table.Th>Result</Table.Th>
                <Table.Th w={136}>Date</Table.Th>
                <Table.Th w={36} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {value.map((record, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <Autocomplete
                      aria-label={`Source ${index + 1}`}
                      placeholder="Register, directory…"
                      data={RESEARCH_SOURCE_OPTIONS}
                      value={record.source}
                      onChange={(text) => change(index, "source", text)}
                      maxLength={ITEM_LIMITS.sourceNameLength}
                      autoFocus={index === added}
                      limit={12}
                    />
                  </Table.Td>
                  {TEXT_FIELDS.map(({ field, label, placeholder }) => (
                    <Table.Td key={field}>
                      <TextInput
                        aria-label={`${label} ${index + 1}`}
                        placeholder={placeholder}
                        value={record[field]}
                        onChange={(event) => change(index, field, event.currentTarget.value)}
                        maxLength={ITEM_LIMITS.sourceTextLength}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <TextInput
                      type="date"
                      aria-label={`Date searched ${index + 1}`}
                      value={record.checked_on}
                      max={today()}
                      onChange={(event) => change(index, "checked_on", event.currentTarget.value)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Remove source ${index + 1}`}
                      onClick={() => onChange(value.filter((_, at) => at !== index))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {value.length < ITEM_LIMITS.sources ? (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => {
            setAdded(value.length);
            onChange([...value, blankSource()]);
          }}
          style={{ alignSelf: "flex-start" }}
        >
          Add a source
        </Button>
      ) : null}
    </Stack>
  );
}
