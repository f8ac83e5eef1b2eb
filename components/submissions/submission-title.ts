import type { SubmissionListItem } from "@/lib/submissions/views";

/** A submission's title in the list, or what a quote without one is called. */
export const titleOf = (item: Pick<SubmissionListItem, "title">) => item.title || "Untitled quote";
