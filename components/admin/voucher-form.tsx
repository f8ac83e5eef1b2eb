"use client";

import {
  Button,
  Checkbox,
  Grid,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { pricing } from "@/config/pricing";
import { VOUCHER_SCOPES } from "@/config/vouchers";
import { type ApiError, messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import type { VoucherView } from "@/lib/vouchers/admin";

type Values = {
  code: string;
  kind: "percent" | "fixed";
  /** Percent, or the amount in currency units (dollars), as admins think of it. */
  value: number | string;
  validFrom: string;
  validUntil: string;
  maxRedemptions: number | string;
  maxPerCustomer: number | string;
  minimumSubtotal: number | string;
  appliesTo: VoucherView["appliesTo"];
  active: boolean;
  note: string;
};

const day = (iso: string | null) => iso?.slice(0, 10) ?? "";
const toMajor = (minor: number | null) => (minor === null ? "" : minor / 100);
const toMinor = (major: number | string) => (major === "" ? null : Math.round(Number(major) * 100));
const whole = (value: number | string) => (value === "" ? null : Number(value));

function valuesOf(voucher?: VoucherView): Values {
  return {
    code: voucher?.code ?? "",
    kind: voucher?.kind ?? "percent",
    value: voucher ? (voucher.kind === "fixed" ? voucher.value / 100 : voucher.value) : "",
    validFrom: day(voucher?.validFrom ?? null),
    validUntil: day(voucher?.validUntil ?? null),
    maxRedemptions: voucher?.maxRedemptions ?? "",
    maxPerCustomer: voucher?.maxPerCustomer ?? 1,
    minimumSubtotal: toMajor(voucher?.minimumSubtotal ?? null),
    appliesTo: voucher?.appliesTo ?? "all",
    active: voucher?.active ?? true,
    note: voucher?.note ?? "",
  };
}

/** What the API takes: minor units, and whole days from midnight to midnight UTC. */
function bodyOf(values: Values) {
  return {
    code: values.code,
    kind: values.kind,
    // The form refuses an empty discount before anything is sent.
    value: (values.kind === "fixed" ? toMinor(values.value) : whole(values.value)) ?? 0,
    validFrom: values.validFrom ? `${values.validFrom}T00:00:00Z` : null,
    validUntil: values.validUntil ? `${values.validUntil}T23:59:59Z` : null,
    maxRedemptions: whole(values.maxRedemptions),
    maxPerCustomer: whole(values.maxPerCustomer) ?? 1,
    minimumSubtotal: toMinor(values.minimumSubtotal),
    appliesTo: values.appliesTo,
    active: values.active,
    note: values.note.trim() || null,
  };
}

/** Creates a voucher, or edits `voucher`; the server's reasons show on their fields. */
export function VoucherForm({
  voucher,
  onSaved,
}: {
  voucher?: VoucherView;
  onSaved: (saved: VoucherView) => void;
}) {
  const form = useForm<Values>({
    initialValues: valuesOf(voucher),
    validate: {
      code: (code) => (code.trim() ? null : "Enter a code."),
      value: (value) => (value === "" ? "Enter the discount." : null),
    },
  });
  const [problem, setProblem] = useState<string>();
  /** Every refusal is shown in the form: a field's under it, the rest above the buttons. */
  const showsError = (error: ApiError) => {
    // A refusal about one field ("A percentage is between 1 and 100.") goes under it; a 409 is
    // the code another voucher has.
    const field =
      error.field && Object.hasOwn(form.values, error.field)
        ? error.field
        : error.status === 409
          ? "code"
          : undefined;
    if (field) form.setFieldError(field, messageOf(error));
    else setProblem(messageOf(error));
    return true;
  };
  const create = useMutation(routes.admin.vouchers.create, { failure: "Not saved", showsError });
  const update = useMutation(routes.admin.vouchers.update, { failure: "Not saved", showsError });

  const save = form.onSubmit(async (values) => {
    setProblem(undefined);
    const saved = voucher
      ? await update.run({ id: voucher.id }, bodyOf(values))
      : await create.run({}, bodyOf(values));
    if (saved) onSaved(saved);
  });

  const fixed = form.values.kind === "fixed";
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Code"
              description="Letters, digits and dashes; customers may type it in any case"
              required
              data-autofocus
              {...form.getInputProps("code")}
              onChange={(event) =>
                form.setFieldValue("code", event.currentTarget.value.toUpperCase())
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Text size="sm" fw={500} mb={4}>
              Discount
            </Text>
            <Group gap="xs" wrap="nowrap">
              <SegmentedControl
                aria-label="Kind of discount"
                data={[
                  { value: "percent", label: "%" },
                  { value: "fixed", label: pricing.currency },
                ]}
                {...form.getInputProps("kind")}
              />
              <NumberInput
                aria-label={fixed ? `Amount off in ${pricing.currency}` : "Percent off"}
                min={fixed ? 0.01 : 1}
                max={fixed ? undefined : 100}
                decimalScale={fixed ? 2 : 0}
                fixedDecimalScale={fixed}
                allowNegative={false}
                style={{ flex: 1 }}
                {...form.getInputProps("value")}
              />
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput type="date" label="Valid from" {...form.getInputProps("validFrom")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput type="date" label="Valid until" {...form.getInputProps("validUntil")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Redemptions in all"
              description="Empty for no limit"
              min={1}
              allowDecimal={false}
              {...form.getInputProps("maxRedemptions")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Per customer"
              description="How often one customer may use it"
              min={1}
              allowDecimal={false}
              {...form.getInputProps("maxPerCustomer")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label={`Minimum order (${pricing.currency})`}
              description="Empty for none"
              min={0.01}
              decimalScale={2}
              allowNegative={false}
              {...form.getInputProps("minimumSubtotal")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Applies to"
              data={VOUCHER_SCOPES}
              allowDeselect={false}
              {...form.getInputProps("appliesTo")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Checkbox
              mt={30}
              label="Active: customers can use it"
              {...form.getInputProps("active", { type: "checkbox" })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Textarea
              label="Internal note"
              description="Only admins see it"
              autosize
              minRows={2}
              {...form.getInputProps("note")}
            />
          </Grid.Col>
        </Grid>
        {problem ? (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={create.busy || update.busy}>
            {voucher ? "Save voucher" : "Create voucher"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
