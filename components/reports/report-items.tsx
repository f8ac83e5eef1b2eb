"use client";

import { Anchor, Badge, Card, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import Link from "next/link";
import type { CSSProperties } from "react";

import { StatusCodeBadge } from "@/components/items/item-badges";
import { customerScriptHref } from "@/components/script-view/segments";
import { ITEM_DECISION_VALUES, ITEM_DECISIONS } from "@/config/reports";
import { pagesOf, scenesOf, type NumberedItem } from "@/lib/reports/layout";
import type { ReportItemView } from "@/lib/reports/read";
import { sourceLine } from "@/lib/reports/sources";

import { DecisionHistory } from "./report-changes";
import { RightsHolders } from "./report-summary";

/** A report item as the customer's list shows it: numbered, with its category's label. */
export type ListedItem = NumberedItem &
  Pick<ReportItemView, "decision" | "decision_history"> & { label: string };

/** What each item's decision control needs from the list that holds it. */
export type DecisionProps = {
  submissionId: string;
  /** The report version shown: decisions on earlier ones read as history. */
  version: number;
  /** The item whose decision is being saved, if any. */
  saving: string | null;
  onChoose: (item: ListedItem, value: string | null) => void;
  onTalk: (item: ListedItem) => void;
  messagesOn: (id: string) => number;
  /** Whether the reader may decide, and talk to researchers (a viewer reads only). */
  canDecide?: boolean;
  canConverse?: boolean;
};

type ItemsProps = DecisionProps & {
  items: ListedItem[];
  /** Whether the items carry their `item-{id}` anchors (one of the two layouts holds them). */
  anchored: boolean;
};

const DECISION_OPTIONS = ITEM_DECISION_VALUES.map((value) => ({
  value,
  label: ITEM_DECISIONS[value],
}));

/** "Ask the researcher", or how many messages the item's conversation holds. */
const conversationLabel = (messages: number) =>
  messages === 0
    ? "Ask the researcher"
    : `Conversation (${messages} message${messages === 1 ? "" : "s"})`;

// Below the sticky header when the script view links back to an item.
const ANCHORED: CSSProperties = { scrollMarginTop: 110 };
// Long names, addresses and links wrap inside a phone's width.
const WRAPPING: CSSProperties = { overflowWrap: "anywhere" };

/**
 * The customer's items at 48em and wider: a table, one row per item. Below that width it is
 * hidden and the same items are cards (ItemCards).
 */
export function ItemsTable({ items, anchored, ...decision }: ItemsProps) {
  return (
    <Table.ScrollContainer minWidth={900} visibleFrom="sm">
      <Table verticalSpacing="sm" aria-label="Report items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Item</Table.Th>
            {/* Wide enough for the longest code's badge, which would otherwise be cut ("N…"). */}
            <Table.Th w={76}>Code</Table.Th>
            <Table.Th>Pages · scenes</Table.Th>
            <Table.Th>Finding</Table.Th>
            <Table.Th w={220}>Your decision</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} id={anchored ? `item-${item.id}` : undefined} style={ANCHORED}>
              <Table.Td>{item.number}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {item.text}
                </Text>
                <ItemKind item={item} />
              </Table.Td>
              <Table.Td>
                <StatusCodeBadge code={item.code} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{pagesOf(item)}</Text>
                <Text size="xs" c="dimmed">
                  Sc. {scenesOf(item)}
                </Text>
                <ScriptLink item={item} submissionId={decision.submissionId} />
              </Table.Td>
              <Table.Td>
                <ItemFinding item={item} />
              </Table.Td>
              <Table.Td>
                <ItemDecision item={item} {...decision} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The customer's items below 48em (a phone): one card per item with everything its table row
 * has, stacked, so that nothing scrolls sideways.
 */
export function ItemCards({ items, anchored, ...decision }: ItemsProps) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {items.map((item) => (
        <Card
          key={item.id}
          component="article"
          withBorder
          padding="sm"
          id={anchored ? `item-${item.id}` : undefined}
          aria-labelledby={`card-${item.id}`}
          style={{ ...ANCHORED, ...WRAPPING }}
        >
          <Stack gap={6}>
            <ItemCardHead item={item} id={`card-${item.id}`} />
            <Group gap="xs" align="baseline">
              <Text size="sm">
                Page {pagesOf(item)} · Sc. {scenesOf(item)}
              </Text>
              <ScriptLink item={item} submissionId={decision.submissionId} />
            </Group>
            <ItemFinding item={item} />
            <ItemDecision item={item} {...decision} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** A card's head: the item's number and name (its heading), its category and its code. */
export function ItemCardHead({ item, id }: { item: ListedItem; id?: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Title order={3} size="sm" id={id}>
          {item.number}. {item.text}
        </Title>
        <ItemKind item={item} />
      </div>
      <StatusCodeBadge code={item.code} />
    </Group>
  );
}

/** The item's category, and whether its verdict was carried forward from the previous draft. */
function ItemKind({ item }: { item: ListedItem }) {
  return (
    <>
      <Text size="xs" c="dimmed">
        {item.label}
      </Text>
      {item.carriedForward ? (
        <Badge
          size="xs"
          variant="light"
          color="gray"
          mt={4}
          title="Unchanged since the previous draft: the previous verdict stands."
        >
          Carried forward
        </Badge>
      ) : null}
    </>
  );
}

/** The item's first place in the customer's script view, when it is in the script. */
function ScriptLink({ item, submissionId }: { item: ListedItem; submissionId: string }) {
  if (item.occurrences.length === 0) return null;
  return (
    <Anchor
      component={Link}
      href={customerScriptHref(submissionId, item.occurrences[0])}
      size="xs"
      aria-label={`${item.text} in the script`}
    >
      In the script
    </Anchor>
  );
}

/** The researcher's finding, recommendation, alternatives and searches. */
export function ItemFinding({ item }: { item: ListedItem }) {
  return (
    <>
      <Text size="sm">{item.finding || "—"}</Text>
      {item.recommendation ? (
        <Text size="xs" mt={4}>
          <b>Recommendation:</b> {item.recommendation}
        </Text>
      ) : null}
      {item.alternatives.length ? (
        <Text size="xs" mt={4}>
          <b>Alternatives:</b> {item.alternatives.join(", ")}
        </Text>
      ) : null}
      <RightsHolders item={item} />
      {item.sources.length ? (
        <Text size="xs" mt={4} c="dimmed">
          <b>Searched:</b> {item.sources.map(sourceLine).join("; ")}
        </Text>
      ) : null}
    </>
  );
}

/** The customer's decision on the item, its note, and the item's conversation. */
function ItemDecision({
  item,
  version,
  saving,
  onChoose,
  onTalk,
  messagesOn,
  canDecide = true,
  canConverse = true,
}: DecisionProps & { item: ListedItem }) {
  return (
    <div>
      {canDecide ? (
        <Select
          aria-label={`Your decision on ${item.text}`}
          placeholder="Decide…"
          data={DECISION_OPTIONS}
          value={item.decision?.decision ?? null}
          onChange={(value) => onChoose(item, value)}
          disabled={saving === item.id}
          allowDeselect={false}
        />
      ) : (
        <Text size="sm">
          {item.decision ? ITEM_DECISIONS[item.decision.decision] : "No decision yet"}
        </Text>
      )}
      {item.decision?.note ? (
        <Text size="xs" c="dimmed" mt={4}>
          {item.decision.note}
        </Text>
      ) : null}
      <DecisionHistory
        text={item.text}
        decision={item.decision}
        history={item.decision_history}
        version={version}
      />
      {canConverse ? (
        <Anchor
          component="button"
          type="button"
          size="xs"
          mt={4}
          onClick={() => onTalk(item)}
          aria-label={`Conversation about ${item.text}`}
        >
          {conversationLabel(messagesOn(item.id))}
        </Anchor>
      ) : null}
    </div>
  );
}
