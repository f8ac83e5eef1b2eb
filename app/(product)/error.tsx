"use client";

import { AppFrame } from "@/components/layout/app-frame";
import { PageError } from "@/components/layout/page-error";

/** A group's layout failed, outside its frame: the frame without a user. */
export default function ProductError({ retry }: { retry: () => void }) {
  return (
    <AppFrame>
      <PageError retry={retry} />
    </AppFrame>
  );
}
