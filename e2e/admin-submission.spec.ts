import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import { paidByNewCustomer } from "./support/quotes";
import { mainServer } from "./support/servers";

test("an admin moves a paid submission into research, with an audit log; delivery is the report's", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // A customer, in a browser of their own, pays for a quote by card.
  const { id, email } = await paidByNewCustomer(browser, { title: "Changing Tides" }, "$450.00");

  // A researcher opens it.
  await createUser(context, { admin: true });
  await page.goto(`/admin/submission/${id}`);
  await expect(page.getByRole("heading", { name: "Submission: Changing Tides" })).toBeVisible();
  await expect(page.getByText(`Customer: ${email}`)).toBeVisible();
  const payment = page.getByRole("table", { name: "Payment" });
  await expect(payment).toContainText(/NCS-\d{6}/);
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText("Card");
  await expect(payment).toContainText("$450.00");
  await expect(page.getByText(/^Report due by /)).toBeVisible();

  const log = page.getByRole("table", { name: "Audit log" }).locator("tbody > tr");
  await expect(log).toHaveCount(2);
  await expect(log.nth(0)).toContainText("Payment received");
  await expect(log.nth(0)).toContainText("System");
  await expect(log.nth(1)).toContainText("Checkout started");
  await expect(log.nth(1)).toContainText("Customer");

  // Into research, with a note: the customer hears that work has started.
  const changeTo = page.getByRole("group", { name: "Change status to" });
  await expect(changeTo.getByRole("button")).toHaveText(["In research", "Cancelled"]);
  await page.getByRole("textbox", { name: "Note" }).fill("Starting with the character names");
  await changeTo.getByRole("button", { name: "In research" }).click();
  await expect(page.getByText("Status changed to In research.")).toBeVisible();
  await expect(log).toHaveCount(3);
  await expect(log.nth(0)).toContainText("Status changed");
  await expect(log.nth(0)).toContainText("In research");
  await expect(log.nth(0)).toContainText("Starting with the character names");
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue("");
  const workStarted = await latestEmail(mainServer, email, /^Work started: order NCS-\d{6}$/);
  expect(workStarted.links).toContain(`${mainServer.baseURL}/submission/${id}`);

  // Delivery is publishing the report (or the review before it), never a status click.
  await expect(changeTo.getByRole("button")).toHaveText(["Cancelled"]);
  await expect(page.getByRole("button", { name: "Send for review" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Publish report" })).toBeEnabled();
  await snap("admin-submission-in-research");

  // The log is kept: a reload shows the same.
  await page.reload();
  await expect(log).toHaveCount(3);
  await expect(log.nth(0)).toContainText("In research");
});
