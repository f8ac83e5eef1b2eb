"use client";

import { Button, Card, Checkbox, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";

import { pricing, TURNAROUND_TIERS } from "@/config/pricing";
import { formatMoney } from "@/lib/pricing/format";
import type { PriceBreakdown as Breakdown } from "@/lib/pricing/price";

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
  /** Absent for a caller who may not change the quote: no way on to pay. */
  onContinue?: () => void;
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
            <Checkbox
              label="Script clearance"
              description={`${money(pricing.scriptClearance.perPage)} a page, minimum ${money(pricing.scriptClearance.minimum)}`}
              // At least one service stays chosen.
              disabled={script && !title}
              {...form.getInputProps("script_clearance", { type: "checkbox" })}
            />
            <Checkbox
              label="Title clearance"
              description={`${money(pricing.titleClearance.flat)} flat`}
              disabled={title && !script}
              {...form.getInputProps("title_clearance", { type: "checkbox" })}
            />
          </Stack>
        </div>
        <Radio.Group label="Turnaround" {...form.getInputProps("turnaround")}>
          <Stack gap="xs" mt="xs">
            {TURNAROUND_TIERS.map((tier) => {
              const { label, businessDays, multiplier } = pricing.turnaround[tier];
              return (
                <Radio
                  key={tier}
                  value={tier}
                  label={label}
                  description={`${businessDays} business days${multiplier > 1 ? `, × ${multiplier}` : ""}`}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        <div>
          <Title order={2} size="h4" mb="xs">
            Price
          </Title>
          <PriceBreakdown quote={quote} />
        </div>
        {onContinue ? (
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
        ) : null}
      </Stack>
    </Card>
  );
}
