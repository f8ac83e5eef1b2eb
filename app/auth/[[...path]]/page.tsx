import { AuthScreens } from "@/components/auth/auth-screens";

export default function AuthPage() {
  return <AuthScreens />;
}
