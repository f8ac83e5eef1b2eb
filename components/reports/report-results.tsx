"use client";

import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useMediaQuery, useMounted } from "@mantine/hooks";
import { IconDownload, IconFileText, IconSearch } from "@tabler/icons-react";
import Link from "next/link";
import { startTransition, useEffect, useMemo, useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { customerScriptHref } from "@/components/script-view/segments";
import { useOpenInNewTab } from "@/components/submissions/use-open-in-new-tab";
import { DECISION_NOTE_LENGTH, ITEM_DECISIONS, type ItemDecision } from "@/config/reports";
import { VERDICT_CODES } from "@/config/verdict-codes";
import { messageOf } from "@/lib/api-client/fetch";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { FIRST_ITEMS, type CustomerPageReport } from "@/lib/reports/customer-page";
import { sectionsOf } from "@/lib/reports/layout";
import type { ReportVersionSummary, ReportView } from "@/lib/reports/read";
import { consultedLine, sourcesConsulted } from "@/lib/reports/sources";
import { formatLongDay } from "@/lib/site/format-date";

import { ItemConversation } from "./item-conversation";
import { ReportChangesSection } from "./report-changes";
import { ReportHeading } from "./report-heading";
import { ItemCards, ItemsTable, type ListedItem } from "./report-items";
import { ActionItemsSummary } from "./report-summary";

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
export function ReportDownloads({
  route,
  submissionId,
  version,
}: {
  /** The customer's file route or the researchers'. */
  route: typeof routes.submissions.report.file | typeof routes.admin.report.file;
  submissionId: string;
  version: VersionFiles;
}) {
  const open = useOpenInNewTab();
  return (
    <Group gap="xs">
      {DOWNLOADS.filter(({ has }) => has?.(version) ?? true).map(({ format, label }) => (
        <Button
          key={format}
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() =>
            open(keyOf(route, { id: submissionId, version: String(version.version), format }))
          }
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The customer's results on `/submission/{id}` once a report is published: the latest
 * version's items in a table filtered by code, category, page and scene and searched by text, each with the
 * researcher's finding and the customer's decision, saved as it is made.
 */
export function ReportResults({
  submissionId,
  hasScript,
  canDecide = true,
  canConverse = true,
}: {
  submissionId: string;
  /** Whether a script was uploaded and read: a quote of text boxes alone has none to show. */
  hasScript: boolean;
  /** Whether the reader's company role lets them decide on items, and talk to researchers. */
  canDecide?: boolean;
  canConverse?: boolean;
}) {
  const params = { id: submissionId };
  const report = useResource(routes.submissions.report.get, params);
  // The page's first view may hold only the first items whole (`partial`).
  const data: CustomerPageReport | undefined = report.data;
  const { error, mutate } = report;
  const thread = useResource(routes.submissions.comments.list, canConverse ? params : null);
  const [talking, setTalking] = useState<{ id: string; text: string } | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState("");
  const [scene, setScene] = useState("");
  const [asking, setAsking] = useState<{ id: string; text: string } | null>(null);
  const [question, setQuestion] = useState("");
  const decide = useMutation(routes.submissions.report.decide, {
    failure: "Not saved",
    success: (_, { body }) => body && `Saved: ${ITEM_DECISIONS[body.decision]}.`,
    // A question is also a message on the item's conversation.
    revalidate: ({ id }) => [
      keyOf(routes.submissions.report.get, { id }),
      keyOf(routes.submissions.comments.list, { id }),
    ],
  });
  const saving = decide.pending?.params.itemId ?? null;

  // Table or cards (Mantine's `sm`, as their visibleFrom and hiddenFrom): unknown while the page
  // hydrates, when both hold the server's first items; then only the one shown gets them all.
  const wideWindow = useMediaQuery("(min-width: 48em)");
  const wide = useMounted() ? wideWindow : undefined;
  // The server's first view holds only the first items whole: the page reads the rest once live.
  const partial = data?.partial === true;
  useEffect(() => {
    if (partial) void mutate();
  }, [partial, mutate]);
  const whole = data !== undefined && !partial;
  const [shownWhole, setShownWhole] = useState(false);
  useEffect(() => {
    if (whole) startTransition(() => setShownWhole(true));
  }, [whole]);
  // A new first view (a client navigation's fresh read) shows its first items until it is whole.
  const complete = shownWhole && whole;
  // An item linked to by its anchor may have come with the rest: it is scrolled to then.
  useEffect(() => {
    if (complete && window.location.hash.startsWith("#item-"))
      document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [complete]);

  const sections = useMemo(() => (data ? sectionsOf(data) : []), [data]);
  const rows = useMemo((): ListedItem[] => {
    const needle = search.trim().toLowerCase();
    const decisions = new Map(data?.items.map((item) => [item.id, item]));
    return sections
      .filter((section) => !category || section.category === category)
      .flatMap((section) =>
        section.items.map((item) => ({
          ...item,
          label: section.label,
          decision: decisions.get(item.id)?.decision ?? null,
          decision_history: decisions.get(item.id)?.decision_history ?? [],
        })),
      )
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
  }, [data, sections, category, code, search, page, scene]);

  // A first view whose rest could not be read stays shown (SWR tries again), with the reason.
  if (error && !partial)
    return (
      <Alert color="gray" title="Clearance report">
        {messageOf(error)}
      </Alert>
    );
  if (!data) return null;

  const comments = thread.data?.comments ?? [];
  const messagesOn = (id: string) => comments.filter((comment) => comment.item_id === id).length;

  const save = async (itemId: string, decision: ItemDecision, note?: string) =>
    (await decide.run({ id: submissionId, itemId }, { decision, note })) !== undefined;

  const choose = (item: ListedItem, value: string | null) => {
    if (!value) return;
    if (value === "question") {
      setQuestion("");
      setAsking(item);
    } else void save(item.id, value as ItemDecision);
  };

  const codes = [...new Set(data.items.map((item) => item.code))];
  const listed = complete ? rows : rows.slice(0, FIRST_ITEMS);
  const decision = {
    submissionId,
    version: data.version,
    saving,
    onChoose: choose,
    onTalk: setTalking,
    messagesOn,
    canDecide,
    canConverse,
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <ReportHeading
            order={2}
            title={`Clearance report, version ${data.version}`}
            cover={data.cover}
            publishedAt={data.published_at}
            items={data.items.length}
          />
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
              route={routes.submissions.report.file}
              submissionId={submissionId}
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
                <ReportDownloads
                  route={routes.submissions.report.file}
                  submissionId={submissionId}
                  version={version}
                />
              </Group>
            ))}
          </Stack>
        ) : null}
        <ActionItemsSummary sections={sections} complete={complete} />
        {data.changes ? <ReportChangesSection changes={data.changes} /> : null}
        <Group gap="sm" align="flex-end">
          <Select
            label="Code"
            disabled={!complete}
            placeholder="Any code"
            clearable
            data={VERDICT_CODES.filter((entry) => codes.includes(entry.code)).map((entry) => ({
              value: entry.code,
              label: `${entry.code} · ${entry.label}`,
            }))}
            value={code}
            onChange={setCode}
          />
          <Select
            label="Category"
            disabled={!complete}
            placeholder="Any category"
            clearable
            data={sections.map((section) => ({ value: section.category, label: section.label }))}
            value={category}
            onChange={setCategory}
          />
          <TextInput
            label="Page"
            disabled={!complete}
            w={90}
            inputMode="numeric"
            value={page}
            onChange={(event) => setPage(event.currentTarget.value.replace(/\D/g, ""))}
          />
          <TextInput
            label="Scene"
            disabled={!complete}
            w={90}
            value={scene}
            onChange={(event) => setScene(event.currentTarget.value)}
          />
          <TextInput
            label="Search"
            disabled={!complete}
            placeholder="Name, finding…"
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Group>
        <ItemsTable items={wide === false ? [] : listed} anchored={wide !== false} {...decision} />
        <ItemCards items={wide === true ? [] : listed} anchored={wide === false} {...decision} />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            No item matches these filters.
          </Text>
        ) : null}
        {error ? (
          <Alert color="gray" title="The rest of the report could not be read yet">
            {messageOf(error)}
          </Alert>
        ) : null}
        {complete ? <SourcesConsulted items={data.items} /> : null}
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
