"use client";

import { Alert, Box, Button, Card, Center, Loader, Stack, Text, Title } from "@mantine/core";
// Type only: the package's main entry would fetch Stripe.js as soon as it is imported.
import type { StripeEmbeddedCheckout } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { IconLock, IconRefresh } from "@tabler/icons-react";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { notifications } from "@/components/ui/toast";
import type { EmbeddedCheckout } from "@/lib/payments/checkout";

/** Stripe allows one embedded checkout on a page at a time: each waits for the last to go. */
let previous: Promise<unknown> = Promise.resolve();

let standInScript: Promise<void> | undefined;

/**
 * The development stand-in's Stripe.js (`scriptUrl`, from configuration; never in production)
 * sets `window.Stripe` first, so `loadStripe` uses it instead of fetching js.stripe.com.
 */
function loadStandIn(scriptUrl: string): Promise<void> {
  standInScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      standInScript = undefined;
      reject(new Error(`The card form's script did not load from ${scriptUrl}`));
    };
    document.head.appendChild(script);
  });
  return standInScript;
}

async function createCheckout(checkout: EmbeddedCheckout) {
  if (checkout.scriptUrl) await loadStandIn(checkout.scriptUrl);
  const stripe = await loadStripe(checkout.publishableKey);
  if (!stripe) throw new Error("Stripe.js is not available in this browser");
  return stripe.createEmbeddedCheckoutPage({ clientSecret: checkout.clientSecret });
}

/**
 * The card processor's embedded checkout, mounted on the summary page (product.md §2): a loader
 * while its script loads, a toast and a retry if it cannot. Paying takes the browser to the
 * return page; the processor's webhook, not this form, marks the order paid.
 */
export function EmbeddedCardForm({
  checkout,
  onRetry,
  actions,
}: {
  checkout: EmbeddedCheckout;
  /** Starts over (the parent remounts this form). */
  onRetry: () => void;
  actions: ReactNode;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let cancelled = false;
    const mounted = previous
      .then(async () => {
        if (cancelled || !container.current) return undefined;
        const embedded = await createCheckout(checkout);
        if (cancelled) return embedded;
        embedded.mount(container.current);
        setState("ready");
        return embedded;
      })
      .catch((error: unknown) => {
        if (cancelled) return undefined;
        console.warn("[payments] the card form did not load", error);
        setState("failed");
        notifications.show({
          color: "red",
          title: "The card form did not load",
          message: "Check your connection and try again. Nothing was charged; your order is kept.",
        });
        return undefined;
      });
    return () => {
      cancelled = true;
      previous = mounted.then((embedded?: StripeEmbeddedCheckout) => embedded?.destroy());
    };
  }, [checkout]);

  return (
    <Card withBorder radius="md" padding="md" data-testid="card-form">
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5">
            Card payment
          </Title>
          <Text size="xs" c="dimmed">
            <IconLock size={12} style={{ verticalAlign: "-1px" }} /> The form below is our card
            processor&apos;s; we never see your card.
          </Text>
        </div>
        {state === "loading" && (
          <Center mih={240} role="status" aria-label="Loading the card form">
            <Stack align="center" gap="xs">
              <Loader size="md" />
              <Text size="sm" c="dimmed">
                Loading the secure card form…
              </Text>
            </Stack>
          </Center>
        )}
        {state === "failed" && (
          <Alert color="red" title="The card form did not load">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Your order is kept: try again, or come back to it later.</Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRefresh size={14} />}
                onClick={onRetry}
              >
                Try again
              </Button>
            </Stack>
          </Alert>
        )}
        <Box ref={container} hidden={state !== "ready"} />
        {actions}
      </Stack>
    </Card>
  );
}
