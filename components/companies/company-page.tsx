"use client";

import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Loaded } from "@/components/ui/loaded";
import { SectionTable } from "@/components/ui/section-table";
import { notifications } from "@/components/ui/toast";
import { COMPANY_COOKIE, COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from "@/config/companies";
import { api, messageOf } from "@/lib/api-client/fetch";
import { useApi } from "@/lib/api-client/use-api";
import type { CompanyView, MemberView, MyCompany } from "@/lib/companies/read";
import { formatDay } from "@/lib/site/format-date";

import { CompanyAuditTrail } from "./audit-trail";

const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Makes `companyId` the company the user works in (the header and the list follow it). */
export function workIn(companyId: string) {
  document.cookie = `${COMPANY_COOKIE}=${companyId}; path=/; max-age=31536000; samesite=lax`;
}

/** Runs a change, says how it went, and refreshes what the page shows. */
function useChange(refresh: () => unknown) {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async run(change: () => Promise<unknown>, done: string) {
      setBusy(true);
      try {
        await change();
        notifications.show({ color: "green", message: done });
        await refresh();
        return true;
      } catch (problem) {
        notifications.show({ color: "red", title: "Not changed", message: messageOf(problem) });
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}

/** A row's last cell: the button that ends it (removes a member, withdraws an invitation). */
function EndCell({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Table.Td>
      <Group justify="flex-end">
        <Button variant="subtle" color="red" size="compact-sm" onClick={onClick}>
          {label}
        </Button>
      </Group>
    </Table.Td>
  );
}

function CreateCompany({ onCreated }: { onCreated: (id: string) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const company = await api.post<{ id: string }>("/companies", { name });
      onCreated(company.id);
    } catch (problem) {
      setError(messageOf(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <TextInput
          label="Company name"
          description="Your production company, as your team knows it."
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          required
        />
        <Group>
          <Button type="submit" loading={busy}>
            Create company
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Members({ view, onChange }: { view: CompanyView; onChange: () => unknown }) {
  const manages = view.role === "owner";
  const change = useChange(onChange);
  const [removing, setRemoving] = useState<MemberView>();
  return (
    <>
      {/* Two columns, the member's address wrapping: usable at 390 px without scrolling sideways. */}
      <SectionTable title="Members" columns={["Member", "Role"]} minWidth={250}>
        {view.members.map((member) => (
          <Table.Tr key={member.user_id}>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              <Text size="sm" fw={500}>
                {member.name ?? member.email}
              </Text>
              {member.name ? (
                <Text size="xs" c="dimmed">
                  {member.email}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                Member since {formatDay(member.since)}
              </Text>
            </Table.Td>
            <Table.Td>
              {manages ? (
                <Stack gap={4} align="flex-start">
                  <Select
                    aria-label={`Role of ${member.email}`}
                    data={ROLE_OPTIONS}
                    value={member.role}
                    allowDeselect={false}
                    disabled={change.busy}
                    w={116}
                    onChange={(role) =>
                      role &&
                      void change.run(
                        () =>
                          api.patch(`/companies/${view.id}/members/${member.user_id}`, { role }),
                        `${member.email} is now ${ROLE_LABELS[role as CompanyRole].toLowerCase()}.`,
                      )
                    }
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-xs"
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </Button>
                </Stack>
              ) : (
                <Badge variant="light">{ROLE_LABELS[member.role]}</Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
      <Modal
        opened={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        title="Remove member"
      >
        <Text size="sm">
          {removing?.email} will lose access to {view.name}&apos;s submissions at once.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRemoving(undefined)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={change.busy}
            onClick={() =>
              void change
                .run(
                  () => api.delete(`/companies/${view.id}/members/${removing!.user_id}`),
                  `${removing!.email} was removed.`,
                )
                .then(() => setRemoving(undefined))
            }
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function Invitations({ view, onChange }: { view: CompanyView; onChange: () => unknown }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CompanyRole>("producer");
  const change = useChange(onChange);
  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const sent = await change.run(
      () => api.post(`/companies/${view.id}/invitations`, { email, role }),
      `Invitation sent to ${email}.`,
    );
    if (sent) setEmail("");
  };
  return (
    <Stack gap="md">
      <form onSubmit={(event) => void invite(event)}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Invite by e-mail"
            type="email"
            placeholder="name@production.com"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
            style={{ flex: "1 1 220px" }}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as CompanyRole)}
            w={140}
          />
          <Button type="submit" loading={change.busy}>
            Send invitation
          </Button>
        </Group>
      </form>
      <SectionTable
        title="Open invitations"
        columns={["E-mail", "Role", "Until"]}
        withActions
        minWidth={520}
        empty={view.invitations.length === 0 ? "No open invitations." : undefined}
      >
        {view.invitations.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td>{invitation.email}</Table.Td>
            <Table.Td>{ROLE_LABELS[invitation.role]}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDay(invitation.expires_at)}</Table.Td>
            <EndCell
              label="Withdraw"
              onClick={() =>
                void change.run(
                  () => api.delete(`/companies/${view.id}/invitations/${invitation.id}`),
                  `The invitation to ${invitation.email} was withdrawn.`,
                )
              }
            />
          </Table.Tr>
        ))}
      </SectionTable>
    </Stack>
  );
}

function MoveSubmission({
  view,
  personal,
}: {
  view: CompanyView;
  personal: { id: string; title: string }[];
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string | null>(null);
  const change = useChange(() => router.refresh());
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="Move one of your own submissions into the company"
        placeholder="Choose a submission"
        data={personal.map((submission) => ({ value: submission.id, label: submission.title }))}
        value={chosen}
        onChange={setChosen}
        style={{ flex: "1 1 260px" }}
      />
      <Button
        variant="default"
        disabled={!chosen}
        loading={change.busy}
        onClick={() =>
          void change.run(
            () => api.put(`/submissions/${chosen}/company`, { company_id: view.id }),
            `Moved into ${view.name}: its members now see it by their roles.`,
          )
        }
      >
        Move
      </Button>
    </Group>
  );
}

/** `/company` (docs/product.md "Companies and roles"). */
export function CompanyPage({
  companyId,
  companies,
  personal,
}: {
  companyId: string | null;
  companies: MyCompany[];
  personal: { id: string; title: string }[];
}) {
  const router = useRouter();
  const { data, error, mutate } = useApi<CompanyView>(companyId ? `/companies/${companyId}` : null);
  const [creating, setCreating] = useState(false);
  const created = (id: string) => {
    workIn(id);
    setCreating(false);
    router.refresh();
  };
  if (!companyId) {
    return (
      <Card withBorder padding="lg" maw={560}>
        <Text size="sm" mb="md">
          Create your production company to share its submissions with your team: invite people by
          e-mail as owner, producer, counsel or viewer.
        </Text>
        <CreateCompany onCreated={created} />
      </Card>
    );
  }
  return (
    <Loaded
      data={data}
      error={error}
      onRetry={() => void mutate()}
      what="the company"
      isEmpty={() => false}
      empty={null}
    >
      {(view) => (
        <Stack gap="lg">
          <Group justify="space-between">
            <Group gap={6}>
              <Text size="sm" span>
                Your role:
              </Text>
              <Badge variant="light">{ROLE_LABELS[view.role]}</Badge>
              {companies.length > 1 ? (
                <Text size="sm" c="dimmed" span>
                  switch companies in the header
                </Text>
              ) : null}
            </Group>
            <Button variant="default" size="compact-sm" onClick={() => setCreating(true)}>
              New company
            </Button>
          </Group>
          <Card withBorder padding="lg">
            <Members view={view} onChange={() => mutate()} />
          </Card>
          {view.role === "owner" ? (
            <Card withBorder padding="lg">
              <Invitations view={view} onChange={() => mutate()} />
            </Card>
          ) : null}
          {(view.role === "owner" || view.role === "producer") && personal.length > 0 ? (
            <Card withBorder padding="lg">
              <MoveSubmission view={view} personal={personal} />
            </Card>
          ) : null}
          {view.role === "owner" ? (
            <Card withBorder padding="lg">
              <CompanyAuditTrail title="Audit trail" events={view.events} />
            </Card>
          ) : null}
          <Modal opened={creating} onClose={() => setCreating(false)} title="New company">
            <CreateCompany onCreated={created} />
          </Modal>
        </Stack>
      )}
    </Loaded>
  );
}
