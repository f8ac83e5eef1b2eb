import { DelayedPlaceholder } from "@/components/layout/delayed-placeholder";

/** The group's pages while their server renders them (spec §2: a blank placeholder after 400 ms). */
export default function Loading() {
  return <DelayedPlaceholder />;
}
