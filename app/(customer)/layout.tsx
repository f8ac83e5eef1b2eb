import type { ReactNode } from "react";

import { RequireSession } from "@/components/auth/session-guards";

export default function CustomerLayout({ children }: { children: ReactNode }) {
  return <RequireSession>{children}</RequireSession>;
}
