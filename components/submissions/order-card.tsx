import { Card, Title } from "@mantine/core";

import { FactsTable } from "@/components/ui/facts-table";
import { countryName } from "@/config/countries";
import { pricing } from "@/config/pricing";
import { PROJECT_TYPES, SCRIPT_FORMAT_LABELS } from "@/config/submissions";
import type { SubmissionView } from "@/lib/submissions/views";

import { PageCount } from "./page-count";

/** What is being ordered: the project, its script, the services and the turnaround. */
export function OrderCard({ submission }: { submission: SubmissionView }) {
  const { script } = submission;
  // The newest upload, which an order placed now would be for, even before it is read.
  const pending =
    submission.status === "draft" || submission.status === "revision_requested"
      ? submission.pending_upload
      : null;
  const setting = [
    submission.setting_city,
    submission.setting_region,
    submission.setting_country && countryName(submission.setting_country),
  ]
    .filter(Boolean)
    .join(", ");
  const services = [
    submission.script_clearance && "Script clearance",
    submission.title_clearance && "Title clearance",
  ].filter(Boolean);
  const rows: [string, React.ReactNode][] = [
    ["Title", submission.title || "—"],
    [
      "Project type",
      PROJECT_TYPES.find((type) => type.value === submission.project_type)?.label ?? "—",
    ],
    ["Story set in", setting || "—"],
    [
      "Script",
      pending ? (
        <>
          {pending.original_name} ({SCRIPT_FORMAT_LABELS[pending.format]}),{" "}
          {pending.status === "failed" ? "could not be read" : "still being read"}
        </>
      ) : script ? (
        <>
          {script.original_name} ({SCRIPT_FORMAT_LABELS[script.format]}),{" "}
          <PageCount pages={script.page_count ?? 0} exact={script.page_count_exact} /> pages,{" "}
          {script.scene_count} scenes
        </>
      ) : (
        "No script uploaded"
      ),
    ],
    ["Services", services.join(" and ")],
    ["Extra items", String(submission.text_boxes.length)],
    [
      "Turnaround",
      `${pricing.turnaround[submission.turnaround].label}, ${submission.quote.businessDays} business days`,
    ],
  ];
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="sm">
        Your order
      </Title>
      <FactsTable rows={rows} />
    </Card>
  );
}
