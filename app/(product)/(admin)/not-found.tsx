import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";
import { submissionMissing } from "@/lib/submissions/read";

/** An admin page whose submission does not exist. */
export default function AdminNotFound() {
  return (
    <SubmissionProblem title="Not Found" message={submissionMissing().message}>
      <LinkButton href="/admin/list" variant="light">
        Back to the orders
      </LinkButton>
    </SubmissionProblem>
  );
}
