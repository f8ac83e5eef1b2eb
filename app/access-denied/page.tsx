import { pageFrame } from "@/components/auth/page-gate";
import { AccessDenied } from "@/components/auth/session-guards";

/** Where the proxy sends a signed-in user without the admin role (403), with their header. */
export default function AccessDeniedPage() {
  return pageFrame("customer", <AccessDenied />);
}
