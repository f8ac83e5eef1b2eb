"use client";

import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconCreditCard, IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { notifications } from "@/components/ui/toast";
import { site } from "@/config/site";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { EmbeddedCheckout } from "@/lib/payments/checkout";
import type { SubmissionView } from "@/lib/submissions/views";

import { EmbeddedCardForm } from "./embedded-card-form";
import { ProformaStatus } from "./proforma-status";

/**
 * The summary's ways to pay (product.md §2): the terms, then "Pay by card", which opens the
 * processor's embedded checkout here, or "Request proforma invoice" for a bank transfer. A
 * payment left unfinished can be resumed or given up to change the quote.
 */
export function CheckoutActions({
  submission,
  onChange,
}: {
  submission: SubmissionView;
  onChange: () => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const [checkout, setCheckout] = useState<EmbeddedCheckout>();
  // Bumped to remount the card form after it failed to load.
  const [attempt, setAttempt] = useState(0);
  // The same cache entry as the billing form's, so saving there is seen here.
  const { data: billing } = useResource(routes.user.billing, {});
  const id = submission.correlation_id;
  const unfinished =
    submission.status === "awaiting_payment" || Boolean(submission.revision?.awaiting_payment);
  const starting = useMutation(routes.submissions.checkout, { failure: "Payment not started" });
  const proformaRequest = useMutation(routes.submissions.requestProforma, {
    failure: "Not requested",
    success: ({ proforma }) =>
      proforma?.number
        ? {
            color: "green",
            title: `Proforma invoice ${proforma.number} is ready`,
            message: "Download it here now; we have e-mailed it to you too.",
          }
        : {
            color: "green",
            title: "Proforma invoice requested",
            message: "We check it and e-mail it to you, usually within one business day.",
          },
  });
  const giveUp = useMutation(routes.submissions.cancelCheckout, {
    failure: "Not changed",
    success: "The quote can be changed again.",
  });
  const busy = starting.busy
    ? "pay"
    : proformaRequest.busy
      ? "proforma"
      : giveUp.busy
        ? "change"
        : undefined;

  const pay = async () => {
    const answer = await starting.run({ id }, { acceptTerms: true });
    if (!answer) return;
    // A voucher paid it all: straight to the return page.
    if ("url" in answer) return window.location.assign(answer.url);
    setCheckout(answer.checkout);
    onChange();
  };
  const requestProforma = async () => {
    if (!billing?.billing) {
      notifications.show({
        color: "red",
        title: "Billing details needed",
        message:
          "The proforma is made out to your billing details: fill them in on this page and save them first.",
      });
      return;
    }
    if (await proformaRequest.run({ id }, { acceptTerms: true })) onChange();
  };
  const change = async () => {
    if ((await giveUp.run({ id })) === undefined) return;
    setCheckout(undefined);
    onChange();
  };

  const dialogs = (
    <>
      {starting.conflictDialog}
      {proformaRequest.conflictDialog}
      {giveUp.conflictDialog}
    </>
  );
  // Every way out of a payment shows this button, and with it what a refusal opens.
  const changeQuote = (
    <>
      {dialogs}
      <Button
        variant="default"
        onClick={() => void change()}
        loading={busy === "change"}
        disabled={busy === "pay"}
      >
        Change the quote
      </Button>
    </>
  );
  if (checkout) {
    return (
      <EmbeddedCardForm
        key={attempt}
        checkout={checkout}
        onRetry={() => setAttempt((count) => count + 1)}
        actions={changeQuote}
      />
    );
  }
  if (unfinished && submission.order?.method === "bank_transfer") {
    return <ProformaStatus submissionId={submission.correlation_id} actions={changeQuote} />;
  }
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
            {changeQuote}
          </Group>
        </Stack>
      </Alert>
    );
  }
  // A draft's quote, or a revised draft's delta quote once it is compared.
  const payable =
    submission.status === "draft" ||
    (submission.status === "revision_requested" && Boolean(submission.revision?.changes));
  if (!payable) return null;
  return (
    <Stack gap="sm">
      {dialogs}
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
        Your card goes to our card processor&apos;s secure form on this page; we never see it. The
        invoice, made out to your billing details, follows by e-mail.
      </Text>
      <Button
        variant="default"
        leftSection={<IconFileInvoice size={18} />}
        disabled={!accepted || busy === "pay"}
        loading={busy === "proforma"}
        onClick={() => void requestProforma()}
      >
        Request proforma invoice
      </Button>
      <Text size="xs" c="dimmed">
        For payment by bank transfer: a proforma invoice made out to your billing details, to
        download here and by e-mail; we start once the transfer arrives.
      </Text>
    </Stack>
  );
}
