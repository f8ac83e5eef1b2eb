"use client";

import { PageError } from "@/components/layout/page-error";

/** A page of the group failed: the error inside the group's frame, the user's header kept. */
export default function GroupError({ retry }: { retry: () => void }) {
  return <PageError retry={retry} />;
}
