import { escapeHtml } from "@/lib/html/escape";

import {
  attentionEmail,
  commentEmail,
  emailVerificationEmail,
  passwordResetEmail,
  paymentReceivedEmail,
  refundEmail,
  renderEmail,
  reportDeliveredEmail,
  workStartedEmail,
} from "./templates";

const LINK = "http://localhost:3000/auth/verify-email?token=abc&tenantId=public";

describe("e-mail templates", () => {
  it("announce a published report with a link to its results, escaped, and name later versions", () => {
    const delivered = (title: string, version: number, items: number) =>
      reportDeliveredEmail({
        title,
        reportNumber: "NCS-000123",
        version,
        items,
        findings: items,
        reviewed: false,
        link: "http://localhost:3000/submission/abc",
      });
    const first = delivered("Night <Ferry>", 1, 12);
    expect(first.subject).toBe("Your clearance report for “Night <Ferry>” is ready");
    expect(first.text).toContain("(report NCS-000123) is published, with 12 items");
    expect(first.text).toContain("Open the report: http://localhost:3000/submission/abc");
    expect(first.html).toContain("Night &lt;Ferry&gt;");
    const second = delivered("Night Ferry", 2, 1);
    expect(second.subject).toBe("Version 2 of your clearance report for “Night Ferry” is ready");
    expect(second.text).toContain("with 1 item and its finding written by a researcher.");
  });

  it("claim no more for a report than was done: findings counted, a review only when there was one", () => {
    const delivered = (findings: number, reviewed: boolean) =>
      reportDeliveredEmail({
        title: "Night Ferry",
        reportNumber: "NCS-000123",
        version: 1,
        items: 12,
        findings,
        reviewed,
        link: "http://localhost:3000/submission/abc",
      }).text;
    expect(delivered(12, false)).toContain(
      "with 12 items and a finding written by a researcher for each.",
    );
    expect(delivered(12, false)).not.toContain("reviewed");
    expect(delivered(9, true)).toContain(
      "with 12 items and a researcher's finding on 9 of them; a second researcher reviewed it before it was published.",
    );
    expect(delivered(9, true)).not.toContain("for each");
  });

  it("pass a researcher's comment on, line by line and escaped, with a link to the submission", () => {
    const email = commentEmail({
      title: "Night <Ferry>",
      about: "Harbour Bar",
      text: "Please confirm <b>the bar</b>.\n\nSee https://example.com/x",
      link: "http://localhost:3000/submission/abc",
    });
    expect(email.subject).toBe("New comment on “Night <Ferry>”");
    expect(email.text).toContain("A researcher wrote about “Harbour Bar” in “Night <Ferry>”:");
    expect(email.text).toContain("Please confirm <b>the bar</b>.\n\nSee https://example.com/x");
    expect(email.text).toContain("Open the submission: http://localhost:3000/submission/abc");
    expect(email.html).toContain("Please confirm &lt;b&gt;the bar&lt;/b&gt;.");
    expect(email.html).not.toContain("<b>");
  });

  it("name the files sent with a comment, to be opened on the submission's page", () => {
    const withFiles = (files: string[]) =>
      commentEmail({ title: "Night Ferry", about: null, text: "See the forms.", files, link: "x" })
        .text;
    expect(withFiles(["Release.pdf"])).toContain(
      "One file is with it on the submission's page: “Release.pdf”.",
    );
    expect(withFiles(["Release.pdf", "Map.png"])).toContain(
      "2 files are with it on the submission's page: “Release.pdf”, “Map.png”.",
    );
    expect(withFiles([])).not.toContain("with it on the submission's page");
  });

  it("tell a researcher what the customer did, each event with what they wrote, escaped, the rest counted", () => {
    const events = [
      { kind: "message" as const, at: "2026-11-25T10:00:00Z", text: "Is <b>the bar</b> real?" },
      { kind: "proforma" as const, at: "2026-11-25T10:01:00Z" },
      ...Array.from({ length: 10 }, (_, index) => ({
        kind: "message" as const,
        at: "2026-11-25T10:02:00Z",
        text: `Follow-up ${index + 1}`,
      })),
    ];
    const email = attentionEmail({
      title: "Night Ferry",
      summary: "11 messages from the customer and 1 proforma request",
      events,
      link: "http://localhost:3000/admin/submission/abc",
    });
    expect(email.subject).toBe(
      "Needs you: “Night Ferry”, 11 messages from the customer and 1 proforma request",
    );
    expect(email.text).toContain("Customer message: Is <b>the bar</b> real?");
    expect(email.text).toContain("Proforma requested.");
    expect(email.text).toContain("Follow-up 8");
    expect(email.text).not.toContain("Follow-up 9");
    expect(email.text).toContain("And 2 more on the submission's page.");
    expect(email.html).toContain("Is &lt;b&gt;the bar&lt;/b&gt; real?");
    expect(email.text).toContain("Open the submission: http://localhost:3000/admin/submission/abc");
  });

  it("confirm a payment with the order, its invoice, the amount, the due date and a link", () => {
    const email = paymentReceivedEmail({
      number: "NCS-000123",
      invoice: "INV-2026-0007",
      title: "Night <Ferry>",
      total: "$360.00",
      free: false,
      dueDate: "2026-12-07",
      link: "http://localhost:3000/submission/abc",
    });
    expect(email.subject).toBe("Payment received: order NCS-000123");
    expect(email.text).toContain(
      "We have received $360.00 for order NCS-000123, “Night <Ferry>”. Invoice INV-2026-0007 is attached.",
    );
    expect(email.text).toContain("Your clearance report is due by December 7, 2026");
    expect(email.text).toContain("Open the order: http://localhost:3000/submission/abc");
    expect(email.html).toContain("Night &lt;Ferry&gt;");
    const free = paymentReceivedEmail({
      number: "NCS-1",
      invoice: "INV-2026-0008",
      title: "T",
      total: "$0.00",
      free: true,
      dueDate: null,
      link: "x",
    }).text;
    expect(free).toContain("Your voucher pays order NCS-1, “T”, in full.");
    expect(free).not.toContain("We have received");
    expect(free).toContain(
      "Our researchers start now; we will write as soon as your report is ready.",
    );
  });

  it("give a refund's amount, credit note, invoice and reason, and say where the money goes", () => {
    const card = refundEmail({
      creditNote: "CN-2026-0002",
      invoice: "INV-2026-0007",
      title: "Night Ferry",
      amount: "$120.00",
      toCard: true,
      reason: "Two pages were charged twice.",
      link: "http://localhost:3000/submission/abc",
    });
    expect(card.subject).toBe("Your refund of $120.00 (credit note CN-2026-0002)");
    expect(card.text).toContain(
      "Your refund of $120.00 for “Night Ferry” (credit note CN-2026-0002) goes back to the card you paid with. The credit note, attached, credits invoice INV-2026-0007.",
    );
    expect(card.text).toContain("Reason: Two pages were charged twice.");
    expect(card.text).toContain("5 to 10 business days");
    const transfer = refundEmail({
      creditNote: "CN-2026-0003",
      invoice: "INV-2026-0009",
      title: "Night Ferry",
      amount: "$50.00",
      toCard: false,
      reason: null,
      link: "x",
    }).text;
    expect(transfer).toContain("goes back by bank transfer");
    expect(transfer).not.toContain("Reason:");
    expect(transfer).not.toContain("business days");
  });

  it("say that work has started, with the due date and a link to the order", () => {
    const email = workStartedEmail({
      number: "NCS-000123",
      title: "Night <Ferry>",
      dueDate: "2026-12-07",
      link: "http://localhost:3000/submission/abc",
    });
    expect(email.subject).toBe("Work started: order NCS-000123");
    expect(email.text).toContain("checking “Night <Ferry>” (order NCS-000123) item by item");
    expect(email.text).toContain("Your clearance report is due by December 7, 2026.");
    expect(email.text).toContain("Follow the order: http://localhost:3000/submission/abc");
    expect(email.html).toContain("Night &lt;Ferry&gt;");
    expect(email.html).toContain('href="http://localhost:3000/submission/abc"');
    expect(
      workStartedEmail({ number: "NCS-1", title: "T", dueDate: null, link: "x" }).text,
    ).toContain("We will write as soon as your clearance report is ready.");
  });

  it("put the link in the button, in the fallback text and in the plain-text part", () => {
    const email = emailVerificationEmail(LINK);
    expect(email.subject).toBe("Confirm your e-mail address for No Conflict Script");
    expect(email.html.split(escapeHtml(LINK))).toHaveLength(4); // button, fallback href and text
    expect(email.text).toContain(`Confirm e-mail address: ${LINK}`);
    expect(email.text).toContain("This link works for 24 hours.");
  });

  it("say how long a reset link lasts", () => {
    const email = passwordResetEmail("http://x/reset?token=t");
    expect(email.subject).toBe("Reset your No Conflict Script password");
    expect(email.text).toMatch(/one hour and only once/);
  });

  it("escape everything they interpolate", () => {
    const email = renderEmail({
      subject: "<b>",
      preheader: "p",
      heading: `"Hi" <script>alert(1)</script>`,
      paragraphs: ["a & b"],
      action: { label: "Go", url: `http://x/?a=1&b="2"` },
    });
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
    expect(email.html).toContain("a &amp; b");
    expect(email.html).toContain('href="http://x/?a=1&amp;b=&quot;2&quot;"');
  });
});
