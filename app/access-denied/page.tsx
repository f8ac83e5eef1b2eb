import { AccessDenied } from "@/components/auth/session-guards";

export default function AccessDeniedPage() {
  return <AccessDenied />;
}
