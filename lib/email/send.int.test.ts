import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";

import { sendEmail } from "./send";
import { paymentReceivedEmail } from "./templates";

let mailbox: RunningDevMailbox;
beforeAll(async () => {
  mailbox = await startDevMailbox();
  Object.assign(process.env, {
    // Read by the server's settings, never called here.
    SUPERTOKENS_CONNECTION_URI: "http://localhost:3567",
    SMTP_URL: mailbox.smtpUrl,
    SUPPORT_EMAIL: "help@clearanceworks.example",
  });
});
afterAll(() => mailbox.close());

it("sends every e-mail with SUPPORT_EMAIL as its Reply-To and in its footer", async () => {
  await sendEmail({
    to: "customer@example.com",
    ...paymentReceivedEmail({
      number: "NCS-000123",
      invoice: "INV-2026-0001",
      title: "Night Ferry",
      total: "$120.00",
      free: false,
      dueDate: null,
      link: "http://localhost:3000/submission/abc",
    }),
  });
  const [message] = mailbox.messages();
  expect(message?.text).toContain("Questions? Just reply.");
  expect(message?.replyTo).toBe("help@clearanceworks.example");
  expect(message?.from).toBe("No Conflict Script <no-reply@noconflictscript.com>");
  expect(message?.text).toContain("— No Conflict Script (help@clearanceworks.example)");
  expect(message?.html).toContain("Script clearance for film and TV · help@clearanceworks.example");
});
