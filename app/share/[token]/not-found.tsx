import { ShareProblem } from "@/components/share-links/share-problem";
import { SHARE_LINKS } from "@/config/share-links";

/** An unknown, expired or revoked share link (404). */
export default function ShareLinkGone() {
  return <ShareProblem message={SHARE_LINKS.goneSentence} />;
}
