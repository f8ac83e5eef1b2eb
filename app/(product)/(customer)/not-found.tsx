import { SubmissionProblem } from "@/components/submissions/submission-problem";
import { notFound } from "@/lib/http/problems";
import { QUOTE_NOT_FOUND } from "@/lib/submissions/read";

/** A customer's page whose submission is missing or another customer's (ids reveal nothing). */
export default function CustomerNotFound() {
  return <SubmissionProblem title="Not Found" message={notFound(QUOTE_NOT_FOUND).message} />;
}
