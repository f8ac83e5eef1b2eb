import type { ReactNode } from "react";

import { forPageUser } from "@/components/auth/page-gate";
import { HydrationGate } from "@/components/ui/hydration-gate";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return forPageUser("admin", () => <HydrationGate>{children}</HydrationGate>);
}
