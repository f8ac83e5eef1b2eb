"use client";

import { Button, Group, NumberInput, SegmentedControl, Select } from "@mantine/core";
import { IconFilterOff } from "@tabler/icons-react";

import { countedCategories } from "@/components/items/categories";
import { SearchField, useSearchField } from "@/components/ui/search-field";
import { ITEM_STATES } from "@/config/item-states";
import { VERDICT_CODES } from "@/config/verdict-codes";
import type { ClearanceItemsView } from "@/lib/research/views";

import { isFiltered, type FilterName, type ResultsFilters } from "./filters";

const CODE_OPTIONS = [
  { value: "none", label: "No code yet" },
  ...VERDICT_CODES.map(({ code, label }) => ({ value: code, label: `${code} · ${label}` })),
];
const STATE_OPTIONS = Object.entries(ITEM_STATES).map(([value, { label }]) => ({ value, label }));
const FINDING_OPTIONS = [{ value: "missing", label: "Finding missing" }];
/** The revision's marks; the items it sent back that still wait, with their count. */
const revisionOptions = (sentBack: number) => [
  { value: "sent_back", label: `Sent back by revision · ${sentBack}` },
  { value: "carried_forward", label: "Carried forward" },
  { value: "not_carried_forward", label: "Not carried forward" },
];

/** The results table's filters; each change goes to the URL through `onChange`. */
export function ResultsFilters({
  filters,
  counts,
  sentBack,
  onChange,
}: {
  filters: ResultsFilters;
  counts: ClearanceItemsView["counts"];
  /** Items a revision sent back that still wait. */
  sentBack: number;
  onChange: (changes: Partial<Record<FilterName, string | number | null>>) => void;
}) {
  const search = useSearchField(filters.q ?? "", (q) => onChange({ q }));
  const categories = countedCategories(counts).map(({ category, label, items }) => ({
    value: category,
    label: `${label} · ${items}`,
  }));
  const page = (name: "page_from" | "page_to") => (value: string | number) =>
    onChange({ [name]: typeof value === "number" && value > 0 ? value : null });

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter the items">
      <SearchField
        search={search}
        placeholder="Item, variant or finding"
        w={{ base: "100%", sm: 220 }}
      />
      {(
        [
          { name: "category", label: "Category", placeholder: "All", data: categories, w: 200 },
          { name: "code", label: "Code", placeholder: "Any", data: CODE_OPTIONS, w: 200 },
          { name: "state", label: "State", placeholder: "Any", data: STATE_OPTIONS, w: 170 },
          { name: "finding", label: "Finding", placeholder: "Any", data: FINDING_OPTIONS, w: 170 },
          {
            name: "revision",
            label: "Revision",
            placeholder: "Any",
            data: revisionOptions(sentBack),
            w: 240,
          },
        ] as const
      ).map(({ name, w, ...select }) => (
        <Select
          key={name}
          {...select}
          value={filters[name] ?? null}
          onChange={(value) => onChange({ [name]: value })}
          clearable
          w={{ base: "100%", xs: w }}
        />
      ))}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {(
          [
            ["page_from", "From page"],
            ["page_to", "To page"],
          ] as const
        ).map(([name, label]) => (
          <NumberInput
            key={name}
            label={label}
            min={1}
            allowDecimal={false}
            value={filters[name] ?? ""}
            onChange={page(name)}
            w={100}
          />
        ))}
      </Group>
      <SegmentedControl
        aria-label="Assignee"
        data={[
          { value: "anyone", label: "Anyone" },
          { value: "me", label: "Assigned to me" },
        ]}
        value={filters.assignee ?? "anyone"}
        onChange={(value) => onChange({ assignee: value === "me" ? "me" : null })}
      />
      {isFiltered(filters) ? (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} />}
          onClick={() => {
            search.cancel();
            onChange({
              category: null,
              code: null,
              state: null,
              finding: null,
              revision: null,
              page_from: null,
              page_to: null,
              q: null,
              assignee: null,
            });
          }}
        >
          Clear filters
        </Button>
      ) : null}
    </Group>
  );
}
