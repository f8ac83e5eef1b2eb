"use client";

import { keyOf } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { CommentView } from "@/lib/comments/rules";

import { CommentComposer } from "./comment-composer";
import { CommentThread } from "./comment-thread";

/**
 * One thread of a submission as its customer sees it (product.md §2): the customer-visible
 * comments on the whole submission (`itemId` null) or on one item, oldest first, their files, and
 * a composer for the customer's answer.
 */
export function CustomerThread({
  id,
  submissionId,
  itemId,
  title,
  comments,
  empty,
  label,
  onPosted,
}: {
  /** The section's anchor, for the e-mail's link. */
  id?: string;
  submissionId: string;
  itemId: string | null;
  title: string;
  /** Every comment the customer may read; this thread's are picked out here. */
  comments: CommentView[];
  empty: string;
  label: string;
  onPosted: () => Promise<unknown>;
}) {
  return (
    <CommentThread
      id={id}
      title={title}
      comments={comments.filter((comment) => comment.item_id === itemId)}
      attachmentPath={(attachmentId) =>
        keyOf(routes.submissions.comments.attachment, { id: submissionId, attachmentId })
      }
      empty={empty}
    >
      <CommentComposer
        route={routes.submissions.comments.post}
        submissionId={submissionId}
        itemId={itemId}
        allowInternal={false}
        label={label}
        onPosted={async () => {
          await onPosted();
        }}
      />
    </CommentThread>
  );
}
