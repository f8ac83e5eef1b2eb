import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { LoadingProvider } from "@/components/layout/loading-provider";
import { ServerData } from "@/components/ui/server-data";
import { api } from "@/lib/api-client/fetch";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import { inventedSnapshot, inventedTitleClearance } from "@/lib/reports/fixture";
import type { ReportView } from "@/lib/reports/read";
import { renderWithTheme } from "@/test/render";

import { TitleClearanceResults } from "./title-clearance-results";

jest.mock("@/components/ui/toast", () => ({ notifications: { show: jest.fn() } }));

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const BASE = `/submissions/${ID}`;
const snapshot = inventedSnapshot(3);

const viewWith = (titleClearance: ReportView["title_clearance"]): ReportView => ({
  submission_id: ID,
  version: 2,
  published_at: "2026-03-09T15:30:00Z",
  cover: snapshot.cover,
  items: snapshot.items.map((item) => ({ ...item, decision: null, decision_history: [] })),
  title_clearance: titleClearance,
  changes: null,
  versions: [
    {
      version: 2,
      published_at: "2026-03-09T15:30:00Z",
      items: 3,
      title_opinion: titleClearance?.opinion != null,
      annotated_script: null,
    },
  ],
});

const renderCard = (view: ReportView) =>
  renderWithTheme(
    <LoadingProvider>
      <ServerData data={[served(routes.submissions.report.get, { id: ID }, view)]}>
        <TitleClearanceResults submissionId={ID} />
      </ServerData>
    </LoadingProvider>,
  );

describe("TitleClearanceResults", () => {
  const titleClearance = inventedTitleClearance();

  it("shows the verdict, what was searched, the summary and every title found", () => {
    renderCard(viewWith(titleClearance));
    const card = screen.getByRole("region", { name: "Title clearance" });
    expect(within(card).getByText("Clear with caution")).toBeVisible();
    expect(within(card).getByText("The Night Ferry to Harrowgate; Night Ferry")).toBeVisible();
    expect(within(card).getByText(titleClearance.media)).toBeVisible();
    expect(within(card).getByText(titleClearance.summary)).toBeVisible();
    expect(within(card).getByText("Similar or conflicting titles found (3)")).toBeVisible();
    const first = within(card).getByRole("article", { name: "Night Ferry" });
    expect(first).toHaveTextContent("Film, 1987, United States, Quillfeather Releasing");
    expect(first).toHaveTextContent(
      "Exact title (to “Night Ferry”). A thriller with a limited release; no sequel or franchise.",
    );
    expect(within(card).getAllByRole("article")).toHaveLength(3);
  });

  it("opens the version's attorney opinion through a signed link", async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(api, "get").mockResolvedValue({ url: "http://files.example/o" });
    const tab = { opener: {}, location: { href: "" }, close: jest.fn() };
    jest.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    renderCard(viewWith(titleClearance));
    await user.click(screen.getByRole("button", { name: "Osei-Carrow title opinion.pdf" }));
    expect(get).toHaveBeenCalledWith(`${BASE}/report/2/opinion`);
  });

  it("says when no opinion was attached, and shows nothing when none was ordered", () => {
    const { unmount } = renderCard(viewWith({ ...titleClearance, opinion: null }));
    expect(screen.getByText("None attached")).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();
    renderCard(viewWith(null));
    expect(screen.queryByRole("region", { name: "Title clearance" })).not.toBeInTheDocument();
  });
});
