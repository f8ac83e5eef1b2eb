import { Skeleton } from "@mantine/core";
import { Suspense } from "react";

import { ProformaAdmin } from "@/components/admin/proforma-admin";

export default function ProformasPage() {
  return (
    // The page reads `?open=` from the URL, which a prerendered page has only in the browser.
    <Suspense fallback={<Skeleton height={320} aria-label="Loading the proformas" />}>
      <ProformaAdmin />
    </Suspense>
  );
}
