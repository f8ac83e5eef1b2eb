import { ATTENTION, ATTENTION_KINDS, type AttentionEvent } from "@/config/attention";
import { site } from "@/config/site";
import { supportEmailFromEnv } from "@/lib/env";
import { escapeHtml } from "@/lib/html/escape";
import { formatLongDay } from "@/lib/site/format-date";

/** A rendered e-mail: HTML with a plain-text alternative. */
export type EmailContent = { subject: string; html: string; text: string };

type Message = {
  subject: string;
  /** Shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. how long a link lasts. */
  note?: string;
};

const BRAND = "#1d4888";

/** The product's e-mail layout: table-based and inline-styled, as mail clients need. */
export function renderEmail(message: Message): EmailContent {
  const support = supportEmailFromEnv();
  const paragraphs = message.paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.55">${escapeHtml(text)}</p>`)
    .join("");
  const action = message.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(message.action.url)}" style="background:${BRAND};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(message.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5c6470;line-height:1.5">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(message.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(message.action.url)}</a></p>`
    : "";
  const note = message.note
    ? `<p style="margin:0;font-size:13px;color:#5c6470">${escapeHtml(message.note)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(message.subject)}</title></head>
<body style="margin:0;background:#f4f6fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2733">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(message.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;padding:32px">
<tr><td style="font-weight:700;font-size:18px;color:${BRAND};padding-bottom:20px">${escapeHtml(site.name)}</td></tr>
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(message.heading)}</h1>${paragraphs}${action}${note}</td></tr>
</table>
<p style="font-size:12px;color:#8a93a0;margin:16px 0 0">${escapeHtml(site.name)} · Script clearance for film and TV · ${escapeHtml(support)}</p>
</td></tr></table>
</body></html>`;
  const text = [
    message.heading,
    "",
    ...message.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(message.action ? [`${message.action.label}: ${message.action.url}`, ""] : []),
    ...(message.note ? [message.note, ""] : []),
    `— ${site.name} (${support})`,
  ].join("\n");
  return { subject: message.subject, html, text };
}

export function emailVerificationEmail(link: string): EmailContent {
  return renderEmail({
    subject: `Confirm your e-mail address for ${site.name}`,
    preheader: "One click to confirm your address and start your first quote.",
    heading: "Confirm your e-mail address",
    paragraphs: [
      `Welcome to ${site.name}. Please confirm that this address is yours so we can send you quotes, invoices and clearance reports.`,
    ],
    action: { label: "Confirm e-mail address", url: link },
    note: "This link works for 24 hours. If you did not create an account, you can ignore this e-mail.",
  });
}

export function passwordResetEmail(link: string): EmailContent {
  return renderEmail({
    subject: `Reset your ${site.name} password`,
    preheader: "Choose a new password for your account.",
    heading: "Reset your password",
    paragraphs: ["Someone (hopefully you) asked to reset the password of your account."],
    action: { label: "Choose a new password", url: link },
    note: "This link works for one hour and only once. If you did not ask for it, you can ignore this e-mail: your password stays the same.",
  });
}

/** The payment received, with its final invoice attached (product.md §7, §10). */
export function paymentReceivedEmail(order: {
  number: string;
  /** The invoice attached: INV-2026-0001. */
  invoice: string;
  title: string;
  total: string;
  /** A voucher paid it all: nothing was taken. */
  free: boolean;
  dueDate: string | null;
  link: string;
}): EmailContent {
  const due = order.dueDate ? formatLongDay(order.dueDate) : undefined;
  const received = order.free
    ? `Your voucher pays order ${order.number}, “${order.title}”, in full.`
    : `We have received ${order.total} for order ${order.number}, “${order.title}”.`;
  return renderEmail({
    subject: `Payment received: order ${order.number}`,
    preheader: order.free
      ? `Your voucher pays it all; our researchers start now.`
      : `We have your payment of ${order.total}; our researchers start now.`,
    heading: "Thank you: your payment is in",
    paragraphs: [
      `${received} Invoice ${order.invoice} is attached.`,
      due
        ? `Our researchers start now. Your clearance report is due by ${due}; we will write as soon as it is ready.`
        : "Our researchers start now; we will write as soon as your report is ready.",
    ],
    action: { label: "Open the order", url: order.link },
    note: "The invoice is also on the order page and in the Billing section of your profile. Questions? Just reply.",
  });
}

