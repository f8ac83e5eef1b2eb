"use client";

import { Alert, Card, Grid, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconEye } from "@tabler/icons-react";

import { BillingDetailsForm } from "@/components/account/billing-details-form";
import { PageHeading } from "@/components/layout/page-heading";
import { CheckoutActions } from "@/components/payments/checkout-actions";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { accessAllows, readOnlyNote } from "@/lib/companies/capabilities";
import { NO_SCRIPT_YET, notPricedYet, SCRIPT_BEING_READ } from "@/lib/orders/readiness";
import type { SubmissionView } from "@/lib/submissions/views";

import { OrderCard } from "./order-card";
import { PriceBreakdown } from "./price-breakdown";
import { StatusBadge } from "./status-badge";
import { SubmissionProblem } from "./submission-problem";
import { VoucherField } from "./voucher-field";

/**
 * Why the quote cannot be ordered yet (no script, or its newest upload unread), as checkout would answer
 * (product.md §8.1); only a quote that could be ordered asks.
 */
const unpricedReason = (view: SubmissionView | undefined) =>
  view?.status === "draft" || view?.status === "revision_requested"
    ? notPricedYet({
        scriptClearance: view.script_clearance,
        script: view.script,
        pendingUpload: view.pending_upload,
      })
    : undefined;

/** `/summary/{id}` (product.md §2): what is being ordered, its price, and who pays. */
export function SummaryView({ id }: { id: string }) {
  const { data, error, mutate } = useResource(
    routes.submissions.get,
    { id },
    {
      // Followed about once a second while the newest upload is read, until its price is ready.
      refreshInterval: (view) => (unpricedReason(view) === SCRIPT_BEING_READ ? 1000 : 0),
    },
  );
  if (error) return <SubmissionProblem title="Summary" message={messageOf(error)} />;
  if (!data) return <Skeleton height={480} aria-label="Loading the summary" />;
  const unpriced = unpricedReason(data);
  // A member whose role may read but not pay sees the order and its price, no way to change or
  // pay for it (product.md §15).
  const mayPay = accessAllows(data.access, "pay");
  const readOnly = readOnlyNote(data.access, "pay", "this quote");

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={`Summary: ${data.title || "Untitled quote"}`}
          description="Check the order and your billing details."
        />
        {data.status === "draft" && accessAllows(data.access, "quote") ? (
          <LinkButton
            href={`/quote/${id}`}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Edit quote
          </LinkButton>
        ) : (
          <StatusBadge status={data.status} />
        )}
      </Group>
      {readOnly ? (
        <Alert color="blue" icon={<IconEye size={18} />} mb="lg" data-testid="read-only-note">
          {readOnly}
        </Alert>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderCard submission={data} />
            {mayPay ? (
              <Card withBorder padding="lg">
                <Title order={2} size="h4" mb="xs">
                  Billing details
                </Title>
                <Text size="sm" c="dimmed" mb="md">
                  Invoices and proformas are made out to these details.
                </Text>
                <BillingDetailsForm />
              </Card>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              Price
            </Title>
            {unpriced ? (
              // No price from a script that is not the newest, and nothing to pay with it.
              <Alert
                color="yellow"
                title={unpriced === NO_SCRIPT_YET ? "No script yet" : "The price is not ready yet"}
              >
                {unpriced}
              </Alert>
            ) : (
              <Stack gap="md">
                <PriceBreakdown quote={data.quote} />
                <VoucherField
                  submission={data}
                  editable={accessAllows(data.access, "quote")}
                  // The voucher's answer has no access rights: the page's stay.
                  onChange={(updated) =>
                    void mutate({ ...data, ...updated }, { revalidate: false })
                  }
                />
                {mayPay ? (
                  <CheckoutActions submission={data} onChange={() => void mutate()} />
                ) : null}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
