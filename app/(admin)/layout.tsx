import type { ReactNode } from "react";

import { RequireAdmin } from "@/components/auth/session-guards";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return <RequireAdmin>{children}</RequireAdmin>;
}
