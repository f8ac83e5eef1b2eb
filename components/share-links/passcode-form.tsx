"use client";

import { Button, Card, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

/**
 * The passcode a share link asks for before its report: the person who shared it gives it
 * separately. Right, the page opens (its cookie lasts an hour in this browser); wrong, it says so.
 */
export function PasscodeForm({ token }: { token: string }) {
  const router = useRouter();
  const [passcode, setPasscode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const response = await fetch(`/share/${token}/passcode`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ passcode }),
      });
      if (response.ok) return router.refresh();
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      setError(body.message ?? "The passcode could not be checked. Please try again.");
    } catch {
      setError("The passcode could not be checked. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  };

  return (
    <Card withBorder padding="lg" maw={440} mx="auto" component="form" onSubmit={submit}>
      <Stack gap="md">
        <Title order={1} size="h3">
          This report needs a passcode
        </Title>
        <Text size="sm">
          The person who shared this clearance report with you sent its passcode separately.
        </Text>
        <PasswordInput
          label="Passcode"
          value={passcode}
          onChange={(event) => setPasscode(event.currentTarget.value)}
          error={error}
          autoComplete="off"
          required
          data-autofocus
        />
        <Button type="submit" loading={sending} disabled={!passcode}>
          Open the report
        </Button>
      </Stack>
    </Card>
  );
}
