import type { ReactNode } from "react";

import { forPageUser } from "@/components/auth/page-gate";

export default function CustomerLayout({ children }: { children: ReactNode }) {
  return forPageUser("customer", () => children);
}
