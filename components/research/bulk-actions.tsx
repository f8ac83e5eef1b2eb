"use client";

import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { categoryLabel } from "@/components/items/categories";
import { notifications } from "@/components/ui/toast";
import { cannedFindingsFor, fillCannedFinding } from "@/config/canned-findings";
import { CLEARANCE_CATEGORIES, type ClearanceCategory } from "@/config/submissions";
import { VERDICT_CODES } from "@/config/verdict-codes";
import { VERDICT_LABELS, type VerdictCode } from "@/config/verdict-codes";
import { call } from "@/lib/api-client/call";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { lacksFinding } from "@/lib/research/findings";
import type { BulkChange, BulkUndo } from "@/lib/research/input";
import type { ClearanceItemView, Researcher } from "@/lib/research/views";
import { countOf } from "@/lib/site/plural";

const CODE_OPTIONS = VERDICT_CODES.map(({ code, label }) => ({
  value: code,
  label: `${code} · ${label}`,
}));
const UNASSIGNED = "unassigned";

type BulkRequest =
  | { action: "set_code"; code: VerdictCode; canned_finding?: string }
  | { action: "confirm" | "dismiss" }
  | { action: "assign"; assignee_id: string | null };

/**
 * What a researcher does to every selected item at once: set a code, confirm,
 * dismiss, assign, or merge them into one.
 */
