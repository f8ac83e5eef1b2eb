"use client";

import { Card, Group, Loader, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconCircleX } from "@tabler/icons-react";

import { PageHeading } from "@/components/layout/page-heading";
import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatLongDay } from "@/lib/site/format-date";

/** How often the page asks again while the processor has not confirmed the payment. */
const POLL_MS = 1_500;

/** `/return/{id}` (product.md §2): paid, still processing (it polls), or not completed. */
export function PaymentReturn({ id }: { id: string }) {
  const { data, error } = useResource(routes.submissions.get, { id }, {
    refreshInterval: (latest) => (latest?.order?.status === "pending" ? POLL_MS : 0),
  });
  if (error) return <SubmissionProblem title="Payment" message={messageOf(error)} />;
  if (!data) return <Skeleton height={220} aria-label="Loading the payment" />;
  const { order } = data;
  const title = data.title || "Untitled quote";

  if (order?.status === "paid") {
    const due = data.due_date ? formatLongDay(data.due_date) : undefined;
    return (
      <Outcome
        icon={<IconCircleCheck size={28} />}
        color="green"
        title="Payment received"
        text={`Order ${order.number} for “${title}” is paid: ${formatMoney(order.total, order.currency)}. Our researchers start now${due ? `; your report is due by ${due}` : ""}.`}
      >
        <LinkButton href={`/submission/${id}`}>Open the submission</LinkButton>
        <LinkButton href="/" variant="default">
          My submissions
        </LinkButton>
      </Outcome>
    );
  }
  if (order?.status === "pending") {
    return (
      <Outcome
        icon={<Loader size={24} />}
        color="blue"
        title="Confirming your payment…"
        text={`We are waiting for the card processor to confirm order ${order.number}. This page updates by itself.`}
      />
    );
  }
  return (
    <Outcome
      icon={<IconCircleX size={28} />}
      color="gray"
      title="Payment not completed"
      text="No money was taken. You can go back to the summary and pay when you are ready."
    >
      <LinkButton href={`/summary/${id}`}>Back to the summary</LinkButton>
    </Outcome>
  );
}

function Outcome({
  icon,
  color,
  title,
  text,
  children,
}: {
  icon: React.ReactNode;
  color: string;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <PageHeading title="Payment" description="The outcome of your card payment." />
      <Card withBorder padding="xl" maw={640}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color={color} variant="light" size={44} radius="xl">
              {icon}
            </ThemeIcon>
            <Title order={2} size="h3">
              {title}
            </Title>
          </Group>
          <Text>{text}</Text>
          {children ? <Group gap="sm">{children}</Group> : null}
        </Stack>
      </Card>
    </>
  );
}
