"use client";

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { IconDownload, IconFileText, IconSearch } from "@tabler/icons-react";
import Link from "next/link";
import { useMemo, useState } from "react";

import { StatusCodeBadge } from "@/components/clearance/item-badges";
import { customerScriptHref } from "@/components/script-view/segments";
import { useOpenInNewTab } from "@/components/submissions/use-open-in-new-tab";
import { notifications } from "@/components/ui/toast";
import { CLEARANCE_CODES } from "@/config/clearance-codes";
import {
  DECISION_NOTE_LENGTH,
  ITEM_DECISION_VALUES,
  ITEM_DECISIONS,
  type ItemDecision,
} from "@/config/reports";
import { api, messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import type { CommentThreadsView } from "@/lib/comments/rules";
import { versionOrdersLine } from "@/lib/reports/changes-layout";
import { pagesOf, scenesOf, sectionsOf } from "@/lib/reports/layout";
import type { ReportVersionSummary, ReportView } from "@/lib/reports/read";
import { reportNumberOf } from "@/lib/reports/snapshot";
import { consultedLine, sourceLine, sourcesConsulted } from "@/lib/reports/sources";
import { formatLongDay } from "@/lib/site/format-date";

import { ItemConversation } from "./item-conversation";
import { DecisionHistory, ReportChangesSection } from "./report-changes";
import { ActionItemsSummary, RightsHolders } from "./report-summary";

/** "Ask the researcher", or how many messages the item's conversation holds. */
const conversationLabel = (messages: number) =>
  messages === 0
    ? "Ask the researcher"
    : `Conversation (${messages} message${messages === 1 ? "" : "s"})`;

const DECISION_OPTIONS = ITEM_DECISION_VALUES.map((value) => ({
  value,
  label: ITEM_DECISIONS[value],
}));

type VersionFiles = Pick<ReportVersionSummary, "version" | "title_opinion" | "annotated_script">;

/**
 * Each download's button: the report's two files, the attorney's title opinion and the annotated
 * script, each when the version has it (one still being prepared answers so when opened).
 */
const DOWNLOADS: { format: string; label: string; has?: (version: VersionFiles) => boolean }[] = [
  { format: "pdf", label: "PDF" },
  { format: "xlsx", label: "XLSX" },
  { format: "opinion", label: "Title opinion", has: (version) => version.title_opinion },
  {
    format: "annotated",
    label: "Annotated script",
    has: (version) => version.annotated_script !== null,
  },
];

/**
 * "PDF" and "XLSX" buttons, "Title opinion" for a version that published one and "Annotated
 * script" for one that covers an uploaded script: each opens a short-lived signed link in a new
 * tab.
 */
export function ReportDownloads({ base, version }: { base: string; version: VersionFiles }) {
  const open = useOpenInNewTab();
  return (
    <Group gap="xs">
      {DOWNLOADS.filter(({ has }) => has?.(version) ?? true).map(({ format, label }) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => open(`${base}/report/${version.version}/${format}`)}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The customer's results on `/submission/{id}` once a report is published (issue 19): the latest
 * version's items in a table filtered by code, category, page and scene and searched by text, each with the
 * researcher's finding and the customer's decision, saved as it is made.
 */
export function ReportResults({
  submissionId,
  hasScript,
}: {
  submissionId: string;
  /** Whether a script was uploaded and read: a quote of text boxes alone has none to show. */
  hasScript: boolean;
}) {
  const path = `/submissions/${submissionId}/report`;
  const { data, error, mutate } = useApi<ReportView>(path);
  const thread = useApi<CommentThreadsView>(`/submissions/${submissionId}/comments`);
  const [talking, setTalking] = useState<{ id: string; text: string } | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState("");
  const [scene, setScene] = useState("");
  const [asking, setAsking] = useState<{ id: string; text: string } | null>(null);
  const [question, setQuestion] = useState("");
  const [saving, setSaving] = useState<string | null>(null);

  const sections = useMemo(() => (data ? sectionsOf(data) : []), [data]);
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return sections
      .filter((section) => !category || section.category === category)
      .flatMap((section) => section.items.map((item) => ({ ...item, label: section.label })))
      .filter((item) => !code || item.code === code)
      .filter((item) => !page || item.occurrences.some((where) => String(where.page) === page))
      .filter(
        (item) =>
          !scene.trim() ||
          item.occurrences.some(
            (where) => where.scene?.toLowerCase() === scene.trim().toLowerCase(),
          ),
      )
      .filter(
        (item) =>
          !needle ||
          [item.text, ...item.variants, item.finding, item.recommendation].some((text) =>
            text.toLowerCase().includes(needle),
          ),
      );
  }, [sections, category, code, search, page, scene]);

  if (error)
    return (
      <Alert color="gray" title="Clearance report">
        {messageOf(error)}
      </Alert>
    );
  if (!data) return null;

  const decisionOf = (id: string) => data.items.find((item) => item.id === id)?.decision;
  const historyOf = (id: string) =>
    data.items.find((item) => item.id === id)?.decision_history ?? [];
  const comments = thread.data?.comments ?? [];
  const messagesOn = (id: string) => comments.filter((comment) => comment.item_id === id).length;

  const save = async (itemId: string, decision: ItemDecision, note?: string) => {
    setSaving(itemId);
    try {
      await api.put(`${path}/items/${itemId}/decision`, { decision, note });
      // A question is also a message on the item's conversation.
      await Promise.all([mutate(), thread.mutate()]);
      notifications.show({ color: "green", message: `Saved: ${ITEM_DECISIONS[decision]}.` });
      return true;
    } catch (failure) {
      notifications.show({ color: "red", title: "Not saved", message: messageOf(failure) });
      return false;
    } finally {
      setSaving(null);
    }
  };

  const choose = (item: { id: string; text: string }, value: string | null) => {
    if (!value) return;
    if (value === "question") {
      setQuestion("");
      setAsking(item);
    } else void save(item.id, value as ItemDecision);
  };

  const codes = [...new Set(data.items.map((item) => item.code))];
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              Clearance report, version {data.version}
            </Title>
            <Text size="sm" c="dimmed">
              Report {reportNumberOf(data.cover)} · published {formatLongDay(data.published_at)} ·
              draft version {data.cover.draft.version} · {data.items.length} items
            </Text>
            <Text size="sm" c="dimmed">
              Orders: {versionOrdersLine(data.cover)}
            </Text>
            <Text size="sm" c="dimmed">
              Researched by {data.cover.researcher}
              {data.cover.reviewer ? `; reviewed by ${data.cover.reviewer}` : null}
            </Text>
          </div>
          <Group gap="xs">
            {hasScript ? (
              <Button
                variant="default"
                component={Link}
                href={customerScriptHref(submissionId)}
                leftSection={<IconFileText size={16} />}
              >
                Read the script
              </Button>
            ) : null}
            <ReportDownloads
              base={`/submissions/${submissionId}`}
              version={
                data.versions.find((version) => version.version === data.version) ?? {
                  version: data.version,
                  title_opinion: data.title_clearance?.opinion != null,
                  annotated_script: null,
                }
              }
            />
          </Group>
        </Group>
        {data.versions.length > 1 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Earlier versions
            </Text>
            {data.versions.slice(1).map((version) => (
              <Group key={version.version} gap="sm">
                <Text size="sm">
                  Version {version.version}, {formatLongDay(version.published_at)}
                </Text>
                <ReportDownloads base={`/submissions/${submissionId}`} version={version} />
              </Group>
            ))}
          </Stack>
        ) : null}
        <ActionItemsSummary sections={sections} />
        {data.changes ? <ReportChangesSection changes={data.changes} /> : null}
        <Group gap="sm" align="flex-end">
          <Select
            label="Code"
            placeholder="Any code"
            clearable
            data={CLEARANCE_CODES.filter((entry) => codes.includes(entry.code)).map((entry) => ({
              value: entry.code,
              label: `${entry.code} · ${entry.label}`,
            }))}
            value={code}
            onChange={setCode}
          />
          <Select
            label="Category"
            placeholder="Any category"
            clearable
            data={sections.map((section) => ({ value: section.category, label: section.label }))}
            value={category}
            onChange={setCategory}
          />
          <TextInput
            label="Page"
            w={90}
            inputMode="numeric"
            value={page}
            onChange={(event) => setPage(event.currentTarget.value.replace(/\D/g, ""))}
          />
          <TextInput
            label="Scene"
            w={90}
            value={scene}
            onChange={(event) => setScene(event.currentTarget.value)}
          />
          <TextInput
            label="Search"
            placeholder="Name, finding…"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm" aria-label="Report items">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th>Code</Table.Th>
                <Table.Th>Pages · scenes</Table.Th>
                <Table.Th>Finding</Table.Th>
                <Table.Th w={220}>Your decision</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((item) => (
                // Below the sticky header when the script view links back to a row.
                <Table.Tr key={item.id} id={`item-${item.id}`} style={{ scrollMarginTop: 110 }}>
                  <Table.Td>{item.number}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {item.text}
                    </Text>
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
                  </Table.Td>
                  <Table.Td>
                    <StatusCodeBadge code={item.code} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{pagesOf(item)}</Text>
                    <Text size="xs" c="dimmed">
                      Sc. {scenesOf(item)}
                    </Text>
                    {item.occurrences.length > 0 ? (
                      <Anchor
                        component={Link}
                        href={customerScriptHref(submissionId, item.occurrences[0])}
                        size="xs"
                        aria-label={`${item.text} in the script`}
                      >
                        In the script
                      </Anchor>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Your decision on ${item.text}`}
                      placeholder="Decide…"
                      data={DECISION_OPTIONS}
                      value={decisionOf(item.id)?.decision ?? null}
                      onChange={(value) => choose(item, value)}
                      disabled={saving === item.id}
                      allowDeselect={false}
                    />
                    {decisionOf(item.id)?.note ? (
                      <Text size="xs" c="dimmed" mt={4}>
                        {decisionOf(item.id)!.note}
                      </Text>
                    ) : null}
                    <DecisionHistory
                      text={item.text}
                      decision={decisionOf(item.id) ?? null}
                      history={historyOf(item.id)}
                      version={data.version}
                    />
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      mt={4}
                      onClick={() => setTalking(item)}
                      aria-label={`Conversation about ${item.text}`}
                    >
                      {conversationLabel(messagesOn(item.id))}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No item matches these filters.
          </Text>
        ) : null}
        <SourcesConsulted items={data.items} />
      </Stack>
      <ItemConversation
        submissionId={submissionId}
        item={talking}
        comments={comments}
        onClose={() => setTalking(null)}
        onPosted={() => thread.mutate()}
      />
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `Question about “${asking.text}”` : ""}
      >
        <Stack gap="sm">
          <Textarea
            label="Your question"
            description="It goes to the researcher on this item's comment thread."
            autosize
            minRows={3}
            maxLength={DECISION_NOTE_LENGTH}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button
              disabled={!question.trim()}
              loading={saving !== null}
              onClick={() => {
                if (asking)
                  void save(asking.id, "question", question).then((ok) => ok && setAsking(null));
              }}
            >
              Send the question
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** The sources the researchers recorded, over all items; nothing when they recorded none. */
function SourcesConsulted({ items }: { items: ReportView["items"] }) {
  const sources = sourcesConsulted(items);
  if (sources.length === 0) return null;
  return (
    <section aria-labelledby="sources-consulted">
      <Title order={3} size="h5" id="sources-consulted" mb={4}>
        Sources consulted
      </Title>
      <Stack gap={2} component="ul" m={0} pl="md">
        {sources.map((source) => (
          <Text key={source.source} size="sm" component="li">
            {consultedLine(source)}
          </Text>
        ))}
      </Stack>
    </section>
  );
}
