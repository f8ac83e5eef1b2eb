import { Card, Stack, Text, Title } from "@mantine/core";

import { FactsTable } from "@/components/ui/facts-table";
import { ORDER_STATUS_LABELS } from "@/config/orders";
import { formatMoney } from "@/lib/pricing/format";
import type { RevisionHistoryView } from "@/lib/revisions/history";
import type { ChargeView } from "@/lib/submissions/orders";
import type { SubmissionView } from "@/lib/submissions/views";

import { PriceBreakdown, TotalLine } from "./price-breakdown";

/** A revision's delta: its order's figures, or the quote still to be paid. */
function RevisionCharge({
  revision,
  order,
  submission,
}: {
  revision: RevisionHistoryView;
  order: ChargeView | undefined;
  submission: SubmissionView;
}) {
  const pages = revision.changes?.pages;
  const currency = order?.currency ?? submission.quote.currency;
  const money = (minor: number) => formatMoney(minor, currency);
  const toPay = !order && revision.changes && submission.status === "revision_requested";
  const rows = [
    order && ["Order", order.number],
    pages && ["Changed pages", `${pages.changed.length} of ${pages.total}`],
    order && order.discount > 0 && ["Voucher discount", money(order.discount)],
    order && ["Payment", ORDER_STATUS_LABELS[order.status]],
    order && ["Total", money(order.total)],
    toPay && ["Delta quote", `${money(submission.quote.total)}, not ordered yet`],
  ].filter(Boolean) as [string, string][];
  return (
    <Stack gap={4} data-testid={`revision-charge-${revision.number}`}>
      <Title order={3} size="h5">
        Revision {revision.number}: changed pages only
      </Title>
      {rows.length ? (
        <FactsTable rows={rows} />
      ) : (
        <Text size="sm" c="dimmed">
          Priced once the revised draft is compared with the previous one.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The Price card of `/submission/{id}`: the quote, or once a revision was uploaded, the first
 * order's price and each revision's delta apart, with what was paid in all.
 */
export function PriceCard({ submission }: { submission: SubmissionView }) {
  const { charges, revisions, first_quote: firstQuote } = submission;
  const first = charges.find((charge) => charge.revision === null);
  const paid = charges.filter((charge) => charge.status === "paid");
  const byRevision = (number: number) => charges.findLast((charge) => charge.revision === number);
  return (
    <Card withBorder padding="lg" data-testid="price-card">
      <Title order={2} size="h4" mb="sm">
        Price
      </Title>
      {revisions.length === 0 || !firstQuote ? (
        <PriceBreakdown quote={submission.quote} />
      ) : (
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} size="h5">
              First order{first ? ` ${first.number}` : ""}
            </Title>
            <PriceBreakdown quote={firstQuote} />
          </Stack>
          {revisions.map((revision) => (
            <RevisionCharge
              key={revision.number}
              revision={revision}
              order={byRevision(revision.number)}
              submission={submission}
            />
          ))}
          <TotalLine
            label="Paid in all"
            amount={formatMoney(
              paid.reduce((sum, charge) => sum + charge.total, 0),
              firstQuote.currency,
            )}
            testId="paid-total"
          />
        </Stack>
      )}
    </Card>
  );
}
