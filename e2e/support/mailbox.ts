import type { E2eServer } from "./servers";

type Message = {
  subject: string;
  to: string[];
  text: string;
  links: string[];
  receivedAt: string;
  attachments: { filename: string; contentType: string; size: number }[];
};

/** The newest e-mail to `to` whose subject matches, waiting briefly for it to arrive. */
export async function latestEmail(
  server: E2eServer,
  to: string,
  subject: RegExp,
): Promise<Message> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${server.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as Message[];
    const found = messages.find((message) => subject.test(message.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} matching ${subject}`);
}

export async function emailsTo(server: E2eServer, to: string): Promise<Message[]> {
  const response = await fetch(`${server.mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Message[];
}

export const VERIFY_SUBJECT = /Confirm your e-mail address/;
export const RESET_SUBJECT = /Reset your .* password/;
