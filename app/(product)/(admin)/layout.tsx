import type { ReactNode } from "react";

import { pageFrame } from "@/components/auth/page-gate";
import { HydrationGate } from "@/components/ui/hydration-gate";
import { requestPageMetadata } from "@/lib/site/request-metadata";

export const generateMetadata = requestPageMetadata;

export default function AdminLayout({ children }: { children: ReactNode }) {
  return pageFrame("admin", <HydrationGate>{children}</HydrationGate>);
}
