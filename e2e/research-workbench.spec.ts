import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { emailsTo, latestEmail } from "./support/mailbox";
import { payByCard } from "./support/quotes";
import { publishThroughPreview } from "./support/research";
import { corpusScript } from "./support/screenplays";
import { mainServer } from "./support/servers";

// "Send for review" is refused once on purpose, while items are still open.
test.use({ allowedConsoleErrors: /status of 409 \(Conflict\).*\/ready\)$/ });

async function choose(page: Page, scope: Page | Locator, label: string, option: string | RegExp) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).first().click();
}

test("a researcher works a paid corpus screenplay from first pass to a second admin's sign-off", async ({
  page,
  context,
  browser,
  snap,
}) => {
  test.setTimeout(240_000);

  // A customer uploads a real screenplay, orders script and title clearance, and pays by card.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  const { email } = await createUser(customer);
  const { request } = customer;
  const started = await request.get("/api/submissions/new");
  const { correlation_id: id } = (await started.json()) as { correlation_id: string };
  const details = { title: "Brick & Steel", alternative_titles: ["Jaws"], title_clearance: true };
  expect((await request.patch(`/api/submissions/${id}`, { data: details })).ok()).toBe(true);
  const script = corpusScript();
  const upload = await request.post(`/api/submissions/${id}/script`, {
    multipart: { file: { name: script.name, mimeType: "text/plain", buffer: script.bytes } },
  });
  expect(upload.status()).toBe(201);
  await expect
    .poll(
      async () => {
        const view = (await (await request.get(`/api/submissions/${id}`)).json()) as {
          script?: { analysis?: { status: string } };
        };
        return view.script?.analysis?.status;
      },
      { timeout: 90_000 },
    )
    .toBe("done");
  await customerPage.goto(`/summary/${id}`);
  await payByCard(customerPage, /^Pay \$/);

  // A researcher gives the name and role reports print instead of their e-mail address.
  const researcher = await createUser(context, { admin: true });
  await page.goto("/profile");
  await page.getByRole("textbox", { name: "Name" }).first().fill("Ada Marsh");
  await page.getByRole("textbox", { name: "Role" }).fill("Senior researcher");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Reports published from now on name you this way.")).toBeVisible();

  // They assign themselves: the paid submission goes into research.
  await page.goto(`/admin/submission/${id}`);
  await choose(page, page, "Researcher", researcher.email);
  await expect(page.getByText(`Assigned to ${researcher.email}.`)).toBeVisible();
  await expect(page.getByText("In research").first()).toBeVisible();
  const table = page.getByRole("table", { name: "Results" });
  const rows = table.locator("tbody > tr");
  const progress = page.getByTestId("results-progress");
  await expect(rows.first()).toBeVisible();
  const found = await rows.count();
  expect(found).toBeGreaterThanOrEqual(5);
  await snap("workbench-first-pass");

  // From the script view: the words "in the woods" become an item, found where they stand.
  await page.getByRole("link", { name: "Script", exact: true }).click();
  await expect(page).toHaveURL(`/script/${id}`);
  const line = page
    .locator("[id^='p']")
    .filter({ hasText: /in the woods/ })
    .first();
  await line.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf("the woods");
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + "the woods".length);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(range);
      return;
    }
    throw new Error("no 'the woods' in the line");
  });
  await page.getByRole("button", { name: "Add as item" }).click();
  const adding = page.getByRole("dialog", { name: "Add as item" });
  await choose(page, adding, "Category", "Location");
  await adding.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("“the woods” added as Location.")).toBeVisible();
  await expect(page.getByRole("button", { name: /the woods/ }).first()).toBeVisible();
  await snap("workbench-script-view");

  await page.goto(`/admin/submission/${id}`);
  await expect(rows).toHaveCount(found + 1);

  // Two spellings of one person become one item.
  const characters = rows.filter({ hasText: "Character name" });
  const nameOf = async (row: Locator) =>
    (await row.getByRole("checkbox").getAttribute("aria-label"))!.replace(/^Select /, "");
  const [keep, fold] = [await nameOf(characters.nth(0)), await nameOf(characters.nth(1))];
  await page.getByRole("checkbox", { name: `Select ${keep}`, exact: true }).check();
  await page.getByRole("checkbox", { name: `Select ${fold}`, exact: true }).check();
  const bulk = page.getByRole("toolbar", { name: "Bulk actions" });
  await bulk.getByRole("button", { name: "Merge…" }).click();
  const merging = page.getByRole("dialog", { name: "Merge 2 items" });
  const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // Each choice reads "name · category (n occurrences)".
  await merging.getByRole("radio", { name: new RegExp(`^${literally(keep)} · `) }).check();
  await merging.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(new RegExp(`^Merged into “${literally(keep)}”`))).toBeVisible();
  await expect(rows).toHaveCount(found);

  // The keyboard: open the first row, set NC with one key, save and move on.
  await rows.first().locator("td").nth(1).click();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("n");
  // What was searched is a record: a source from the library, the query, the result, today.
  await page.getByRole("button", { name: "Add a source" }).click();
  await expect(page.getByRole("combobox", { name: "Source 1" })).toBeFocused();
  await page.keyboard.type("WhiteP");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("combobox", { name: "Source 1" })).toHaveValue("WhitePages");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Michigan listings");
  await page.keyboard.press("Tab");
  await page.keyboard.type("No one of that name in Michigan");
  await snap("workbench-item-sources");
  await page.keyboard.press("Control+Enter");
  await expect(page.getByText(/^Saved “/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // A code without a finding shows under the "Finding missing" filter.
  await expect(progress).toContainText("1 without a finding");
  await choose(page, page, "Finding", "Finding missing");
  await expect(rows).toHaveCount(1);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(rows).toHaveCount(found);

  // Not ready yet: items are still open.
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(
    page.getByText(/^Every item needs a finding or a dismissal before delivery/),
  ).toBeVisible();

  // Bulk: every item gets a code, and the canned finding the researcher picks, named per item.
  await page.getByRole("checkbox", { name: "Select every item shown" }).check();
  await choose(page, bulk, "Set code", /^CC · /);
  const coding = page.getByRole("dialog", { name: /^Set CC · Clear with caution on \d+ items$/ });
  await expect(coding.getByRole("radio", { name: "Keep each item's own finding" })).toBeDisabled();
  await expect(coding.getByRole("button", { name: "Set code" })).toBeDisabled();
  await coding.getByRole("radio", { name: /^Real businesses named “.+” exist elsewhere/ }).check();
  await snap("workbench-set-code");
  await coding.getByRole("button", { name: "Set code" }).click();
  await expect(page.getByText(/^Code CC set/)).toBeVisible();
  await expect(progress).toContainText("every item is worked");
  await expect(progress).not.toContainText("without a finding");
  await expect(progress).not.toContainText("No code");
  await snap("workbench-worked");

  // The merged character needs permission: coded PR, with whom to ask, and a checked alternative.
  await page.getByRole("link", { name: `Open ${keep}`, exact: true }).click();
  const drawer = page.getByRole("dialog", { name: keep });
  await drawer.getByRole("button", { name: "Add a rights holder" }).click();
  const holder = drawer.getByRole("group", { name: "Rights holder 1" });
  await holder.getByRole("textbox", { name: "Name", exact: true }).fill("Delphine Marrow");
  await holder.getByRole("textbox", { name: "Organisation" }).fill("Marrow Bay Talent");
  await holder.getByRole("textbox", { name: "E-mail" }).fill("licensing@marrowbay.example");
  await drawer.getByRole("button", { name: "Save rights holders" }).click();
  await expect(page.getByText(`Saved the rights holders of “${keep}”.`)).toBeVisible();
  const suggestions = drawer.getByRole("list", { name: "Suggested alternatives" });
  await expect(suggestions.getByRole("listitem").first()).toBeVisible({ timeout: 60_000 });
  const [alternative] = (await suggestions.getByRole("listitem").allInnerTexts()).map((text) =>
    text.split("\n")[0]!.trim(),
  );
  await drawer.getByRole("button", { name: `Accept ${alternative}` }).click();
  await drawer.getByRole("combobox", { name: "Code" }).click();
  await page.getByRole("option", { name: /^PR · / }).click();
  await drawer.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Saved “${keep}”.`)).toBeVisible();
  await snap("workbench-rights-holder");
  await page.goto(`/admin/submission/${id}`);

  // Comments: one internal, one for the customer, who gets one e-mail.
  await page.getByRole("link", { name: "Comments", exact: true }).click();
  const box = page.getByRole("textbox", { name: "Comment on the submission" });
  await box.fill("Internal: Solvang address checked against the county roll.");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByText("Comment posted.", { exact: true })).toBeVisible();
  await page
    .getByRole("radiogroup", { name: "Who sees it" })
    .getByText("Visible to customer")
    .click();
  await box.fill("Is Next Level Productions your own company?");
  await page.getByRole("button", { name: "Post for the customer" }).click();
  await expect(
    page.getByText("Comment posted. The customer gets an e-mail about it."),
  ).toBeVisible();
  const mail = await latestEmail(mainServer, email, /^New comment on “Brick & Steel”$/);
  expect(mail.text).toContain("Is Next Level Productions your own company?");
  expect(mail.text).not.toContain("county roll");
  const commentMails = (await emailsTo(mainServer, email)).filter((message) =>
    message.subject.startsWith("New comment"),
  );
  expect(commentMails).toHaveLength(1);

  // Title clearance: the exact title found, noted, and a verdict.
  await page.goto(`/title-clearance/${id}`);
  const jaws = page.getByRole("article", { name: "Jaws", exact: true });
  await expect(jaws).toContainText("Exact title");
  await jaws
    .getByRole("textbox", { name: "Similarity note on Jaws" })
    .fill("Same title as Universal's 1975 film.");
  await jaws.getByRole("button", { name: "Save the note on Jaws" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();
  await page.getByRole("radio", { name: "Clear with caution" }).check();
  await page.getByRole("textbox", { name: "Summary" }).fill("Use Brick & Steel; drop Jaws.");
  await page.getByRole("button", { name: "Save verdict" }).click();
  await expect(page.getByText("Verdict saved.")).toBeVisible();

  // Every item worked: the results go for review, which a second admin signs off.
  await page.goto(`/admin/submission/${id}`);
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByText("Sent for review.")).toBeVisible();
  await expect(page.getByText(/^In review since .*, sent by admin\./)).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish report" })).toBeDisabled();
  const reviewer = await browser.newContext();
  const { email: reviewerEmail } = await createUser(reviewer, { admin: true });
  const named = await reviewer.request.patch("/api/user/name", {
    data: { display_name: "Rui Okafor", job_title: "Clearance reviewer" },
  });
  expect(named.ok()).toBe(true);
  const reviewerPage = await reviewer.newPage();
  await reviewerPage.goto(`/admin/submission/${id}`);
  await reviewerPage.getByRole("button", { name: "Sign off" }).click();
  await expect(reviewerPage.getByText("Signed off: the report can be published.")).toBeVisible();
  await expect(
    reviewerPage.getByText(/^Signed off by admin\..*: ready to publish\.$/),
  ).toBeVisible();
  await expect(reviewerPage.getByRole("button", { name: "Publish report" })).toBeEnabled();
  await reviewer.close();
  await page.reload();
  await expect(page.getByRole("button", { name: "Publish report" })).toBeEnabled();
  await snap("workbench-signed-off");

  // Published after its preview, the report names the researcher and the reviewer's sign-off,
  // never an e-mail.
  await publishThroughPreview(page, 1);
  const link = await page.request.get(`/api/admin/submissions/${id}/report/1/pdf`);
  const { url } = (await link.json()) as { url: string };
  const { text: pages } = await extractText(
    new Uint8Array(await (await page.request.get(url)).body()),
  );
  const cover = pages[0]!.replace(/\s+/g, " ");
  expect(cover).toContain("Researcher Ada Marsh, Senior researcher");
  expect(cover).toContain("Reviewed by Rui Okafor, Clearance reviewer; signed off ");
  for (const address of [researcher.email, reviewerEmail])
    expect(pages.join(" ")).not.toContain(address);
  expect(pages.join(" ")).toContain("Real businesses named");
  // The sources are the one the researcher recorded, on its item and in the summary; no others.
  const report = pages.join(" ").replace(/\s+/g, " ");
  expect(report).toContain("WhitePages, “Michigan listings”: No one of that name in Michigan (");
  expect(report).toMatch(
    /Sources consulted • WhitePages: 1 item, \w{3} \d{1,2}, \d{4} Researched by/,
  );
  expect(report).not.toContain("Trade mark registers");
  // Right after the cover, the items to act on; the PR item with its rights holder and its
  // alternative; the title clearance; every item again in script order.
  expect(pages[1]!.replace(/\s+/g, " ")).toContain("Items to act on");
  expect(report).toContain("Delphine Marrow, Marrow Bay Talent");
  expect(report).toContain(alternative!);
  expect(report).toContain("Use Brick & Steel; drop Jaws.");
  expect(report).toContain("Appendix: items in script order");

  // The annotated script, once its job has drawn it: the script's pages with the items marked
  // (each mark a link to its note) and their codes in the margin, then the notes and the legend.
  const annotatedLink = `/api/admin/submissions/${id}/report/1/annotated`;
  await expect
    .poll(async () => (await page.request.get(annotatedLink)).status(), { timeout: 120_000 })
    .toBe(200);
  const annotatedUrl = ((await (await page.request.get(annotatedLink)).json()) as { url: string })
    .url;
  const annotated = new Uint8Array(await (await page.request.get(annotatedUrl)).body());
  const annotatedPath = test.info().outputPath("annotated-script.pdf");
  await import("node:fs/promises").then((fs) => fs.writeFile(annotatedPath, annotated));
  await test
    .info()
    .attach("annotated-script", { path: annotatedPath, contentType: "application/pdf" });
  const { text: annotatedPages } = await extractText(annotated.slice());
  expect(annotatedPages[0]).toMatch(/NCS-\d{6} · Annotated script, report version 1/);
  const marked = annotatedPages.findIndex((text) => /\bCC\b/.test(text));
  expect(marked).toBeGreaterThanOrEqual(0);
  const annotatedPdf = await getDocumentProxy(annotated.slice());
  const links = await (await annotatedPdf.getPage(marked + 1)).getAnnotations();
  expect(links.filter((link) => link.subtype === "Link").length).toBeGreaterThan(0);
  // The notes: each item's finding and the alternative accepted for it.
  const notes = annotatedPages.join("\n");
  expect(notes.slice(notes.indexOf("numbered as the script reads"))).toContain(
    `Alternatives: ${alternative}`,
  );
  expect(annotatedPages.at(-1)).toContain("Legend");
  await customer.close();
});
