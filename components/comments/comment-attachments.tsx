"use client";

import { Button, Group } from "@mantine/core";
import { IconFileTypePdf, IconPhoto } from "@tabler/icons-react";

import { useOpenInNewTab } from "@/components/submissions/use-open-in-new-tab";
import type { CommentAttachmentView } from "@/lib/comments/rules";

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The files sent with a comment: each opens in a new tab through a short-lived link that the API
 * at `pathOf(id)` hands only to someone who may read the comment.
 */
export function CommentAttachments(props: {
  attachments: CommentAttachmentView[];
  pathOf: (attachmentId: string) => string;
}) {
  return props.attachments.length > 0 ? <AttachmentList {...props} /> : null;
}

function AttachmentList({
  attachments,
  pathOf,
}: {
  attachments: CommentAttachmentView[];
  pathOf: (attachmentId: string) => string;
}) {
  const open = useOpenInNewTab();
  return (
    <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Files">
      {attachments.map((file) => {
        const Icon = file.content_type === "application/pdf" ? IconFileTypePdf : IconPhoto;
        return (
          <li key={file.id} style={{ maxWidth: "100%" }}>
            <Button
              size="xs"
              variant="default"
              leftSection={<Icon size={14} aria-hidden />}
              onClick={() => open(pathOf(file.id))}
              maw="100%"
              styles={{ label: { overflow: "hidden", textOverflow: "ellipsis" } }}
            >
              {file.name} · {sizeText(file.size_bytes)}
            </Button>
          </li>
        );
      })}
    </Group>
  );
}