/** Money given back, with the credit note attached (product.md §7, §10). */
export function refundEmail(refund: {
  /** The credit note attached: CN-2026-0001. */
  creditNote: string;
  /** The invoice it credits. */
  invoice: string;
  title: string;
  amount: string;
  /** How it goes back: to the card paid with, or by a transfer from our bank. */
  toCard: boolean;
  reason: string | null;
  link: string;
}): EmailContent {
  const route = refund.toCard ? "to the card you paid with" : "by bank transfer";
  return renderEmail({
    subject: `Your refund of ${refund.amount} (credit note ${refund.creditNote})`,
    preheader: `${refund.amount} for “${refund.title}” is on its way back ${route}.`,
    heading: "Your refund is on its way",
    paragraphs: [
      `Your refund of ${refund.amount} for “${refund.title}” (credit note ${refund.creditNote}) goes back ${route}. The credit note, attached, credits invoice ${refund.invoice}.`,
      ...(refund.reason ? [`Reason: ${refund.reason}`] : []),
      ...(refund.toCard
        ? ["A card refund usually shows on your statement within 5 to 10 business days."]
        : []),
    ],
    action: { label: "Open the order", url: refund.link },
    note: "The credit note is also in the Billing section of your profile. Questions? Just reply.",
  });
}

export function workStartedEmail(order: {
  number: string;
  title: string;
  dueDate: string | null;
  link: string;
}): EmailContent {
  const due = order.dueDate ? formatLongDay(order.dueDate) : undefined;
  return renderEmail({
    subject: `Work started: order ${order.number}`,
    preheader: due
      ? `Our researchers are on “${order.title}”; your report is due by ${due}.`
      : `Our researchers are on “${order.title}”.`,
    heading: "Our researchers have started",
    paragraphs: [
      `A researcher is now checking “${order.title}” (order ${order.number}) item by item.`,
      due
        ? `Your clearance report is due by ${due}. We will write as soon as it is ready.`
        : "We will write as soon as your clearance report is ready.",
    ],
    action: { label: "Follow the order", url: order.link },
    note: "Questions about the script or the findings? Just reply.",
  });
}

export function proformaIssuedEmail(proforma: {
  number: string;
  title: string;
  total: string;
  dueDate: string;
  link: string;
}): EmailContent {
  const due = formatLongDay(proforma.dueDate);
  return renderEmail({
    subject: `Proforma invoice ${proforma.number}: ${proforma.total} by ${due}`,
    preheader: `Pay ${proforma.total} by bank transfer with the reference ${proforma.number}.`,
    heading: "Your proforma invoice",
    paragraphs: [
      `Attached is proforma invoice ${proforma.number} for “${proforma.title}”: ${proforma.total}, due by ${due}.`,
      `Please pay by bank transfer to the account it gives, quoting ${proforma.number} as the reference. Our researchers start as soon as the payment arrives, and we will write to confirm it.`,
    ],
    action: { label: "Open the order", url: proforma.link },
    note: "The PDF is also on the order page, to download at any time. Questions about the invoice? Just reply.",
  });
}

export function commentEmail(comment: {
  title: string;
  /** The item the comment is about, if it is not about the whole submission. */
  about: string | null;
  /** The comment as plain text, its links written out. */
  text: string;
  /** The names of the files sent with it, opened on the submission's page (never attached here). */
  files?: string[];
  link: string;
}): EmailContent {
  const where = comment.about
    ? `about “${comment.about}” in “${comment.title}”`
    : `on “${comment.title}”`;
  const files = comment.files ?? [];
  return renderEmail({
    subject: `New comment on “${comment.title}”`,
    preheader: `A researcher wrote ${where}.`,
    heading: "A researcher left you a comment",
    paragraphs: [
      `A researcher wrote ${where}:`,
      ...comment.text.split(/\n+/).filter((line) => line.trim()),
      ...(files.length > 0
        ? [
            `${files.length === 1 ? "One file is" : `${files.length} files are`} with it on the submission's page: ${files.map((name) => `“${name}”`).join(", ")}.`,
          ]
        : []),
    ],
    action: { label: "Open the submission", url: comment.link },
    note: "You can answer on the submission's page. Questions? Just reply.",
  });
}

