"use client";

import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCreditCard } from "@tabler/icons-react";
import { useState } from "react";

import { site } from "@/config/site";
import { api, messageOf } from "@/lib/api/client";
import type { SubmissionView } from "@/lib/submissions/views";

/**
 * The summary's way to pay (product.md §2): the terms, then "Pay by card", which leaves for the
 * processor's hosted checkout. A checkout left unfinished can be resumed or given up to change
 * the quote.
 */
export function CheckoutActions({
  submission,
  onChange,
}: {
  submission: SubmissionView;
  onChange: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState<"pay" | "change">();
  const path = `/submissions/${submission.correlation_id}/checkout`;
  const unfinished = submission.status === "awaiting_payment";

  const pay = async () => {
    setBusy("pay");
    try {
      const { url } = await api.post<{ url: string }>(path, { acceptTerms: true });
      window.location.assign(url);
    } catch (error) {
      setBusy(undefined);
      notifications.show({ color: "red", title: "Payment not started", message: messageOf(error) });
    }
  };
  const change = async () => {
    setBusy("change");
    try {
      await api.delete(path);
      onChange();
      notifications.show({ color: "green", message: "The quote can be changed again." });
    } catch (error) {
      notifications.show({ color: "red", title: "Not changed", message: messageOf(error) });
    } finally {
      setBusy(undefined);
    }
  };

  if (unfinished) {
    return (
      <Alert color="yellow" title="Your payment is not finished">
        <Stack gap="sm">
          <Text size="sm">
            Order {submission.order?.number} is waiting for your card payment. The price is held
            until you pay or change the quote.
          </Text>
          <Group gap="xs">
            <Button
              leftSection={<IconCreditCard size={16} />}
              onClick={() => void pay()}
              loading={busy === "pay"}
              disabled={busy === "change"}
            >
              Continue to payment
            </Button>
            <Button
              variant="default"
              onClick={() => void change()}
              loading={busy === "change"}
              disabled={busy === "pay"}
            >
              Change the quote
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (submission.status !== "draft") return null;
  return (
    <Stack gap="sm">
      <Checkbox
        checked={accepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
        label={
          <>
            I accept the{" "}
            <Anchor href={site.links.terms} target="_blank" rel="noreferrer">
              terms of service
            </Anchor>
          </>
        }
      />
      <Button
        size="md"
        leftSection={<IconCreditCard size={18} />}
        disabled={!accepted}
        loading={busy === "pay"}
        onClick={() => void pay()}
      >
        Pay by card
      </Button>
      <Text size="xs" c="dimmed">
        You pay on our card processor&apos;s secure page; we never see your card.
      </Text>
    </Stack>
  );
}
