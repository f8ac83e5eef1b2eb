"use client";

import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { useState } from "react";

import { useMutation } from "@/components/api/use-mutation";
import { signOutToSignIn } from "@/components/auth/session-client";
import { BillingDocuments } from "@/components/billing/billing-documents";
import { messageOf } from "@/lib/api-client/fetch";
import { routes } from "@/lib/api-client/routes";
import { passwordMessages, passwordProblem } from "@/lib/auth/password-rules";
import type { UserInfo } from "@/lib/users/account";

import { BillingDetailsForm } from "./billing-details-form";
import { ReportNameForm } from "./report-name-form";

/** `/profile`: the account, its password, its sessions, and deleting it (product.md §2). */
export function ProfileView({ info }: { info: UserInfo }) {
  return (
    <Stack gap="lg" maw={640}>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          Account
        </Title>
        <Group gap="sm">
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {info.email}
          </Text>
          <Badge variant="light">
            {info.signInMethod === "google" ? "Signs in with Google" : "Email and password"}
          </Badge>
          {info.isAdmin ? <Badge color="grape">Admin</Badge> : null}
        </Group>
      </Card>
      {info.isAdmin ? (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Your name on reports
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Reports and customers see your name and role, never your e-mail address.
          </Text>
          <ReportNameForm />
        </Card>
      ) : null}
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          Billing details
        </Title>
        <BillingDetailsForm />
      </Card>
      <Card withBorder padding="lg">
        <BillingDocuments
          audience="customer"
          title="Billing"
          withProject
          empty="No invoices yet: each payment brings one, e-mailed and listed here."
        />
      </Card>
      {info.signInMethod === "password" ? <ChangePassword /> : null}
      <SignOutEverywhere />
      <DeleteAccount email={info.email} />
    </Stack>
  );
}

function ChangePassword() {
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
    validate: {
      currentPassword: (value) => (value ? null : passwordMessages.required),
      newPassword: (value) => passwordProblem(value) ?? null,
      confirmPassword: (value, values) =>
        value === values.newPassword ? null : passwordMessages.confirmMismatch,
    },
  });
  const { run, busy: saving } = useMutation(routes.user.password, {
    failure: "Password not changed",
    success: {
      color: "green",
      title: "Password changed",
      message: "Your other devices were signed out.",
    },
    // Every refusal (a wrong current password, a weak new one) shows under the current one.
    showsError: (error) => {
      form.setFieldError("currentPassword", messageOf(error));
      return true;
    },
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    if ((await run({}, { currentPassword, newPassword })) !== undefined) form.reset();
  });

  return (
    <Card withBorder padding="lg" component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h4" mb="sm">
        Change password
      </Title>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.getInputProps("currentPassword")}
          key={form.key("currentPassword")}
        />
        <PasswordInput
          label="New password"
          description="8 to 99 characters, with at least one letter and one number."
          autoComplete="new-password"
          {...form.getInputProps("newPassword")}
          key={form.key("newPassword")}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps("confirmPassword")}
          key={form.key("confirmPassword")}
        />
        <Group>
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function SignOutEverywhere() {
  const signOut = useMutation(routes.user.signOutEverywhere, {
    failure: "Could not sign out everywhere",
  });
  const busy = signOut.busy;
  const run = async () => {
    if ((await signOut.run({})) !== undefined) {
      await signOutToSignIn("You were signed out on every device.");
    }
  };
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        Sessions
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        Signed in on a shared or lost device? End every session, this one included.
      </Text>
      <Group>
        <Button variant="default" onClick={() => void run()} loading={busy}>
          Sign out everywhere
        </Button>
      </Group>
    </Card>
  );
}

/** What deleting the account removes, and what the books keep (lib/users/account.ts). */
const DELETED = [
  "Your sign-in, e-mail address, name and street address.",
  "Every draft quote, with the screenplays uploaded to it: they are deleted from our file storage too.",
];
const KEPT = [
  "Paid orders with their invoices and proformas, and the company, country and tax ID they were billed to.",
  "The screenplays, reports and comments of those orders, no longer linked to your e-mail address.",
];

/** Deleting the account, once its email is typed; the dialog says what goes and what stays. */
export function DeleteAccount({ email }: { email: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string>();
  const deletion = useMutation(routes.user.delete, {
    failure: "Account not deleted",
    // The sentence shows in the dialog, under the e-mail typed.
    showsError: (error) => {
      setProblem(messageOf(error));
      return true;
    },
  });
  const busy = deletion.busy;

  const confirm = async () => {
    if ((await deletion.run({}, { confirmEmail: typed })) !== undefined) {
      await signOutToSignIn("Your account was deleted.");
    }
  };

  return (
    <Card withBorder padding="lg" style={{ borderColor: "var(--mantine-color-red-3)" }}>
      <Title order={2} size="h4" mb="xs">
        Delete account
      </Title>
      <Text c="dimmed" size="sm" mb="sm">
        Your drafts are deleted. Paid orders stay in our books for tax purposes, without your name
        or address.
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={open}>
          Delete my account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <Stack gap="sm">
          <DeletionList title="Deleted" lines={DELETED} />
          <DeletionList title="Kept for accounting" lines={KEPT} />
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            This cannot be undone. Type <strong>{email}</strong> to confirm.
          </Text>
          <TextInput
            label="Your email"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={problem}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={confirm}
              loading={busy}
              disabled={typed.trim().toLowerCase() !== email.toLowerCase()}
            >
              Delete account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function DeletionList({ title, lines }: { title: string; lines: string[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2} aria-label={title}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
