import { AccessDenied } from "@/components/auth/session-guards";
import { requestPageMetadata } from "@/lib/site/request-metadata";

// The proxy shows this page at the admin address that was refused: the title follows that.
export const generateMetadata = requestPageMetadata;

export default function AccessDeniedPage() {
  return <AccessDenied />;
}
