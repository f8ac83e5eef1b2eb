import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { emailsTo, latestEmail } from "./support/mailbox";
import { paidByCard } from "./support/quotes";
import { mainServer } from "./support/servers";

test("a researcher leaves an internal and a customer-visible comment; the customer gets one e-mail", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // A customer, in a browser of their own, pays for a quote by card.
  const { id, email, context: customerContext } = await paidByCard(browser, "Harbour Lights");

  // A researcher goes from the submission to its comments: nothing there yet.
  await createUser(context, { admin: true });
  await page.goto(`/admin/submission/${id}`);
  await page.getByRole("link", { name: "Comments", exact: true }).click();
  await expect(page).toHaveURL(`/comments/${id}`);
  await expect(page.getByRole("heading", { name: "Comments: Harbour Lights" })).toBeVisible();
  await expect(page.getByText("No comments yet")).toBeVisible();

  const thread = page.getByRole("region", { name: "Whole submission" });
  const box = page.getByRole("textbox", { name: "Comment on the submission" });
  const whoSees = page.getByRole("radiogroup", { name: "Who sees it" });
  const posted = thread.getByTestId("comment");

  // Internal by default.
  await expect(whoSees.getByRole("radio", { name: "Internal" })).toBeChecked();
  await box.fill("Check the harbour master's name before we start.");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByText("Comment posted.", { exact: true })).toBeVisible();
  await expect(posted).toHaveCount(1);
  await expect(posted.nth(0)).toContainText("Check the harbour master's name before we start.");
  await expect(posted.nth(0)).toContainText("Internal");
  await expect(box).toHaveValue("");

  // Then one for the customer, with a link and some HTML that must stay text.
  await whoSees.getByText("Visible to customer").click();
  await expect(page.getByText("The customer sees this comment and gets an e-mail")).toBeVisible();
  await box.fill(
    "Is the Harbour Lights bar real?\nSee https://example.com/harbour-lights and <b>reply here</b>.",
  );
  await page.getByRole("button", { name: "Post for the customer" }).click();
  await expect(
    page.getByText("Comment posted. The customer gets an e-mail about it."),
  ).toBeVisible();
  await expect(posted).toHaveCount(2);
  await expect(posted.nth(1)).toContainText("Visible to customer");
  await expect(posted.nth(1)).toContainText("<b>reply here</b>.");
  const link = posted.nth(1).getByRole("link", { name: "https://example.com/harbour-lights" });
  await expect(link).toHaveAttribute("href", "https://example.com/harbour-lights");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(posted.nth(1).locator("b")).toHaveCount(0);

  // The customer hears of the visible comment only, with a link to its conversation.
  const mail = await latestEmail(mainServer, email, /^New comment on “Harbour Lights”$/);
  expect(mail.text).toContain("Is the Harbour Lights bar real?");
  expect(mail.links).toContain(`${mainServer.baseURL}/submission/${id}#conversation`);
  const commentMails = (await emailsTo(mainServer, email)).filter((message) =>
    message.subject.startsWith("New comment"),
  );
  expect(commentMails).toHaveLength(1);
  expect(commentMails[0]!.text).not.toContain("harbour master");

  // The customer's API shows the visible comment only.
  const answer = await customerContext.request.get(`/api/submissions/${id}/comments`);
  expect(answer.status()).toBe(200);
  const visible = (await answer.json()) as { comments: { body: string; author: string }[] };
  expect(visible.comments.map((comment) => comment.author)).toEqual(["Researcher"]);
  await customerContext.close();

  // Server-rendered on reload, and usable on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(posted).toHaveCount(2);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await snap("comments-390");
});
