import type { ReactNode } from "react";

import { forPageUser } from "@/components/auth/page-gate";
import { HydrationGate } from "@/components/ui/hydration-gate";
import { requestPageMetadata } from "@/lib/site/request-metadata";

export const generateMetadata = requestPageMetadata;

export default function AdminLayout({ children }: { children: ReactNode }) {
  return forPageUser("admin", () => <HydrationGate>{children}</HydrationGate>);
}
