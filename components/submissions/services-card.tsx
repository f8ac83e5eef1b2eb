"use client";

import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";

import { pricing, TURNAROUND_TIERS } from "@/config/pricing";
import { formatMoney } from "@/lib/pricing/format";
import type { PriceBreakdown as Breakdown } from "@/lib/pricing/price";

import { CheckField, RadioChoices } from "./check-fields";
import { PriceBreakdown } from "./price-breakdown";
import type { QuoteForm } from "./use-quote-form";

const money = (minor: number) => formatMoney(minor, pricing.currency);

/** product.md §4.5: services and turnaround, the live price, and the way on to the summary. */
export function ServicesCard({
  form,
  quote,
  onContinue,
  blockedReason,
}: {
  form: QuoteForm;
  quote: Breakdown;
  onContinue: () => void;
  /** Why the customer cannot continue yet, if they cannot. */
  blockedReason?: string;
}) {
  const { script_clearance: script, title_clearance: title } = form.values;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" mb="xs">
            Services
          </Title>
          <Stack gap="xs">
            <CheckField
              label="Script clearance"
              description={`${money(pricing.scriptClearance.perPage)} a page, minimum ${money(pricing.scriptClearance.minimum)}`}
              // At least one service stays chosen.
              disabled={script && !title}
              {...form.switch("script_clearance")}
            />
            <CheckField
              label="Title clearance"
              description={`${money(pricing.titleClearance.flat)} flat`}
              disabled={title && !script}
              {...form.switch("title_clearance")}
            />
          </Stack>
        </div>
        <RadioChoices
          label="Turnaround"
          options={TURNAROUND_TIERS.map((tier) => {
            const { label, businessDays, multiplier } = pricing.turnaround[tier];
            return {
              value: tier,
              label,
              description: `${businessDays} business days${multiplier > 1 ? `, × ${multiplier}` : ""}`,
            };
          })}
          {...form.turnaround()}
        />
        <div>
          <Title order={2} size="h4" mb="xs">
            Price
          </Title>
          <PriceBreakdown quote={quote} />
        </div>
        <Stack gap={4}>
          <Button
            size="md"
            rightSection={<IconArrowRight size={18} />}
            disabled={Boolean(blockedReason)}
            onClick={onContinue}
          >
            Continue
          </Button>
          {blockedReason ? (
            <Group justify="center">
              <Text size="xs" c="dimmed" ta="center">
                {blockedReason}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
