"use client";

import { AppFrame } from "@/components/layout/app-frame";
import { PageError } from "@/components/layout/page-error";

/** A part of the site failed outside a group's frame (its layout, /auth): the frame without a user. */
export default function RootError({ retry }: { retry: () => void }) {
  return (
    <AppFrame>
      <PageError retry={retry} />
    </AppFrame>
  );
}
