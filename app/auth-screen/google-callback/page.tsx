import { AuthScreenPage, authScreenMetadata } from "@/components/auth/auth-screen-page";

export const metadata = authScreenMetadata;

export default AuthScreenPage;
