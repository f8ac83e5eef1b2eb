"use client";

import { Badge, Button, Card, Group, Modal, Stack, Table, Text, Title } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { SHARE_DOWNLOADS, type ShareDownload, type ShareLinkStatus } from "@/config/share-links";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { ShareLinkEventView, ShareLinkView } from "@/lib/share-links/manage";
import { formatDateTime, formatLongDay } from "@/lib/site/format-date";

import { ShareForm } from "./share-form";

const STATUS: Record<ShareLinkStatus, { label: string; color: string }> = {
  active: { label: "Active", color: "green" },
  expired: { label: "Expired", color: "gray" },
  revoked: { label: "Revoked", color: "red" },
};

const EVENT_LABELS: Record<ShareLinkEventView["kind"], string> = {
  opened: "Opened",
  downloaded: "Downloaded",
  "passcode-failed": "Wrong passcode",
};

const eventLabel = (event: ShareLinkEventView) =>
  event.download
    ? `${EVENT_LABELS[event.kind]}: ${SHARE_DOWNLOADS[event.download as ShareDownload] ?? event.download}`
    : EVENT_LABELS[event.kind];

const count = (link: ShareLinkView, kind: ShareLinkEventView["kind"]) =>
  link.events.filter((event) => event.kind === kind).length;

/**
 * "Share" on the customer's published report (product.md §15): a link for someone without an
 * account, and every link made so far with its status, openings and downloads, each revocable.
 */
export function ShareLinksPanel({ submissionId }: { submissionId: string }) {
  const id = submissionId;
  const { data, mutate } = useResource(routes.submissions.shareLinks.list, { id });
  const report = useResource(routes.submissions.report.get, { id });
  const [sharing, setSharing] = useState(false);
  const [revoking, setRevoking] = useState<ShareLinkView | null>(null);
  const revocation = useMutation(routes.submissions.shareLinks.revoke, {
    failure: "Not revoked",
    success: ({ link }) => `The link for ${link.recipient_name} is revoked.`,
  });
  const busy = revocation.busy;

  const revoke = async (link: ShareLinkView) => {
    if ((await revocation.run({ id, linkId: link.id })) === undefined) return;
    await mutate();
    setRevoking(null);
  };

  const links = data?.links ?? [];
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        {revocation.conflictDialog}
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              Share the report
            </Title>
            <Text size="sm" c="dimmed">
              A read-only link for an insurer, a broker or counsel: no account needed, watermarked
              with their name, logged, and revocable at any time.
            </Text>
          </div>
          <Button leftSection={<IconShare size={16} />} onClick={() => setSharing(true)}>
            Share
          </Button>
        </Group>
        {links.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not shared with anyone yet.
          </Text>
        ) : (
          <Stack gap="sm">
            {links.map((link) => (
              <ShareLinkCard key={link.id} link={link} onRevoke={() => setRevoking(link)} />
            ))}
          </Stack>
        )}
      </Stack>
      <Modal opened={sharing} onClose={() => setSharing(false)} title="Share the report">
        {sharing ? (
          <ShareForm
            submissionId={submissionId}
            versions={report.data?.versions.map((version) => version.version) ?? []}
            onCreated={() => void mutate()}
          />
        ) : null}
      </Modal>
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this link?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            {revoking?.recipient_name} can no longer open the report or its downloads, from the next
            click on. This cannot be undone; you can share a new link.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button color="red" loading={busy} onClick={() => revoking && void revoke(revoking)}>
              Revoke the link
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

/** One link: whom it is for, its state, and its log. */
function ShareLinkCard({ link, onRevoke }: { link: ShareLinkView; onRevoke: () => void }) {
  const status = STATUS[link.status];
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`Link for ${link.recipient_name}`}
    >
      <Stack gap={6} style={{ overflowWrap: "anywhere" }}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {link.recipient_name}
              {link.recipient_organisation ? ` (${link.recipient_organisation})` : ""}
            </Text>
            <Text size="xs" c="dimmed">
              {link.recipient_email} · {link.version ? `version ${link.version}` : "latest version"}
              {link.has_passcode ? " · passcode" : ""} · link {link.token_prefix}…
            </Text>
            <Text size="xs" c="dimmed">
              {link.status === "revoked" && link.revoked_at
                ? `Revoked ${formatLongDay(link.revoked_at)}`
                : `${link.status === "expired" ? "Expired" : "Expires"} ${formatLongDay(link.expires_at)}`}{" "}
              · opened {count(link, "opened")}×, downloaded {count(link, "downloaded")}×
            </Text>
          </div>
          <Group gap="xs">
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
            {link.status === "active" ? (
              <Button size="xs" variant="light" color="red" onClick={onRevoke}>
                Revoke
              </Button>
            ) : null}
          </Group>
        </Group>
        {link.events.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table fz="xs" aria-label={`Use of the link for ${link.recipient_name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Network</Table.Th>
                  <Table.Th>Browser</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {link.events.map((event, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{formatDateTime(event.at)}</Table.Td>
                    <Table.Td>{eventLabel(event)}</Table.Td>
                    <Table.Td>{event.ip_prefix}</Table.Td>
                    <Table.Td>{event.user_agent || "—"}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Card>
  );
}
