"use client";

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Kbd,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { categoryLabel } from "@/components/items/categories";
import { ItemSignals } from "@/components/items/item-details";
import { notifications } from "@/components/ui/toast";
import { CLEAR_CODES } from "@/config/alternatives";
import { cannedFindingsFor, fillCannedFinding } from "@/config/canned-findings";
import { ITEM_SOURCES, ITEM_STATE_MOVES, ITEM_STATES, type ItemState } from "@/config/item-states";
import { VERDICT_CODES, PERMISSION_CODE } from "@/config/verdict-codes";
import { type ApiError, messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { lacksFinding } from "@/lib/research/findings";
import { waitsAsSentBack } from "@/lib/research/sent-back";
import type {
  ClearanceItemView,
  ItemDetailView,
  KnowledgeView,
  Researcher,
} from "@/lib/research/views";
import { formatDay } from "@/lib/site/format-date";

import {
  changesOf,
  codeMeaning,
  draftOf,
  DRAFT_FIELDS,
  FIELD_LABELS,
  saveAndNext,
  shown,
  withCanned,
  type Draft,
  type DraftField,
} from "./editor-draft";
import { ItemHistory } from "./item-history";
import { editorAction, isTypingTarget } from "./keys";
import { OccurrenceList } from "./occurrence-list";
import { ageOf } from "./occurrences";
import { RightsContacts } from "./rights-contacts";
import { SentBackPanel } from "./sent-back-panel";
import { SourceRecords } from "./source-records";
import { SuggestedAlternatives } from "./suggested-alternatives";

const CODE_OPTIONS = VERDICT_CODES.map(({ code, label, key }) => ({
  value: code,
  label: `${code} · ${label} (${key})`,
}));
const NOBODY = "nobody";

/** The editor's form for one item (item-editor.tsx): loaded apart from the results table. */
export function EditorForm({
  submissionId,
  item,
  detail,
  researchers,
  onSaved,
  onSplit,
}: {
  submissionId: string;
  item: ClearanceItemView;
  detail: ItemDetailView | undefined;
  researchers: Researcher[];
  /** After a save: `next` says which editor opens next, if any. */
  onSaved: (item: ClearanceItemView, next?: "row" | "sent-back") => void;
  onSplit: () => void;
}) {
  const [base, setBase] = useState(item);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item));
  // Which save button was pressed: its spinner turns while the save runs.
  const [pressed, setPressed] = useState<"save" | "next">("save");
  const [conflict, setConflict] = useState<{ message: string; current: ClearanceItemView }>();
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const emails = new Map(researchers.map(({ id, email }) => [id, email]));
  const dirty = Object.keys(changesOf(base, draft)).length > 0;
  const waiting = waitsAsSentBack({ state: base.state, sentBack: base.sent_back });

  // A fresher read (someone else's save, a bulk change) replaces an untouched form.
  if (item.version > base.version && !dirty && !conflict) {
    setBase(item);
    setDraft(draftOf(item));
  }

  const set = <F extends DraftField>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** The item as saved: the form starts from it, the table takes it, `next` opens. */
  const saved = useCallback(
    (item: ClearanceItemView, message: string, next?: "row" | "sent-back") => {
      setBase(item);
      setDraft(draftOf(item));
      setConflict(undefined);
      notifications.show({ color: "green", message });
      onSaved(item, next);
    },
    [onSaved],
  );

  /**
   * A refused write: a field's error also goes under the field. A 409 that carries the item as
   * saved meanwhile shows their values in the form, which keeps the researcher's changes to apply
   * again: a dialog would hide the draft being compared.
   */
  const showsError = (error: ApiError) => {
    const current = (error.body as { current?: ClearanceItemView } | undefined)?.current;
    if (error.status === 409 && current) {
      setConflict({ message: messageOf(error), current });
      setBase(current);
      return true;
    }
    // "sources.2.checked_on" is shown under the sources.
    if (error.field) setErrors({ [error.field.split(".")[0] as DraftField]: messageOf(error) });
    return false;
  };
  const update = useMutation(routes.admin.items.update, { failure: "Not saved", showsError });
  const keep = useMutation(routes.admin.items.keepAsBefore, { failure: "Not saved", showsError });
  const busy = update.busy ? pressed : keep.busy ? "keep" : undefined;

  const save = useCallback(
    async (next: boolean) => {
      let changes = changesOf(base, draft);
      if (next) {
        // Save and next always saves, or says why not; it never moves on silently.
        const step = saveAndNext(base, draft, { keepsBefore: waiting });
        if (step.kind === "refused") {
          setErrors({ [step.field]: step.message });
          notifications.show({ color: "red", title: "Not saved", message: step.message });
          return;
        }
        if (step.kind === "unchanged") {
          notifications.show({ message: `“${base.canonical}” unchanged; next item.` });
          onSaved(base, "row");
          return;
        }
        changes = step.changes;
      } else if (Object.keys(changes).length === 0) {
        notifications.show({ message: "Nothing to save: no change." });
        return;
      }
      setPressed(next ? "next" : "save");
      const item = await update.run(
        { id: submissionId, itemId: base.id },
        { expected_version: base.version, ...changes },
      );
      if (!item) return;
      const still = lacksFinding(item) ? " Its finding is still to write." : "";
      saved(item, `Saved “${item.canonical}”.${still}`, next ? "row" : undefined);
    },
    [base, draft, submissionId, waiting, onSaved, saved, update],
  );

  /** The verdict from before the revision again, in one step; the next returned item opens. */
  const keepBefore = useCallback(async () => {
    if (!waiting) {
      notifications.show({
        message: `“${base.canonical}” is not waiting as sent back by a revision: nothing to keep.`,
      });
      return;
    }
    const item = await keep.run(
      { id: submissionId, itemId: base.id },
      { expected_version: base.version },
    );
    if (item) saved(item, `Kept “${item.canonical}” as before.`, "sent-back");
  }, [base, waiting, submissionId, saved, keep]);

  // One key sets a code, Ctrl/⌘+Enter saves and moves on; never while typing in a field.
  const saveRef = useRef(save);
  const keepRef = useRef(keepBefore);
  useEffect(() => {
    saveRef.current = save;
    keepRef.current = keepBefore;
  }, [save, keepBefore]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = editorAction(event, isTypingTarget(event.target));
      if (!action) return;
      event.preventDefault();
      if (action.type === "code") {
        setDraft((current) => ({ ...current, code: action.code }));
        setErrors((current) => ({ ...current, code: undefined }));
      } else if (action.type === "keep-before") void keepRef.current();
      else void saveRef.current(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  /** A text field's or a list's value, change and error. */
  const text = (field: "finding" | "recommendation" | "internal_note") => ({
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => set(field, event.currentTarget.value),
    error: errors[field],
  });
  const tags = (field: "alternatives") => ({
    value: draft[field],
    onChange: (value: string[]) => set(field, value),
    error: errors[field],
  });

  const code = codeMeaning(draft.code);
  const states: ItemState[] = [base.state, ...ITEM_STATE_MOVES[base.state]];
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {categoryLabel(item.category)}
        </Badge>
        <Badge variant="light" color="gray">
          {ITEM_SOURCES[item.source]}
        </Badge>
        <Text size="sm" c="dimmed">
          Suggested {item.suggested_status} · risk {item.risk}
        </Text>
        <Anchor
          component={Link}
          href={`/comments/${submissionId}?item=${item.id}`}
          size="sm"
          ml="auto"
        >
          <Group gap={4} component="span">
            <IconMessage size={16} aria-hidden />
            Comments
          </Group>
        </Anchor>
      </Group>
      {item.variants.length > 0 ? (
        <Text size="sm">Also written as {item.variants.join(", ")}</Text>
      ) : null}

      {base.sent_back ? (
        <SentBackPanel
          sentBack={base.sent_back}
          waiting={waiting}
          busy={busy === "keep"}
          onKeep={() => void keepBefore()}
          onEdit={() => {
            const before = base.sent_back!;
            setDraft((current) => ({ ...current, code: before.code, finding: before.finding }));
          }}
        />
      ) : null}

      {conflict ? (
        <Alert color="orange" title="Someone else saved this item first" role="alert">
          <Stack gap={4}>
            <Text size="sm">{conflict.message}</Text>
            <Text size="sm" fw={500}>
              Their values:
            </Text>
            <Stack gap={2} component="dl" aria-label="Their values" m={0}>
              {DRAFT_FIELDS.filter((field) => shown(conflict.current[field]) !== "—").map(
                (field) => (
                  <Text key={field} size="sm">
                    <b>{FIELD_LABELS[field]}:</b>{" "}
                    {field === "state"
                      ? ITEM_STATES[conflict.current.state].label
                      : shown(conflict.current[field], emails)}
                  </Text>
                ),
              )}
            </Stack>
            <Text size="sm">Your changes are still below: save again to apply them.</Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setDraft(draftOf(conflict.current));
                  setConflict(undefined);
                }}
              >
                Use their values
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      <Stack gap="sm">
        <Select
          label="Code"
          description={
            code ? `${code.label}: ${code.meaning}` : "Press a code's key (outside a text field)."
          }
          placeholder="No code yet"
          data={CODE_OPTIONS}
          value={draft.code}
          onChange={(value) => set("code", value as Draft["code"])}
          clearable
          error={errors.code}
        />
        {code ? (
          <Group gap={6} aria-label="Canned findings" role="group">
            {cannedFindingsFor(code.code).map((canned) => {
              const filled = fillCannedFinding(canned, item.canonical);
              return (
                <Button
                  key={canned.id}
                  size="compact-xs"
                  variant="light"
                  title={filled}
                  onClick={() => set("finding", withCanned(draft.finding, filled))}
                  maw="100%"
                  styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
                >
                  + {filled}
                </Button>
              );
            })}
          </Group>
        ) : null}
        <Textarea label="Finding" autosize minRows={2} {...text("finding")} />
        <Textarea label="Recommendation" autosize minRows={1} {...text("recommendation")} />
        <TagsInput
          label="Alternatives"
          description="Press Enter after each."
          clearable
          {...tags("alternatives")}
        />
        {draft.code && CLEAR_CODES.includes(draft.code) ? null : (
          <SuggestedAlternatives
            submissionId={submissionId}
            itemId={item.id}
            alternatives={draft.alternatives}
            onAccept={(text) => set("alternatives", [...new Set([...draft.alternatives, text])])}
          />
        )}
        <SourceRecords
          value={draft.sources}
          onChange={(value) => set("sources", value)}
          error={errors.sources}
        />
        <RightsContacts
          submissionId={submissionId}
          item={base}
          expected={draft.code === PERMISSION_CODE}
          onSaved={(saved) => {
            // Only the contacts changed: the form's other edits stay, now against this version.
            setBase(saved);
            onSaved(saved);
          }}
        />
        <Textarea
          label="Internal note"
          description="Researchers only; never in the report."
          autosize
          minRows={1}
          {...text("internal_note")}
        />
        <Group grow align="flex-start">
          <Select
            label="State"
            data={[...new Set(states)].map((state) => ({
              value: state,
              label: ITEM_STATES[state].label,
            }))}
            value={draft.state}
            onChange={(value) => value && set("state", value as ItemState)}
            allowDeselect={false}
            error={errors.state}
          />
          <Select
            label="Assignee"
            data={[
              { value: NOBODY, label: "Nobody" },
              ...researchers.map(({ id, email }) => ({ value: id, label: email })),
            ]}
            value={draft.assignee_id ?? NOBODY}
            onChange={(value) => set("assignee_id", !value || value === NOBODY ? null : value)}
            allowDeselect={false}
            error={errors.assignee_id}
          />
        </Group>
        {/* Always in reach at the drawer's foot, however long the item. */}
        <Group
          justify="flex-end"
          gap="xs"
          py="xs"
          pos="sticky"
          bottom={0}
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1, borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Text size="xs" c="dimmed" mr="auto">
            <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> saves and opens the next row
          </Text>
          <Button
            variant="default"
            loading={busy === "next"}
            disabled={Boolean(busy)}
            onClick={() => void save(true)}
          >
            Save and next
          </Button>
          <Button
            loading={busy === "save"}
            disabled={Boolean(busy)}
            onClick={() => void save(false)}
          >
            Save
          </Button>
        </Group>
      </Stack>

      <Knowledge
        entries={detail?.knowledge}
        onApply={(entry) =>
          setDraft((current) => ({
            ...current,
            code: entry.code ?? current.code,
            finding: entry.finding,
            recommendation: entry.recommendation,
          }))
        }
      />
      <OccurrenceList submissionId={submissionId} item={item} onSplit={onSplit} />
      <ItemSignals signals={item.signals} />
      <ItemHistory history={detail?.history} emails={emails} />
    </Stack>
  );
}

/** Earlier findings on the same key in other submissions, each applicable in one click. */
function Knowledge({
  entries,
  onApply,
}: {
  entries: KnowledgeView[] | undefined;
  onApply: (entry: KnowledgeView) => void;
}) {
  if (!entries || entries.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="knowledge-title">
      <Title order={3} size="h6" mb={4} id="knowledge-title">
        Researched before
      </Title>
      <Stack gap="xs">
        {entries.map((entry) => (
          <Group key={entry.item_id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text size="sm">
                Cleared {entry.code ?? "without a code"} on {formatDay(entry.updated_at)}
                {entry.order_number ? ` for order ${entry.order_number}` : ""} (
                {ageOf(entry.updated_at, now)})
              </Text>
              {entry.finding ? (
                <Text size="xs" c="dimmed" lineClamp={3}>
                  {entry.finding}
                </Text>
              ) : null}
            </div>
            <Button size="compact-sm" variant="light" onClick={() => onApply(entry)}>
              Apply
            </Button>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
