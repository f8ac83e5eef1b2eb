"use client";

import { Alert, Button, Group, Text, TextInput } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { useState, type FormEvent } from "react";

import { notifications } from "@/components/ui/toast";
import { api, messageOf } from "@/lib/api-client/fetch";
import { formatMoney } from "@/lib/pricing/format";
import type { SubmissionView } from "@/lib/submissions/views";

/**
 * The summary's voucher field (product.md §6): apply a code and see the discount, or the precise
 * reason it does not apply; remove it again. Only a draft can change its voucher.
 */
export function VoucherField({
  submission,
  onChange,
}: {
  submission: SubmissionView;
  onChange: (updated: SubmissionView) => void;
}) {
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const path = `/submissions/${submission.correlation_id}/voucher`;
  const editable = submission.status === "draft" || submission.status === "revision_requested";

  const send = async (call: () => Promise<SubmissionView>, done: string) => {
    setBusy(true);
    try {
      onChange(await call());
      setProblem(undefined);
      setCode("");
      notifications.show({ color: "green", message: done });
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem("Enter a voucher code.");
    void send(() => api.put<SubmissionView>(path, { code }), "Voucher applied.");
  };
  const remove = () => void send(() => api.delete<SubmissionView>(path), "Voucher removed.");

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
            <Button size="compact-sm" variant="subtle" onClick={remove} loading={busy}>
              Remove
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (!editable) return null;
  return (
    <form onSubmit={apply} noValidate>
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
