"use client";

import { Alert, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";

import { hrefOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import { formatMoney } from "@/lib/pricing/format";
import { formatLongDay } from "@/lib/site/format-date";

/**
 * A quote's proforma invoice as its customer follows it: being prepared, waiting for the bank
 * transfer (with the PDF), or paid. `actions` sit beside the download (e.g. changing the quote).
 */
export function ProformaStatus({
  submissionId,
  actions,
}: {
  submissionId: string;
  actions?: ReactNode;
}) {
  const { data } = useResource(routes.submissions.proforma, { id: submissionId });
  if (!data) return <Skeleton height={96} aria-label="Loading the proforma invoice" />;
  const { proforma } = data;
  if (!proforma || proforma.status === "cancelled") return null;
  const total = formatMoney(proforma.total, proforma.currency);
  if (proforma.status === "draft") {
    return (
      <Alert color="blue" title="Proforma invoice requested">
        <Stack gap="sm">
          <Text size="sm">
            We are checking the proforma invoice for order {proforma.order_number} ({total}) before
            it is issued. It reaches you by e-mail, usually within one business day; the price is
            held meanwhile.
          </Text>
          {actions}
        </Stack>
      </Alert>
    );
  }
  const download = (
    <Button
      component="a"
      href={hrefOf(routes.submissions.proformaPdf, { id: submissionId })}
      variant="default"
      leftSection={<IconDownload size={16} />}
    >
      Download {proforma.number}
    </Button>
  );
  if (proforma.status === "paid") {
    return (
      <Alert color="green" title={`Proforma invoice ${proforma.number} is paid`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Thank you: your bank transfer of {total} has arrived.</Text>
          {download}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" title={`Proforma invoice ${proforma.number} awaits your transfer`}>
      <Stack gap="sm">
        <Text size="sm">
          Please pay {total} by bank transfer by {formatLongDay(proforma.due_date!)}, with{" "}
          <strong>{proforma.number}</strong> as the reference. The bank details are on the proforma,
          which is ready to download here and was e-mailed to you; work starts as soon as the
          payment arrives.
        </Text>
        <Group gap="xs">
          {download}
          {actions}
        </Group>
      </Stack>
    </Alert>
  );
}
