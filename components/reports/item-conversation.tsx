"use client";

import { Modal } from "@mantine/core";

import { CustomerThread } from "@/components/comments/customer-thread";
import type { CommentView } from "@/lib/comments/rules";

/**
 * One report item's conversation with the researcher: the customer-visible comments,
 * oldest first, and a composer; a question asked with a decision opens the same thread.
 */
export function ItemConversation({
  submissionId,
  item,
  comments,
  onClose,
  onPosted,
}: {
  submissionId: string;
  /** The item talked about; null keeps the dialog closed. */
  item: { id: string; text: string } | null;
  comments: CommentView[];
  onClose: () => void;
  onPosted: () => Promise<unknown>;
}) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Conversation about “${item.text}”` : ""}
      size="lg"
    >
      {item ? (
        <CustomerThread
          submissionId={submissionId}
          itemId={item.id}
          title="With the researcher"
          comments={comments}
          empty="No messages yet. Ask the researcher anything about this item."
          label="Your message"
          onPosted={onPosted}
        />
      ) : null}
    </Modal>
  );
}
