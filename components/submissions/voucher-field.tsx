"use client";

import { Alert, Button, Group, Text, TextInput } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { type ApiError, messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { formatMoney } from "@/lib/pricing/format";
import type { SubmissionView } from "@/lib/submissions/views";

/**
 * The summary's voucher field (product.md §6): apply a code and see the discount, or the precise
 * reason it does not apply; remove it again. Only a draft can change its voucher.
 */
export function VoucherField({
  submission,
  editable: allowed,
  onChange,
}: {
  submission: SubmissionView;
  /** Whether the caller's role may change the quote's voucher. */
  editable: boolean;
  onChange: (updated: SubmissionView) => void;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string>();
  const id = submission.correlation_id;
  const editable =
    allowed && (submission.status === "draft" || submission.status === "revision_requested");
  // The voucher's refusal ("This code has expired.") shows under the field.
  const showsError = (error: ApiError) => {
    setProblem(messageOf(error));
    return true;
  };
  const applying = useMutation(routes.submissions.applyVoucher, {
    failure: "Voucher not applied",
    success: "Voucher applied.",
    showsError,
  });
  const removing = useMutation(routes.submissions.removeVoucher, {
    failure: "Voucher not removed",
    success: "Voucher removed.",
    showsError,
  });
  const busy = applying.busy || removing.busy;

  const changed = (view: SubmissionView | undefined) => {
    if (!view) return;
    onChange(view);
    setProblem(undefined);
    setCode("");
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem("Enter a voucher code.");
    changed(await applying.run({ id }, { code }));
  };
  const remove = async () => changed(await removing.run({ id }));

  const { voucher, quote } = submission;
  if (voucher) {
    return (
      <Alert
        color={voucher.applies ? "green" : "yellow"}
        icon={<IconTicket size={18} />}
        title={`Voucher ${voucher.code}`}
        data-testid="applied-voucher"
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {voucher.applies
              ? `${formatMoney(quote.discount, quote.currency)} off this order.`
              : voucher.problem}
          </Text>
          {editable ? (
            <Button size="compact-sm" variant="subtle" onClick={() => void remove()} loading={busy}>
              Remove
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (!editable) return null;
  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label="Voucher code"
          placeholder="SPRING-25"
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setProblem(undefined);
          }}
          error={problem}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default" loading={busy} mt={25}>
          Apply
        </Button>
      </Group>
    </form>
  );
}
