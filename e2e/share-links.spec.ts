import { extractText } from "unpdf";

import { uniqueEmail } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { latestEmail } from "./support/mailbox";
import { paidSubmissionWithScript } from "./support/quotes";
import { publishedAllClear, researchStarted } from "./support/research";
import { LANTERN_KEEPER } from "./support/screenplays";
import { mainServer } from "./support/servers";

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const GONE = "This link has expired or was revoked. Ask the person who shared it for a new one.";

test("an owner shares the published report; a browser without a session reads it watermarked, it is logged, and revoking ends it", async ({
  page,
  context,
  browser,
  snap,
}) => {
  const {
    id,
    context: ownerContext,
    page: owner,
  } = await paidSubmissionWithScript(browser, "The Lantern Keeper", {
    name: "lantern-keeper.fountain",
    bytes: LANTERN_KEEPER,
  });

  // A researcher gives every item of the first pass a verdict and publishes version 1.
  const { admin, base } = await researchStarted(page, context, id);
  await publishedAllClear(admin, base);

  // The owner shares it with the insurer from the report's page; the link is shown once.
  await owner.goto(`/submission/${id}`);
  await owner.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = owner.getByRole("dialog", { name: "Share the report" });
  await dialog.getByRole("textbox", { name: "Recipient's name" }).fill("Iris Okafor");
  const recipient = uniqueEmail("insurer");
  await dialog.getByRole("textbox", { name: "Recipient's e-mail" }).fill(recipient);
  await dialog.getByRole("textbox", { name: "Organisation" }).fill("Harbour Mutual");
  await dialog.getByLabel("Passcode (optional)").fill("harbour-42");
  await dialog.getByRole("checkbox", { name: /E-mail the link to the recipient/ }).check();
  await dialog.getByRole("button", { name: "Create the link" }).click();
  const shown = dialog.getByRole("textbox", { name: "The share link" });
  await expect(shown).toHaveValue(/\/share\/[A-Za-z0-9_-]{43}$/);
  const url = await shown.inputValue();
  await expect(dialog.getByText(`The link was e-mailed to ${recipient}.`)).toBeVisible();
  // The recipient's e-mail carries the link and never the passcode.
  const mail = await latestEmail(mainServer, recipient, /shared a clearance report with you/);
  expect(mail.links).toContain(url);
  expect(mail.text).not.toContain("harbour-42");
  await owner.keyboard.press("Escape");
  const card = owner.getByRole("article", { name: "Link for Iris Okafor" });
  await expect(card).toContainText("Active");

  // A fresh browser, signed in nowhere, opens it: read only, watermarked, noindex, no referrer.
  const insurer = await browser.newContext({ viewport: PHONE });
  const reader = await insurer.newPage();
  // First its passcode: a wrong one is refused with a sentence.
  await reader.goto(url);
  await reader.getByLabel("Passcode").fill("harbour-41");
  await reader.getByRole("button", { name: "Open the report" }).click();
  await expect(reader.getByText("That passcode is not right.", { exact: false })).toBeVisible();
  await reader.getByLabel("Passcode").fill("harbour-42");
  await reader.getByRole("button", { name: "Open the report" }).click();
  const banner = reader.getByText(/^Shared with Iris Okafor \(Harbour Mutual\) by .+ — expires /);
  await expect(banner).toBeVisible();
  const answer = await reader.reload();
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(banner).toBeVisible();
  const watermark = reader.locator("[data-watermark]");
  await expect(watermark).toContainText("Shared with Iris Okafor (Harbour Mutual) ·");
  await expect(watermark).toHaveCSS("pointer-events", "none");
  await expect(
    reader.getByRole("heading", { name: /The Lantern Keeper, version 1/ }),
  ).toBeVisible();
  await expect(reader.getByRole("combobox")).toHaveCount(0);
  await expect(reader.getByText("Ask the researcher")).toHaveCount(0);
  // Nothing wider than the phone.
  expect(
    await reader.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await snap("share-link-390", reader);
  await reader.setViewportSize(LAPTOP);
  await snap("share-link-1366", reader);

  // Its PDF carries the recipient's watermark.
  const pdf = await insurer.request.get(`${url}/download/pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain("Shared with Iris Okafor (Harbour Mutual)");

  // The owner sees the opening and the download.
  await owner.reload();
  await expect(card).toContainText("opened 2×, downloaded 1×");
  await expect(card.getByRole("table")).toContainText("Wrong passcode");
  await expect(card.getByRole("table")).toContainText("Downloaded: Report (PDF)");

  // Revoked, the link answers the sentence at once.
  await card.getByRole("button", { name: "Revoke" }).click();
  await owner
    .getByRole("dialog", { name: "Revoke this link?" })
    .getByRole("button", { name: "Revoke the link" })
    .click();
  await expect(card).toContainText("Revoked");
  const gone = await reader.reload();
  expect(gone?.status()).toBe(404);
  await expect(reader.getByText(GONE)).toBeVisible();
  expect((await insurer.request.get(`${url}/download/pdf`)).status()).toBe(404);

  await insurer.close();
  await ownerContext.close();
});
