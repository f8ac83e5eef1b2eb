import type { ReactNode } from "react";

import { pageFrame } from "@/components/auth/page-gate";
import { HydrationGate } from "@/components/ui/hydration-gate";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return pageFrame("admin", <HydrationGate>{children}</HydrationGate>);
}
