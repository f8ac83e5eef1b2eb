"use client";

import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconChevronDown, IconSelector } from "@tabler/icons-react";
import { memo, type MouseEvent, type Ref } from "react";

import { categoryLabel } from "@/components/items/categories";
import { RiskMeter, StatusCodeBadge } from "@/components/items/item-badges";
import { ITEM_STATES } from "@/config/item-states";
import { VERDICT_CODES } from "@/config/verdict-codes";
import type { ItemsQuery } from "@/lib/research/input";
import type { ClearanceItemView, Researcher } from "@/lib/research/views";

import { occurrenceSummary } from "./occurrences";

type Sort = NonNullable<ItemsQuery["sort"]>;

/** The columns, and the sort a click on each asks the API for. */
const COLUMNS: { label: string; sort?: Sort }[] = [
  { label: "Category", sort: "category" },
  { label: "Item", sort: "name" },
  { label: "Occurrences", sort: "occurrences" },
  { label: "Risk", sort: "risk" },
  { label: "Suggested" },
  { label: "Code", sort: "code" },
  { label: "State", sort: "state" },
  { label: "Assignee" },
];

/**
 * The results table itself: a checkbox per row, headers that sort, and one row per item. The
 * active row (the keyboard's) is marked and focusable; a click on the item opens its editor,
 * and the item's name is a link (`itemHref`), so it also opens in a new tab.
 */
export function ItemRows({
  items,
  researchers,
  sort,
  onSort,
  selected,
  onToggle,
  onToggleAll,
  active,
  onActivate,
  onOpen,
  itemHref,
  activeRef,
}: {
  items: ClearanceItemView[];
  researchers: Researcher[];
  sort: Sort | undefined;
  onSort: (sort: Sort | null) => void;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (all: boolean) => void;
  active: number;
  onActivate: (index: number) => void;
  onOpen: (id: string) => void;
  itemHref: (id: string) => string;
  activeRef: Ref<HTMLTableRowElement>;
}) {
  const emails = new Map(researchers.map(({ id, email }) => [id, email]));
  const chosen = items.filter((item) => selected.has(item.id)).length;
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="xs" highlightOnHover aria-label="Results" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select every item shown"
                checked={chosen > 0 && chosen === items.length}
                indeterminate={chosen > 0 && chosen < items.length}
                onChange={(event) => onToggleAll(event.currentTarget.checked)}
              />
            </Table.Th>
            {COLUMNS.map(({ label, sort: by }) => (
              <Table.Th key={label} aria-sort={by && by === sort ? "descending" : undefined}>
                {by ? (
                  <UnstyledButton onClick={() => onSort(by === sort ? null : by)} fw={700} fz="sm">
                    <Group gap={4} wrap="nowrap">
                      {label}
                      {by === sort ? (
                        <IconChevronDown size={14} aria-hidden />
                      ) : (
                        <IconSelector size={14} aria-hidden />
                      )}
                      <VisuallyHidden>
                        {by === sort ? "(sorted; click for the script's order)" : "(sort)"}
                      </VisuallyHidden>
                    </Group>
                  </UnstyledButton>
                ) : (
                  label
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              item={item}
              index={index}
              assignee={item.assignee_id ? (emails.get(item.assignee_id) ?? "Someone") : null}
              selected={selected.has(item.id)}
              active={index === active}
              rowRef={index === active ? activeRef : undefined}
              onToggle={onToggle}
              onActivate={onActivate}
              onOpen={onOpen}
              itemHref={itemHref}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const ItemRow = memo(function ItemRow({
  item,
  index,
  assignee,
  selected,
  active,
  rowRef,
  onToggle,
  onActivate,
  onOpen,
  itemHref,
}: {
  item: ClearanceItemView;
  index: number;
  assignee: string | null;
  selected: boolean;
  active: boolean;
  rowRef: Ref<HTMLTableRowElement> | undefined;
  onToggle: (id: string) => void;
  onActivate: (index: number) => void;
  onOpen: (id: string) => void;
  itemHref: (id: string) => string;
}) {
  const places = occurrenceSummary(item.occurrences);
  const state = ITEM_STATES[item.state];
  return (
    <Table.Tr
      ref={rowRef}
      tabIndex={active ? 0 : -1}
      aria-current={active ? "true" : undefined}
      data-item-id={item.id}
      bg={selected ? "var(--mantine-color-blue-light)" : undefined}
      onFocus={() => onActivate(index)}
      // The keyboard's row: a bar on its left edge.
      style={{
        outlineOffset: -2,
        boxShadow: active ? "inset 4px 0 0 var(--mantine-color-blue-filled)" : undefined,
      }}
    >
      <Table.Td>
        <Checkbox
          aria-label={`Select ${item.canonical}`}
          checked={selected}
          onChange={() => onToggle(item.id)}
        />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{categoryLabel(item.category)}</Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Anchor
          href={itemHref(item.id)}
          size="sm"
          fw={500}
          aria-label={`Open ${item.canonical}`}
          onClick={(event) => {
            if (!isPlainClick(event)) return; // a new tab or window, as the browser does
            event.preventDefault();
            onOpen(item.id);
          }}
        >
          {item.canonical}
        </Anchor>
        {item.variants.length > 0 ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            also {item.variants.join(", ")}
          </Text>
        ) : null}
        {item.missing_since && item.state !== "superseded" ? (
          <Badge size="xs" color="orange" variant="light">
            Not in the latest script
          </Badge>
        ) : null}
        {item.carried_forward ? (
          <Badge size="xs" color="gray" variant="light">
            Carried forward
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {places.count} · p. {places.pages || "—"}
        </Text>
        {places.scenes ? (
          <Text size="xs" c="dimmed">
            sc. {places.scenes}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <RiskMeter risk={item.risk} />
      </Table.Td>
      <Table.Td>
        <StatusCodeBadge code={item.suggested_status} />
      </Table.Td>
      <Table.Td>{item.code ? <ChosenCode code={item.code} /> : <Text c="dimmed">—</Text>}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={state.color} miw="max-content">
          {state.label}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={assignee ? undefined : "dimmed"} truncate maw={180}>
          {assignee ?? "—"}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
});

/** A left click without a key that asks for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** A researcher's code, in its report color. */
export function ChosenCode({ code }: { code: NonNullable<ClearanceItemView["code"]> }) {
  const color = CODE_COLORS.get(code);
  return (
    <Badge color={color} radius="sm" title={CODE_LABELS.get(code)}>
      {code}
    </Badge>
  );
}

const CODE_COLORS = new Map(VERDICT_CODES.map(({ code, color }) => [code, color]));
const CODE_LABELS = new Map(VERDICT_CODES.map(({ code, label }) => [code, label]));
