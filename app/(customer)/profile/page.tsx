import { ProfileView } from "@/components/account/profile-view";
import { PageHeading } from "@/components/layout/page-heading";

export default function ProfilePage() {
  return (
    <>
      <PageHeading title="Profile" description="Your account, password and sessions." />
      <ProfileView />
    </>
  );
}
