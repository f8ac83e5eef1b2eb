import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { LinkButton } from "@/components/ui/link-button";

/** A title clearance page for a submission that does not exist or did not order one. */
export default function TitleClearanceNotFound() {
  return (
    <SubmissionProblem
      title="No title clearance here"
      message="This submission does not exist, or it did not order a title clearance: there is no title search to work on."
    >
      <LinkButton href="/admin/list" variant="light">
        Back to the orders
      </LinkButton>
    </SubmissionProblem>
  );
}
