"use client";

import { Button, Card, FileInput, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { IconExternalLink, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { useOpenInNewTab } from "@/components/submissions/use-open-in-new-tab";
import { TITLE_CLEARANCE_LIMITS } from "@/config/title-clearance";
import { messageOf } from "@/lib/api-client/fetch";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { formatDateTime } from "@/lib/site/format-date";
import type { TitleClearanceView, TitleSearchView } from "@/lib/title-clearance/views";


const MAX_MB = TITLE_CLEARANCE_LIMITS.opinionBytes / 1024 / 1024;

/** The attorney's title opinion (optional): a PDF kept in private storage, opened by signed link. */
export function OpinionCard({
  id,
  opinion,
  onChanged,
}: {
  id: string;
  opinion: TitleSearchView["opinion"];
  onChanged: (view: TitleClearanceView) => void;
}) {
  const open = useOpenInNewTab();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const attach = useMutation(routes.admin.titleClearance.attachOpinion, {
    failure: "Not attached",
    success: "Attorney opinion attached.",
    // The upload's refusal shows under its field.
    showsError: (failure) => {
      setError(messageOf(failure));
      return true;
    },
  });
  const removal = useMutation(routes.admin.titleClearance.removeOpinion, {
    failure: "Not removed",
    success: "Attorney opinion removed.",
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > TITLE_CLEARANCE_LIMITS.opinionBytes) {
      return setError(`The opinion is larger than ${MAX_MB} MB. Attach a smaller PDF.`);
    }
    setError(undefined);
    setProgress(0);
    const form = new FormData();
    form.append("file", file);
    const view = await attach.run({ id }, form, { onProgress: setProgress });
    setProgress(undefined);
    if (view) onChanged(view);
  };

  const remove = async () => {
    const view = await removal.run({ id });
    if (view) onChanged(view);
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Attorney opinion
        </Title>
        {opinion ? (
          <Group justify="space-between" gap="xs">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileTypePdf size={20} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {opinion.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {Math.max(1, Math.round(opinion.bytes / 1024))} KB, attached{" "}
                  {formatDateTime(opinion.uploaded_at)}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                rightSection={<IconExternalLink size={14} />}
                onClick={() => open(keyOf(routes.admin.titleClearance.opinion, { id }))}
              >
                Open
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={removal.busy}
                onClick={() => void remove()}
              >
                Remove
              </Button>
            </Group>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Optional: the attorney&apos;s letter on whether the title is available.
          </Text>
        )}
        <FileInput
          label={opinion ? "Replace the opinion" : "Attach the opinion"}
          description={`A PDF of at most ${MAX_MB} MB`}
          placeholder="Choose a PDF"
          accept="application/pdf"
          clearable={false}
          value={null}
          error={error}
          disabled={progress !== undefined}
          onChange={(file) => void upload(file)}
        />
        {progress !== undefined ? (
          <Progress value={progress * 100} aria-label="Uploading the opinion" animated />
        ) : null}
      </Stack>
    </Card>
  );
}
