import { randomUUID } from "node:crypto";

import { createUser } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { paidByNewCustomer } from "./support/quotes";

// The page of a submission that ordered no title clearance answers 404 on purpose.
test.use({ allowedConsoleErrors: /status of 404/ });

test("a researcher records a title clearance with one similar title, a note and a verdict", async ({
  page,
  context,
  browser,
  snap,
}) => {
  // A customer orders script and title clearance for "Jaws" (or "Gone with the Breeze") and pays.
  const { id } = await paidByNewCustomer(
    browser,
    {
      title: "Jaws",
      alternative_titles: ["Gone with the Breeze"],
      title_clearance: true,
      setting_country: "US",
      project_type: "feature",
    },
    "$800.00",
  );

  // A researcher opens the title search: the search has already run over the title lists.
  const { email } = await createUser(context, { admin: true });
  await page.goto(`/title-clearance/${id}`);
  await expect(page.getByRole("heading", { name: "Title clearance: Jaws" })).toBeVisible();
  const candidates = page.getByRole("list", { name: "Candidate titles" });
  await expect(candidates.getByRole("listitem")).toHaveText(["Jaws", "Gone with the Breeze"]);
  // The territory searched; found films show theirs too ("Film · 1975 · Universal · United States").
  await expect(page.getByText("United States", { exact: true })).toBeVisible();
  await expect(page.getByText(/^Film \(theatrical and streaming\)/)).toBeVisible();

  const jaws = page.getByRole("article", { name: "Jaws", exact: true });
  await expect(jaws).toContainText("Exact title");
  await expect(jaws).toContainText("Film · 1975 · Universal");
  const wind = page.getByRole("article", { name: "Gone with the Wind", exact: true });
  await expect(wind).toContainText(/Trigram score 0\.\d\d/);
  await expect(wind).toContainText("to “Gone with the Breeze”");

  // The wind is a different film: dismissed. Jaws is the similar title, with a note.
  await wind.getByRole("button", { name: "Dismiss Gone with the Wind" }).click();
  await expect(page.getByText("“Gone with the Wind” dismissed.")).toBeVisible();
  await expect(wind).toHaveCount(0);
  await jaws
    .getByRole("textbox", { name: "Similarity note on Jaws" })
    .fill("Same title: Universal's 1975 film, still in distribution.");
  await jaws.getByRole("button", { name: "Save the note on Jaws" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();

  // The verdict, with its summary.
  await page.getByRole("radio", { name: "Conflict" }).check();
  await page
    .getByRole("textbox", { name: "Summary" })
    .fill("An identical title of a famous film in the same medium and territory.");
  await page.getByRole("button", { name: "Save verdict" }).click();
  await expect(page.getByText("Verdict saved.")).toBeVisible();
  await expect(page.getByText(`Last saved by ${email}`)).toBeVisible();
  await snap("title-clearance");

  // All of it is kept: a reload shows it as it was left.
  await page.reload();
  await expect(
    page
      .getByRole("article", { name: "Jaws", exact: true })
      .getByRole("textbox", { name: "Similarity note on Jaws" }),
  ).toHaveValue("Same title: Universal's 1975 film, still in distribution.");
  await expect(page.getByRole("radio", { name: "Conflict" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Summary" })).toHaveValue(
    "An identical title of a famous film in the same medium and territory.",
  );
  // The dismissed title is kept aside, under the list's other tab.
  await page.getByText("Dismissed (1)", { exact: true }).click();
  await expect(
    page.getByRole("article", { name: "Gone with the Wind", exact: true }),
  ).toBeVisible();

  // At 390 px the workspace stacks into one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText("Kept (2)", { exact: true }).click();
  await expect(page.getByRole("button", { name: "Save verdict" })).toBeVisible();
  await snap("title-clearance-390");

  // A submission that ordered no title clearance has none to show.
  await page.goto(`/title-clearance/${randomUUID()}`);
  await expect(page.getByRole("heading", { name: "No title clearance here" })).toBeVisible();
});
