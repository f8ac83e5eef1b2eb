"use client";

import { Card, Grid, Group, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";

import { BillingDetailsForm } from "@/components/account/billing-details-form";
import { PageHeading } from "@/components/layout/page-heading";
import { LinkButton } from "@/components/ui/link-button";
import { countryName } from "@/config/countries";
import { pricing } from "@/config/pricing";
import { PROJECT_TYPES, SCRIPT_FORMAT_LABELS } from "@/config/submissions";
import { messageOf } from "@/lib/api/client";
import { useApi } from "@/lib/api/use-api";
import type { SubmissionView } from "@/lib/submissions/views";

import { PageCount } from "./page-count";
import { PriceBreakdown } from "./price-breakdown";
import { StatusBadge } from "./status-badge";
import { SubmissionProblem } from "./submission-problem";
import { VoucherField } from "./voucher-field";

/** `/summary/{id}` (product.md §2): what is being ordered, its price, and who pays. */
export function SummaryView({ id }: { id: string }) {
  const { data, error, mutate } = useApi<SubmissionView>(`/submissions/${id}`);
  if (error) return <SubmissionProblem title="Summary" message={messageOf(error)} />;
  if (!data) return <Skeleton height={480} aria-label="Loading the summary" />;

  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeading
          title={`Summary: ${data.title || "Untitled quote"}`}
          description="Check the order and your billing details."
        />
        {data.status === "draft" ? (
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
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <OrderCard submission={data} />
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="xs">
                Billing details
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Invoices and proformas are made out to these details.
              </Text>
              <BillingDetailsForm />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="sm">
              Price
            </Title>
            <Stack gap="md">
              <PriceBreakdown quote={data.quote} />
              <VoucherField
                submission={data}
                onChange={(updated) => void mutate(updated, { revalidate: false })}
              />
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}

function OrderCard({ submission }: { submission: SubmissionView }) {
  const { script } = submission;
  const setting = [
    submission.setting_city,
    submission.setting_region,
    submission.setting_country && countryName(submission.setting_country),
  ]
    .filter(Boolean)
    .join(", ");
  const services = [
    submission.script_clearance && "Script clearance",
    submission.title_clearance && "Title clearance",
  ].filter(Boolean);
  const rows: [string, React.ReactNode][] = [
    ["Title", submission.title || "—"],
    [
      "Project type",
      PROJECT_TYPES.find((type) => type.value === submission.project_type)?.label ?? "—",
    ],
    ["Story set in", setting || "—"],
    [
      "Script",
      script ? (
        <>
          {script.original_name} ({SCRIPT_FORMAT_LABELS[script.format]}),{" "}
          <PageCount pages={script.page_count ?? 0} exact={script.page_count_exact} /> pages,{" "}
          {script.scene_count} scenes
        </>
      ) : (
        "No script uploaded"
      ),
    ],
    ["Services", services.join(" and ")],
    ["Extra items", String(submission.text_boxes.length)],
    [
      "Turnaround",
      `${pricing.turnaround[submission.turnaround].label}, ${submission.quote.businessDays} business days`,
    ],
  ];
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Your order
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140} fw={500} c="dimmed">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
