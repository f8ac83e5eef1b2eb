import { startDevMailbox, type RunningDevMailbox } from "@/lib/dev/mailbox/mailbox";

/**
 * A development mailbox for the test file, the mailer pointed at it, closed when the file is done;
 * the mailbox as a function, as it exists only once the file has started.
 */
export function devMailboxForFile(): () => RunningDevMailbox {
  let mailbox: RunningDevMailbox | undefined;
  beforeAll(async () => {
    mailbox = await startDevMailbox();
    process.env.SMTP_URL = mailbox.smtpUrl;
    // The mailer reads the server's settings; the auth core is not used.
    process.env.SUPERTOKENS_CONNECTION_URI ??= "http://127.0.0.1:9";
  });
  afterAll(() => mailbox?.close());
  return () => mailbox!;
}
