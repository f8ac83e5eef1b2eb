import type { ReactNode } from "react";

import { forPageUser } from "@/components/auth/page-gate";

export default function AdminLayout({ children }: { children: ReactNode }) {
  return forPageUser("admin", () => children);
}
