import { renderEmail, type EmailContent } from "@/lib/email/templates";
import { formatLongDay } from "@/lib/site/format-date";

/** The link to a shared report, for its recipient; its passcode, if any, goes another way. */
export function shareLinkEmail(share: {
  recipientName: string;
  sharedBy: string;
  title: string;
  url: string;
  expiresAt: Date;
  hasPasscode: boolean;
}): EmailContent {
  return renderEmail({
    subject: `${share.sharedBy} shared a clearance report with you`,
    preheader: `The script clearance report of ${share.title}, to read in your browser.`,
    heading: `A clearance report for ${share.recipientName}`,
    paragraphs: [
      `${share.sharedBy} shared the script clearance report of ${share.title} with you. You can read it in your browser without an account.`,
      ...(share.hasPasscode
        ? [`The link asks for a passcode, which ${share.sharedBy} will give you separately.`]
        : []),
    ],
    action: { label: "Read the report", url: share.url },
    note: `The link works until ${formatLongDay(share.expiresAt)}. Every opening is recorded and shown to ${share.sharedBy}.`,
  });
}