/** What the report holds, said no bigger than it is: findings counted, a review only if one was. */
function reportContents(report: { items: number; findings: number; reviewed: boolean }) {
  const items = `${report.items} ${report.items === 1 ? "item" : "items"}`;
  const findings =
    report.findings === report.items
      ? report.items === 1
        ? "its finding written by a researcher"
        : "a finding written by a researcher for each"
      : `a researcher's finding on ${report.findings} of them`;
  const review = report.reviewed ? "; a second researcher reviewed it before it was published" : "";
  return `${items} and ${findings}${review}`;
}

export function reportDeliveredEmail(report: {
  title: string;
  /** The report's number, the same in every version. */
  reportNumber: string;
  version: number;
  items: number;
  /** Items with the researcher's finding. */
  findings: number;
  /** Whether a second researcher signed the results off. */
  reviewed: boolean;
  link: string;
}): EmailContent {
  const which =
    report.version === 1
      ? "Your clearance report"
      : `Version ${report.version} of your clearance report`;
  return renderEmail({
    subject: `${which} for “${report.title}” is ready`,
    preheader: `${report.items} ${report.items === 1 ? "item" : "items"} researched in report ${report.reportNumber}.`,
    heading: "Your clearance report is ready",
    paragraphs: [
      `${which} for “${report.title}” (report ${report.reportNumber}) is published, with ${reportContents(report)}.`,
      "Open it to read the results, decide on each item and download the PDF and the spreadsheet.",
    ],
    action: { label: "Open the report", url: report.link },
    note: "Questions about a finding? Ask on the item, or just reply.",
  });
}

/** To every admin: the processor took money that no order keeps (product.md §8.2). */
export function paymentToRefundEmail(payment: {
  orderNumber: string;
  title: string;
  /** The amount taken, in its currency, or "An unknown amount". */
  amount: string;
  /** The processor's payment (or checkout session) to refund. */
  payment: string;
  reason: string;
  link: string;
}): EmailContent {
  return renderEmail({
    subject: `Payment to refund: ${payment.amount} for order ${payment.orderNumber}`,
    preheader: `${payment.amount} was taken but not recorded as paid: refund ${payment.payment}.`,
    heading: "A card payment to refund",
    paragraphs: [
      `The card processor took ${payment.amount} for order ${payment.orderNumber}, “${payment.title}”, but the order was not marked paid: ${payment.reason}`,
      `Refund payment ${payment.payment} in the card processor's dashboard, then tell the customer.`,
    ],
    action: { label: "Open the submission", url: payment.link },
    note: "The submission's audit log records it as “Payment to refund”.",
  });
}

/**
 * To the assigned researcher (or every admin): what the customer did since the last such e-mail
 * (product.md §14), each event with what they wrote.
 */
export function attentionEmail(attention: {
  title: string;
  /** What the events add up to: "2 messages from the customer and 1 proforma request". */
  summary: string;
  /** Oldest first. */
  events: readonly AttentionEvent[];
  link: string;
}): EmailContent {
  const { summary } = attention;
  const listed = attention.events.slice(0, ATTENTION.eventsPerEmail);
  const more = attention.events.length - listed.length;
  return renderEmail({
    subject: `Needs you: “${attention.title}”, ${summary}`,
    preheader: `The customer of “${attention.title}” is waiting: ${summary}.`,
    heading: "A customer is waiting for you",
    paragraphs: [
      `On “${attention.title}”: ${summary}.`,
      ...listed.map(
        ({ kind, text }) => `${ATTENTION_KINDS[kind].label}${text ? `: ${text}` : "."}`,
      ),
      ...(more > 0 ? [`And ${more} more on the submission's page.`] : []),
    ],
    action: { label: "Open the submission", url: attention.link },
    note: "At most one such e-mail goes out per submission every ten minutes; later events wait for the next one. It shows under “Needs you” until it is answered.",
  });
}