export function BulkActions({
  submissionId,
  selected,
  researchers,
  onDone,
}: {
  submissionId: string;
  /** The selected items, in the table's order. */
  selected: ClearanceItemView[];
  researchers: Researcher[];
  /** After a change: the table reloads, the selection clears. */
  onDone: () => void;
}) {
  const bulk = useMutation(routes.admin.items.bulk, { failure: "Not changed" });
  const busy = bulk.pending?.body?.action;
  const [merging, setMerging] = useState(false);
  const [coding, setCoding] = useState<VerdictCode>();
  const [asking, setAsking] = useState<{ request: BulkRequest; what: string; verb: string }>();
  const count = selected.length;

  const run = async (request: BulkRequest, what: string) => {
    const result = await bulk.run({ id: submissionId }, {
      ...request,
      item_ids: selected.map(({ id }) => id),
    } as BulkChange);
    if (!result) return;
    showUndoable({
      submissionId,
      changed: result.changed,
      message: `${what}: ${result.updated} of ${count} ${count === 1 ? "item" : "items"} changed.`,
      onUndone: onDone,
    });
    onDone();
  };
  /** More than one item: asked first (Set code and Merge ask in their own dialogs). */
  const runAsked = (request: BulkRequest, what: string, verb: string) =>
    count > 1 ? setAsking({ request, what, verb }) : void run(request, what);

  if (count === 0) return null;
  return (
    <Group
      gap="sm"
      align="flex-end"
      role="toolbar"
      aria-label="Bulk actions"
      p="sm"
      bg="var(--mantine-color-blue-light)"
      style={{ borderRadius: "var(--mantine-radius-sm)" }}
    >
      {bulk.conflictDialog}
      <Text size="sm" fw={600} aria-live="polite">
        {count} selected
      </Text>
      <Select
        label="Set code"
        placeholder="Choose a code"
        data={CODE_OPTIONS}
        value={null}
        onChange={(code) => code && setCoding(code as VerdictCode)}
        disabled={Boolean(busy)}
        w={200}
        size="xs"
      />
      {coding ? (
        <SetCodeDialog
          code={coding}
          items={selected}
          busy={busy === "set_code"}
          onClose={() => setCoding(undefined)}
          onApply={async (canned_finding) => {
            await run({ action: "set_code", code: coding, canned_finding }, `Code ${coding} set`);
            setCoding(undefined);
          }}
        />
      ) : null}
      <Select
        label="Assign to"
        placeholder="Choose a researcher"
        data={[
          { value: UNASSIGNED, label: "Nobody" },
          ...researchers.map(({ id, email }) => ({ value: id, label: email })),
        ]}
        value={null}
        onChange={(id) =>
          id &&
          runAsked(
            { action: "assign", assignee_id: id === UNASSIGNED ? null : id },
            id === UNASSIGNED ? "Unassigned" : "Assigned",
            id === UNASSIGNED
              ? "Unassign"
              : `Assign to ${researchers.find((researcher) => researcher.id === id)?.email ?? "the researcher"}`,
          )
        }
        disabled={Boolean(busy)}
        w={220}
        size="xs"
      />
      {(
        [
          ["confirm", "Confirm", "Confirmed"],
          ["dismiss", "Dismiss", "Dismissed"],
        ] as const
      ).map(([action, label, done]) => (
        <Button
          key={action}
          size="xs"
          variant="default"
          loading={busy === action}
          disabled={Boolean(busy)}
          onClick={() => runAsked({ action }, done, label)}
        >
          {label}
        </Button>
      ))}
      {asking ? (
        <Modal opened onClose={() => setAsking(undefined)} title={`${asking.verb} ${count} items?`}>
          <Stack gap="md">
            <Text size="sm">
              {`${asking.verb} all ${count} selected items. For a minute afterwards, Undo puts back what each had.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(undefined)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  setAsking(undefined);
                  void run(asking.request, asking.what);
                }}
              >
                {`${asking.verb} ${count} items`}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
      <Button
        size="xs"
        variant="default"
        disabled={count < 2 || Boolean(busy)}
        onClick={() => setMerging(true)}
      >
        Merge…
      </Button>
      {merging ? (
        <MergeDialog
          submissionId={submissionId}
          items={selected}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setMerging(false);
            onDone();
          }}
        />
      ) : null}
    </Group>
  );
}

/** How long a bulk change can be undone from its toast. */
const UNDO_MS = 60_000;
/** Numbers the Undo toasts of this page, each closed by its id once used. */
let undoToasts = 0;

/**
 * The toast after a bulk change, with Undo for a minute: the API puts back each item's previous
 * values unless someone saved it since, and says which.
 */
function showUndoable({
  submissionId,
  changed,
  message,
  onUndone,
}: {
  submissionId: string;
  changed: BulkUndo["items"];
  message: string;
  onUndone: () => void;
}) {
  const id = `bulk-undo-${++undoToasts}`;
  const undo = async () => {
    notifications.hide(id);
    // A toast's button, outside any component: the call is made here, not through useMutation.
    try {
      const undone = await call(
        routes.admin.items.undoBulk,
        { id: submissionId },
        {
          items: changed,
        },
      );
      notifications.show({
        color: undone.refused.length ? "yellow" : "green",
        message: undone.message,
      });
    } catch (error) {
      notifications.show({ color: "red", title: "Not undone", message: messageOf(error) });
    }
    onUndone();
  };
  notifications.show({
    id,
    color: "green",
    autoClose: changed.length ? UNDO_MS : undefined,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        {changed.length ? (
          <Button size="compact-xs" variant="light" onClick={() => void undo()}>
            Undo
          </Button>
        ) : null}
      </Group>
    ),
  });
}

/** A dialog that asks for one choice among radios, then confirms it. */
function ChoiceDialog({
  title,
  label,
  description,
  value,
  onChange,
  confirm,
  busy,
  onConfirm,
  onClose,
  notice,
  children,
}: {
  title: string;
  label: string;
  description: string;
  /** Shown above the choice: what the researcher should know before confirming. */
  notice?: ReactNode;
  value: string | null;
  onChange: (value: string) => void;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack gap="md">
        {notice}
        <Radio.Group label={label} description={description} value={value} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {children}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!value} loading={busy} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const OWN_FINDINGS = "own";

/**
 * Coding in bulk: the researcher picks the canned finding every selected item gets, with its
 * name filled in, or keeps each item's own finding when every one has one.
 */
function SetCodeDialog({
  code,
  items,
  busy,
  onClose,
  onApply,
}: {
  code: VerdictCode;
  items: ClearanceItemView[];
  busy: boolean;
  onClose: () => void;
  onApply: (cannedFinding: string | undefined) => Promise<void>;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const blank = items.filter((item) => lacksFinding({ ...item, code })).length;
  const example = items[0]!.canonical;
  return (
    <ChoiceDialog
      title={`Set ${code} · ${VERDICT_LABELS[code]} on ${items.length === 1 ? "1 item" : `${items.length} items`}`}
      label="Finding"
      description={`A code needs a finding to be published. A canned finding replaces each item's finding (its history keeps the old one), with the item's name in it: for “${example}”, as shown.`}
      value={choice}
      onChange={setChoice}
      confirm="Set code"
      busy={busy}
      onConfirm={() => void onApply(choice === OWN_FINDINGS ? undefined : choice!)}
      onClose={onClose}
    >
      {cannedFindingsFor(code).map((canned) => (
        <Radio key={canned.id} value={canned.id} label={fillCannedFinding(canned, example)} />
      ))}
      <Radio
        value={OWN_FINDINGS}
        label="Keep each item's own finding"
        description={
          blank > 0
            ? `${blank === 1 ? "1 selected item has" : `${blank} selected items have`} no finding yet: choose a canned one, or write each in the item.`
            : undefined
        }
        disabled={blank > 0}
      />
    </ChoiceDialog>
  );
}

/** Merging: the researcher picks the item that keeps everyone's occurrences and variants. */
function MergeDialog({
  submissionId,
  items,
  onClose,
  onMerged,
}: {
  submissionId: string;
  items: ClearanceItemView[];
  onClose: () => void;
  onMerged: () => void;
}) {
  const [keep, setKeep] = useState(items[0]!.id);
  const { run, busy, conflictDialog } = useMutation(routes.admin.items.merge, {
    failure: "Not merged",
    success: (kept) =>
      `Merged into “${kept.canonical}”: ${countOf(kept.occurrences.length, "occurrence")}.`,
  });
  const merge = async () => {
    const kept = await run(
      { id: submissionId },
      { keep_id: keep, item_ids: items.map(({ id }) => id) },
    );
    if (kept) onMerged();
  };
  const categories = [...new Set(items.map((item) => item.category))];
  const kept = items.find((item) => item.id === keep) ?? items[0]!;
  return (
    <>
      {conflictDialog}
      <ChoiceDialog
        title={`Merge ${items.length} items`}
        label="Keep this one"
        description="It takes the occurrences and variants of the others, which go."
        value={keep}
        onChange={setKeep}
        confirm="Merge"
        busy={busy}
        onConfirm={() => void merge()}
        onClose={onClose}
        notice={
          categories.length > 1 ? (
            // The merged item keeps the category of the one kept (mergeItems): say so before.
            <Alert color="yellow" title="These items are in different categories">
              {categories.map(categoryLabel).join(", ")}. The merged item stays in{" "}
              {categoryLabel(kept.category)}, the category of the one you keep.
            </Alert>
          ) : null
        }
      >
        {items.map((item) => (
          <Radio
            key={item.id}
            value={item.id}
            label={`${item.canonical} · ${categoryLabel(item.category)} (${countOf(item.occurrences.length, "occurrence")})`}
          />
        ))}
      </ChoiceDialog>
    </>
  );
}

/** "Add item": a researcher's own item by category and text, found in the script by the API. */
export function AddItem({ submissionId, onAdded }: { submissionId: string; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const [category, setCategory] = useState<ClearanceCategory | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const { run, busy } = useMutation(routes.admin.items.add, {
    failure: "Not added",
    success: (item) =>
      `Added “${item.canonical}”: ${countOf(item.occurrences.length, "occurrence")} found in the script.`,
    // The sentence shows in the dialog, under its fields.
    showsError: (problem) => {
      setError(messageOf(problem));
      return true;
    },
  });
  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const add = async () => {
    if (!category || !text.trim()) {
      setError("Choose a category and type the item's text.");
      return;
    }
    if (!(await run({ id: submissionId }, { category, text: text.trim() }))) return;
    setText("");
    close();
    onAdded();
  };
  return (
    <>
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setOpen(true)}>
        Add item
      </Button>
      <Modal opened={open} onClose={close} title="Add an item">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Stack gap="md">
            <Select
              label="Category"
              data={CLEARANCE_CATEGORIES.map(({ value, label }) => ({ value, label }))}
              value={category}
              onChange={(value) => setCategory(value as ClearanceCategory | null)}
              withAsterisk
            />
            <TextInput
              label="Text"
              description="As written in the script; every place it appears becomes an occurrence."
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={error}
              withAsterisk
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Add
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
