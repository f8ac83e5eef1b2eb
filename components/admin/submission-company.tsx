import { Badge, Card, Stack, Table, Text } from "@mantine/core";

import { CompanyAuditTrail } from "@/components/companies/audit-trail";
import { SectionTable } from "@/components/ui/section-table";
import { ROLE_LABELS } from "@/config/companies";
import type { CompanyForAdmin } from "@/lib/companies/read";

/** The company a submission belongs to: its members and roles, and its audit trail. */
export function SubmissionCompany({ company }: { company: NonNullable<CompanyForAdmin> }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="lg">
        <Text size="sm">
          Belongs to <strong>{company.name}</strong>: its members reach it by their roles.
        </Text>
        <SectionTable title="Company members" columns={["Member", "Role"]} minWidth={420}>
          {company.members.map((member) => (
            <Table.Tr key={member.user_id}>
              <Table.Td>{member.name ? `${member.name} (${member.email})` : member.email}</Table.Td>
              <Table.Td>
                <Badge variant="light">{ROLE_LABELS[member.role]}</Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
        <CompanyAuditTrail title="Company audit trail" events={company.events} />
      </Stack>
    </Card>
  );
}
