import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { emailsTo, latestEmail } from "./support/mailbox";
import { paidByCard } from "./support/quotes";
import { answerCustomer, needsYouCount } from "./support/research";
import { mainServer } from "./support/servers";

/** A small PDF, as a signed release would come: the bytes decide its type, not its name. */
const RELEASE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n" +
    "2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n" +
    "trailer << /Root 1 0 R >>\n%%EOF\n",
);

test("a researcher's question on the whole submission reaches the customer's page, who answers with a file; the researcher is told, opens it, and answering clears the Admin menu's badge", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const question = "Do you hold a location release for the pier?";
  // A customer, in a browser of their own, pays for a quote by card.
  const { id, email, context: customerContext } = await paidByCard(browser, "Pier Seven");

  // A researcher asks the customer about the whole submission.
  const { email: researcherEmail } = await createUser(context, { admin: true });
  await page.goto(`/comments/${id}`);
  const whole = page.getByRole("region", { name: "Whole submission" });
  const whoSees = page.getByRole("radiogroup", { name: "Who sees it" });
  await whoSees.getByText("Visible to customer").click();
  await page.getByRole("textbox", { name: "Comment on the submission" }).fill(question);
  await page.getByRole("button", { name: "Post for the customer" }).click();
  await expect(
    page.getByText("Comment posted. The customer gets an e-mail about it."),
  ).toBeVisible();
  await expect(whole.getByTestId("comment")).toHaveCount(1);
  await expect(whole.getByTestId("comment").first()).toContainText("Visible to customer");
  // The next comment is internal again unless the researcher chooses otherwise.
  await expect(whoSees.getByRole("radio", { name: "Internal" })).toBeChecked();

  // The e-mail's link lands on the conversation, which the server sends with the question in it.
  const mail = await latestEmail(mainServer, email, /^New comment on “Pier Seven”$/);
  const link = `${mainServer.baseURL}/submission/${id}#conversation`;
  expect(mail.links).toContain(link);
  const markup = await (await customerContext.request.get(`/submission/${id}`)).text();
  expect(markup.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")).toContain(question);

  const customer = await customerContext.newPage();
  await customer.setViewportSize({ width: 1366, height: 900 });
  await customer.goto(link);
  const thread = customer.getByRole("region", { name: "About the whole submission" });
  await expect(thread).toBeInViewport();
  await expect(thread.getByTestId("comment").first()).toContainText(question);
  await expect(thread.getByTestId("comment").first()).toContainText("Researcher");

  // The customer answers with the signed release attached.
  await thread.getByRole("textbox", { name: "Your message" }).fill("Yes: the signed release.");
  await thread.locator('input[type="file"]').setInputFiles({
    name: "Pier release.pdf",
    mimeType: "application/pdf",
    buffer: RELEASE_PDF,
  });
  await expect(thread.getByText("Pier release.pdf")).toBeVisible();
  await thread.getByRole("button", { name: "Post comment" }).click();
  await expect(customer.getByText("Comment posted.", { exact: true })).toBeVisible();
  const answer = thread.getByTestId("comment").nth(1);
  await expect(answer).toContainText("You");
  await expect(answer).toContainText("Yes: the signed release.");
  await expect(answer.getByRole("button", { name: /^Pier release\.pdf · \d+ KB$/ })).toBeVisible();
  await expect(thread.getByRole("textbox", { name: "Your message" })).toHaveValue("");
  await snap("conversation-1366", customer);

  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.reload();
  await expect(thread.getByTestId("comment")).toHaveCount(2);
  await thread.scrollIntoViewIfNeeded();
  const overflow = await customer.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await snap("conversation-390", customer);
  await customerContext.close();

  // The researcher sees the answer in the workbench's thread and opens the release.
  await page.reload();
  const reply = whole.getByTestId("comment").nth(1);
  await expect(reply).toContainText("Yes: the signed release.");
  await expect(reply).toContainText(`Customer (${email})`);
  const linkAnswer = page.waitForResponse((response) =>
    response.url().includes(`/api/admin/submissions/${id}/comments/attachments/`),
  );
  const tab = page.waitForEvent("popup");
  await reply.getByRole("button", { name: /^Pier release\.pdf/ }).click();
  const answered = await linkAnswer;
  expect(answered.status()).toBe(200);
  const { url } = (await answered.json()) as { url: string };
  await (await tab).close();
  await page.setViewportSize({ width: 1366, height: 900 });
  await snap("conversation-workbench-1366");
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await file.body()).equals(RELEASE_PDF)).toBe(true);

  // Nobody is assigned, so every admin is e-mailed about the answer, which waits for them.
  const needsYou = /^Needs you: “Pier Seven”/;
  await expect
    .poll(
      async () =>
        (await emailsTo(mainServer, researcherEmail)).filter(({ subject }) =>
          needsYou.test(subject),
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.goto("/admin/list?attention=needs_you");
  const row = page.getByRole("row").filter({ hasText: "Pier Seven" });
  await expect(row.getByLabel("Needs you: Customer message")).toBeVisible();
  const waiting = await needsYouCount(page);
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("button", { name: `Admin, ${waiting} need you` })).toBeVisible();
  await page.keyboard.press("Escape");

  // The researcher thanks the customer, visibly: the badge clears.
  await answerCustomer(page, id, "Thank you: the release covers the pier.");
  await page.goto("/admin/list?attention=needs_you");
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(await needsYouCount(page)).toBe(waiting - 1);
});
