import { MantineProvider } from "@mantine/core";
import { screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { theme } from "@/config/theme";
import { FIRST_ITEMS } from "@/lib/reports/customer-page";
import { inventedSnapshot } from "@/lib/reports/fixture";
import { sectionsOf } from "@/lib/reports/layout";
import { actionItemsOf } from "@/lib/reports/summary";
import type { SharedReportView } from "@/lib/share-links/access";
import { renderWithTheme } from "@/test/render";

import { SharedReport } from "./shared-report";

const TOKEN = "A".repeat(43);

const report: SharedReportView = {
  recipient_name: "Iris Okafor",
  recipient_organisation: "Harbour Mutual",
  shared_by: "Pat Producer",
  expires_at: "2026-12-13T01:00:00.000Z",
  watermark: "Shared with Iris Okafor (Harbour Mutual) · November 29, 2026",
  version: 2,
  published_at: "2026-11-20T10:00:00.000Z",
  snapshot: inventedSnapshot(4),
  downloads: [
    { format: "pdf", label: "Report (PDF)" },
    { format: "annotated", label: "Annotated script (PDF)" },
  ],
};

describe("SharedReport", () => {
  it("says whom it was shared with, by whom and until when, under a watermark that takes no clicks", () => {
    const { container } = renderWithTheme(<SharedReport token={TOKEN} report={report} />);
    expect(
      screen.getByText(
        /^Shared with Iris Okafor \(Harbour Mutual\) by Pat Producer — expires December 13, 2026\./,
      ),
    ).toBeInTheDocument();
    const watermark = container.querySelector("[data-watermark]")!;
    expect(watermark).toHaveAttribute("aria-hidden", "true");
    expect(watermark).toHaveTextContent(report.watermark);
  });

  it("lists every item read only, with the downloads the link includes through its token", async () => {
    renderWithTheme(<SharedReport token={TOKEN} report={report} />);
    expect(await screen.findAllByRole("article")).toHaveLength(4);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByText(/Ask the researcher|Conversation/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Report (PDF)" })).toHaveAttribute(
      "href",
      `/share/${TOKEN}/download/pdf`,
    );
    expect(screen.getByRole("link", { name: "Annotated script (PDF)" })).toHaveAttribute(
      "href",
      `/share/${TOKEN}/download/annotated`,
    );
    expect(screen.queryByRole("link", { name: /XLSX/ })).not.toBeInTheDocument();
  });

  it("renders the first items in the server's HTML and every item once the page is live", async () => {
    const long = { ...report, snapshot: inventedSnapshot(FIRST_ITEMS * 6) };
    const actions = actionItemsOf(sectionsOf(long.snapshot));
    expect(actions.length).toBeGreaterThan(FIRST_ITEMS);
    const html = renderToString(
      <MantineProvider theme={theme}>
        <SharedReport token={TOKEN} report={long} />
      </MantineProvider>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelectorAll("article")).toHaveLength(FIRST_ITEMS);
    const summary = page.querySelector("[aria-labelledby=items-to-act-on]")!;
    expect(summary.querySelectorAll("li")).toHaveLength(FIRST_ITEMS);
    // The heading counts every item from the first paint.
    expect(page.body.textContent).toContain(`· ${long.snapshot.items.length} items`);

    renderWithTheme(<SharedReport token={TOKEN} report={long} />);
    await waitFor(() =>
      expect(screen.getAllByRole("article")).toHaveLength(long.snapshot.items.length),
    );
    const live = screen.getByRole("region", { name: "Items to act on" });
    expect(within(live).getAllByRole("link")).toHaveLength(actions.length);
    for (const item of long.snapshot.items)
      expect(document.getElementById(`item-${item.id}`)).toBeInTheDocument();
  });

  it("heads the report with the byline the customer's page shows: number, day, orders and researchers", () => {
    renderWithTheme(<SharedReport token={TOKEN} report={report} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "The Night Ferry to Harrowgate, version 2" }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Report NCS-000123 · published November 20, 2026 · draft version \d+ · 4 items$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Orders: v\d+: NCS-000123/)).toBeInTheDocument();
    expect(
      screen.getByText(
        "Researched by Dana Whitlock, Senior researcher; reviewed by Jordan Achebe, Clearance reviewer",
      ),
    ).toBeInTheDocument();
  });
});
