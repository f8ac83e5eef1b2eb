"use client";

import { Alert, Button, Card, Stack, Text } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { ROLE_LABELS, type CompanyRole } from "@/config/companies";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";

import { workIn } from "./work-in";

type Invitation =
  | { company: string; role: CompanyRole; email: string; for_you: boolean; signed_in_as: string }
  | { gone: string };

/** The invitation as the invited person sees it, with the button that accepts it. */
export function InvitationAnswer({ token, invitation }: { token: string; invitation: Invitation }) {
  const router = useRouter();
  const [error, setError] = useState<string>();
  const { run, busy } = useMutation(routes.companies.acceptInvitation, {
    failure: "Not joined",
    // The sentence shows on the card, where the button was pressed.
    showsError: (problem) => {
      setError(messageOf(problem));
      return true;
    },
  });
  if ("gone" in invitation) {
    return (
      <Alert color="yellow" title="This invitation cannot be used" maw={560}>
        {invitation.gone}
      </Alert>
    );
  }
  const accept = async () => {
    const joined = await run({ token }, {});
    if (!joined) return;
    workIn(joined.company_id);
    router.push("/");
    router.refresh();
  };
  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="sm">
        <Text>
          You are invited to <strong>{invitation.company}</strong> as{" "}
          <strong>{ROLE_LABELS[invitation.role].toLowerCase()}</strong>.
        </Text>
        {invitation.for_you ? (
          <Button onClick={() => void accept()} loading={busy} w="fit-content">
            Accept and join {invitation.company}
          </Button>
        ) : (
          <Alert color="yellow">
            This invitation is for {invitation.email}, and you are signed in as{" "}
            {invitation.signed_in_as}. Sign out and sign in (or create an account) with{" "}
            {invitation.email} to accept it.
          </Alert>
        )}
        {error ? <Alert color="red">{error}</Alert> : null}
      </Stack>
    </Card>
  );
}
