import { pageFrame } from "@/components/auth/page-gate";
import { AccessDenied } from "@/components/auth/session-guards";
import { requestPageMetadata } from "@/lib/site/request-metadata";

// The proxy shows this page at the admin address that was refused: the title follows that.
export const generateMetadata = requestPageMetadata;

/** Where the proxy sends a signed-in user without the admin role (403), with their header. */
export default function AccessDeniedPage() {
  return pageFrame("customer", <AccessDenied />);
}
