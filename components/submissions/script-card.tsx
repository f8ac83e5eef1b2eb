"use client";

import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconExternalLink, IconFileText, IconUpload, IconX } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState } from "react";
import "@mantine/dropzone/styles.css";

import { useMutation } from "@/components/api/use-mutation";
import { AnalysisSummary } from "@/components/items/analysis-summary";
import { notifications } from "@/components/ui/toast";
import { SCRIPT_FORMAT_LABELS, SUBMISSION_LIMITS } from "@/config/submissions";
import { messageOf } from "@/lib/api-client/fetch";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { formatDateTime } from "@/lib/site/format-date";
import { countOf } from "@/lib/site/plural";
import type { ScriptView, SubmissionView } from "@/lib/submissions/views";

import { PageCount } from "./page-count";
import { useOpenInNewTab } from "./use-open-in-new-tab";

/** What the picker offers; the server decides from the content, whatever the name says. */
const ACCEPT = {
  "application/pdf": [".pdf"],
  "application/xml": [".fdx"],
  "text/plain": [".fountain", ".spmd", ".txt"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
};

const MAX_MB = SUBMISSION_LIMITS.scriptBytes / 1024 / 1024;

/**
 * The one file given, or the sentence refusing what was given: more than one file (the drop area
 * would take the first of them), a format we do not read, or too large.
 */
function chosenFile(accepted: File[], rejected: FileRejection[]): File | string {
  if (accepted.length + rejected.length > 1) return "Upload one script at a time.";
  if (accepted[0]) return accepted[0];
  if (rejected[0]?.errors.some((error) => error.code === "file-too-large")) {
    return `The file is larger than ${MAX_MB} MB. Upload the screenplay alone, exported without images, or compress the PDF.`;
  }
  return "This file is not a screenplay format we read. Upload a PDF, Final Draft (.fdx), Fountain (.fountain, .spmd, .txt) or Word (.docx) file.";
}

/**
 * product.md §4.2–3: drop or pick the script, watch it upload and then be read in the
 * background, and see what was found. A new upload replaces the script as a new version.
 */
export function ScriptCard({
  submission,
  onUploaded,
  title,
}: {
  submission: SubmissionView;
  /** Absent for a caller who may not upload: the card shows the script with no drop area. */
  onUploaded?: () => Promise<unknown>;
  /** A revised draft's upload: this heading, and not the reported draft's results. */
  title?: string;
}) {
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const { script, pending_upload: pending } = submission;
  const reading = pending && pending.status !== "failed" ? pending : undefined;
  const failure = problem ?? (pending?.status === "failed" ? pending.error : null);
  const watchRead = useReadNotification(script, pending);

  const { run } = useMutation(routes.submissions.uploadScript, {
    failure: "Script not uploaded",
    // The card says why, where the customer drops the file again.
    showsError: (error) => {
      setProblem(messageOf(error));
      return true;
    },
  });

  const upload = async (file: File) => {
    setProblem(undefined);
    setUploading(0);
    const form = new FormData();
    form.append("file", file);
    try {
      const uploaded = await run({ id: submission.correlation_id }, form, {
        onProgress: setUploading,
      });
      if (!uploaded) return;
      watchRead(uploaded.id);
      await onUploaded?.();
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setUploading(null);
    }
  };

  return (
    <Card withBorder padding="lg">
      <Title order={title ? 3 : 2} size={title ? "h5" : "h4"} mb="md">
        {title ?? "Script"}
      </Title>
      <Stack gap="md">
        {script && !title ? (
          <ScriptResults script={script} submissionId={submission.correlation_id} />
        ) : null}
        {uploading !== null ? (
          <ProgressLine label="Uploading" value={uploading * 100} />
        ) : reading ? (
          <ProgressLine
            label={`Reading ${reading.original_name}`}
            value={reading.status === "queued" ? 2 : reading.progress}
          />
        ) : !onUploaded ? (
          script ? null : (
            <Text size="sm" c="dimmed">
              No script uploaded yet.
            </Text>
          )
        ) : (
          <Dropzone
            // Each drop is decided once, with what it refused, by onDropAny.
            onDrop={() => undefined}
            onDropAny={(accepted, rejected) => {
              const chosen = chosenFile(accepted, rejected);
              if (typeof chosen === "string") setProblem(chosen);
              else void upload(chosen);
            }}
            accept={ACCEPT}
            maxSize={SUBMISSION_LIMITS.scriptBytes}
            multiple={false}
            role="button"
            aria-label="Upload the script"
          >
            <Group justify="center" gap="lg" mih={120}>
              <Dropzone.Accept>
                <IconUpload size={40} stroke={1.5} />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={40} stroke={1.5} />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconFileText size={40} stroke={1.5} />
              </Dropzone.Idle>
              <div>
                <Text size="lg" fw={500}>
                  {script
                    ? "Drop a new version here, or click to choose it"
                    : "Drop your script here, or click to choose it"}
                </Text>
                <Text size="sm" c="dimmed">
                  PDF, Final Draft (.fdx), Fountain (.fountain, .spmd, .txt) or Word (.docx), up to{" "}
                  {MAX_MB} MB.
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        {failure ? (
          <Alert color="red" title="This file could not be used" icon={<IconX size={18} />}>
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function ProgressLine({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Text size="sm">{label}…</Text>
        <Text size="sm" c="dimmed">
          {Math.round(value)}%
        </Text>
      </Group>
      <Progress value={value} animated striped aria-label={label} size="lg" />
    </Stack>
  );
}

function ScriptResults({ script, submissionId }: { script: ScriptView; submissionId: string }) {
  const open = useOpenInNewTab();
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {script.original_name}
          </Text>
          <Text size="xs" c="dimmed">
            Version {script.version} · {SCRIPT_FORMAT_LABELS[script.format]} · uploaded{" "}
            {formatDateTime(script.uploaded_at)}
          </Text>
          {script.writer || script.draft_date ? (
            <Text size="sm" data-testid="title-page">
              {[script.writer && `Written by ${script.writer}`, script.draft_date]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          ) : null}
        </div>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconExternalLink size={14} />}
          onClick={() => open(keyOf(routes.submissions.scriptLink, { id: submissionId }))}
        >
          View file
        </Button>
      </Group>
      <SimpleGrid cols={3} spacing="md">
        <Figure name="pages" label={script.page_count_exact ? "Pages" : "Pages (estimated)"}>
          <PageCount pages={script.page_count ?? 0} exact={script.page_count_exact} />
        </Figure>
        <Figure name="scenes" label="Scenes">
          {script.scene_count}
        </Figure>
        <Figure name="speakers" label="Speaking characters">
          {script.speaking_characters}
        </Figure>
      </SimpleGrid>
      {script.analysis ? <AnalysisSummary analysis={script.analysis} /> : null}
    </Stack>
  );
}

function Figure({
  name,
  label,
  children,
}: {
  name: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap={0} data-testid={`figure-${name}`}>
      <Text size="xl" fw={700}>
        {children}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** A toast when an upload being read finishes, either way; `watch` names the upload. */
function useReadNotification(script: ScriptView | null, pending: ScriptView | null) {
  const watching = useRef<string | undefined>(undefined);
  useEffect(() => {
    const id = watching.current;
    if (!id || (pending?.id === id && pending.status !== "failed")) return;
    if (script?.id === id) {
      notifications.show({
        color: "green",
        title: "Script read",
        message: `${countOf(script.page_count ?? 0, "page")}, ${countOf(script.scene_count ?? 0, "scene")}. The price follows the page count.`,
      });
    } else if (pending?.id === id) {
      notifications.show({
        color: "red",
        title: "The script could not be read",
        message: pending.error,
      });
    } else {
      return;
    }
    watching.current = undefined;
  }, [script, pending]);
  return useCallback((id: string) => {
    watching.current = id;
  }, []);
}
