import { DelayedPlaceholder } from "@/components/layout/delayed-placeholder";

export default function Loading() {
  return <DelayedPlaceholder />;
}
