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

import { useMutation } from "@/components/api/use-mutation";
import { Loaded } from "@/components/ui/loaded";
import { SectionTable } from "@/components/ui/section-table";
import { COMPANY_ROLES, ROLE_LABELS, type CompanyRole } from "@/config/companies";
import { messageOf } from "@/lib/api-client/fetch";
import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { useResource } from "@/lib/api-client/use-api";
import type { CompanyView, MemberView, MyCompany } from "@/lib/companies/read";
import { formatDay } from "@/lib/site/format-date";

import { CompanyAuditTrail } from "./audit-trail";
import { workIn } from "./work-in";

const ROLE_OPTIONS = COMPANY_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** What a change of the company's page reads again: the company, its members and invitations. */
const companyKeys = ({ companyId }: { companyId: string }) => [
  keyOf(routes.companies.get, { companyId }),
];

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
  const { run, busy } = useMutation(routes.companies.create, {
    failure: "No company made",
    // The sentence goes under the name.
    showsError: (problem) => {
      setError(messageOf(problem));
      return true;
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const company = await run({}, { name });
    if (company) onCreated(company.id);
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

function Members({ view }: { view: CompanyView }) {
  const manages = view.role === "owner";
  const emailOf = (userId: string) => view.members.find((one) => one.user_id === userId)?.email;
  const roleChange = useMutation(routes.companies.changeRole, {
    failure: "Not changed",
    success: (_, { params, body }) =>
      body &&
      `${emailOf(params.userId)} is now ${ROLE_LABELS[body.role as CompanyRole].toLowerCase()}.`,
    revalidate: companyKeys,
  });
  const removal = useMutation(routes.companies.removeMember, {
    failure: "Not changed",
    success: (_, { params }) => `${emailOf(params.userId)} was removed.`,
    revalidate: companyKeys,
  });
  const change = { busy: roleChange.busy || removal.busy };
  const [removing, setRemoving] = useState<MemberView>();
  const ids = (member: MemberView) => ({ companyId: view.id, userId: member.user_id });
  return (
    <>
      {roleChange.conflictDialog}
      {removal.conflictDialog}
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
                      role && void roleChange.run(ids(member), { role: role as CompanyRole })
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
              removing && void removal.run(ids(removing)).then(() => setRemoving(undefined))
            }
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </>
  );
}

function Invitations({ view }: { view: CompanyView }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<CompanyRole>("producer");
  const invitation = useMutation(routes.companies.invite, {
    failure: "Not changed",
    success: (_, { body }) => `Invitation sent to ${body?.email}.`,
    revalidate: companyKeys,
  });
  const withdrawal = useMutation(routes.companies.revokeInvitation, {
    failure: "Not changed",
    success: (_, { params }) =>
      `The invitation to ${view.invitations.find(({ id }) => id === params.invitationId)?.email} was withdrawn.`,
    revalidate: companyKeys,
  });
  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (await invitation.run({ companyId: view.id }, { email, role })) setEmail("");
  };
  return (
    <Stack gap="md">
      {invitation.conflictDialog}
      {withdrawal.conflictDialog}
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
          <Button type="submit" loading={invitation.busy}>
            Send invitation
          </Button>
        </Group>
      </form>
      {/* As the submissions list: below `sm` the role and date go under the wrapping address. */}
      <SectionTable
        title="Open invitations"
        columns={["E-mail", { label: "Role", wide: true }, { label: "Until", wide: true }]}
        withActions
        minWidth={{ narrow: 250, wide: 520 }}
        empty={view.invitations.length === 0 ? "No open invitations." : undefined}
      >
        {view.invitations.map((invitation) => (
          <Table.Tr key={invitation.id}>
            <Table.Td style={{ overflowWrap: "anywhere" }}>
              {invitation.email}
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                {ROLE_LABELS[invitation.role]} · until {formatDay(invitation.expires_at)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{ROLE_LABELS[invitation.role]}</Table.Td>
            <Table.Td visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
              {formatDay(invitation.expires_at)}
            </Table.Td>
            <EndCell
              label="Withdraw"
              onClick={() =>
                void withdrawal.run({ companyId: view.id, invitationId: invitation.id })
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
  const move = useMutation(routes.submissions.moveToCompany, {
    failure: "Not changed",
    success: `Moved into ${view.name}: its members now see it by their roles.`,
  });
  return (
    <Group align="flex-end" gap="sm">
      {move.conflictDialog}
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
        loading={move.busy}
        onClick={async () => {
          if (chosen && (await move.run({ id: chosen }, { company_id: view.id }))) router.refresh();
        }}
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
  const { data, error, mutate } = useResource(
    routes.companies.get,
    companyId ? { companyId } : null,
  );
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
            <Members view={view} />
          </Card>
          {view.role === "owner" ? (
            <Card withBorder padding="lg">
              <Invitations view={view} />
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
