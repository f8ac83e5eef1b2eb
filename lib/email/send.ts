import nodemailer, { type Transporter } from "nodemailer";

import { EnvError, serverEnv, supportEmailFromEnv } from "@/lib/env";

import type { EmailContent } from "./templates";

export type Outgoing = EmailContent & {
  to: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

const holder = globalThis as typeof globalThis & { __ncsMailer?: Transporter };

function mailer(): Transporter {
  const { SMTP_URL } = serverEnv();
  if (!SMTP_URL) {
    throw new EnvError([
      "SMTP_URL is not set; start the app with `npm start` (which runs a development mailbox) or point it at an SMTP server",
    ]);
  }
  holder.__ncsMailer ??= nodemailer.createTransport(SMTP_URL);
  return holder.__ncsMailer;
}

/**
 * Sends one e-mail over SMTP, from MAIL_FROM, with its plain-text alternative. Every e-mail
 * invites a reply, which goes to SUPPORT_EMAIL rather than to the no-reply sender.
 */
export async function sendEmail(message: Outgoing): Promise<void> {
  await mailer().sendMail({
    from: serverEnv().MAIL_FROM,
    replyTo: supportEmailFromEnv(),
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: message.attachments,
  });
}
