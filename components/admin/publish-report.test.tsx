import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";

import type { ReportPreview } from "@/lib/reports/preview";
import type { AdminSubmissionView } from "@/lib/submissions/views";
import { renderWithTheme } from "@/test/render";

import { PublishReport } from "./publish-report";

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const BASE = `/api/admin/submissions/${ID}`;

const IN_RESEARCH = {
  correlation_id: ID,
  status: "in_research",
  review: null,
} as unknown as AdminSubmissionView;

const PREVIEW: ReportPreview = {
  submission_id: ID,
  version: 1,
  items: 96,
  by_code: [
    { code: "NC", label: "No conflict", count: 90 },
    { code: "C", label: "Conflict", count: 6 },
  ],
  attention: 6,
  carried_forward: 0,
  finding_missing: { count: 0, first: [] },
  refusals: [],
  warnings: [],
};

type Call = { url: string; method: string };

/** The API as the card sees it: no version yet, `preview` for the preview, 201 for publishing. */
function api(preview: ReportPreview) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? "GET" };
    calls.push(call);
    const [status, body]: [number, unknown] = call.url.endsWith("/report/versions")
      ? [200, { versions: [] }]
      : call.url.endsWith("/report/preview")
        ? [200, preview]
        : call.method === "POST"
          ? [201, { submission_id: ID, version: 1, published_at: "2026-11-28T19:00:00Z" }]
          : [404, { message: "No report has been published for this submission yet." }];
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

function renderCard() {
  const onPublished = jest.fn();
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PublishReport submission={IN_RESEARCH} onPublished={onPublished} />
    </SWRConfig>,
  );
  return onPublished;
}

const published = (calls: Call[]) =>
  calls.filter((call) => call.method === "POST" && call.url === `${BASE}/report`);

afterEach(() => jest.restoreAllMocks());

describe("PublishReport", () => {
  it("publishes only after its preview: figures, the draft PDF, then one call on Confirm", async () => {
    const calls = api(PREVIEW);
    const onPublished = renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Publish report…" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish version 1?" });
    expect(published(calls)).toHaveLength(0);
    expect(dialog).toHaveTextContent("96 items, 6 to change or seek permission for");
    expect(within(dialog).getByRole("list", { name: "Items by code" })).toHaveTextContent(
      "NC · 90C · 6",
    );
    expect(within(dialog).getByRole("link", { name: "Open the draft PDF" })).toHaveAttribute(
      "href",
      `${BASE}/report/preview/pdf`,
    );
    expect(within(dialog).queryByText("Findings missing")).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(published(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Publish report…" }));
    const again = await screen.findByRole("dialog", { name: "Publish version 1?" });
    fireEvent.click(within(again).getByRole("button", { name: "Confirm publish" }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(published(calls)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the items without a finding and what publishing would refuse, and does not confirm", async () => {
    const calls = api({
      ...PREVIEW,
      finding_missing: {
        count: 7,
        first: ["Dana", "Harbour Bar", "Pier Nine", "Gull Street", "Tide Mill"].map(
          (text, index) => ({ id: `item-${index}`, text }),
        ),
      },
      refusals: [
        "7 items have a code but no finding (“Dana”, “Harbour Bar”, “Pier Nine” and 4 more). Write each finding before publishing; the workbench's “Finding missing” filter lists them.",
        "The title clearance ordered has no verdict yet.",
      ],
    });
    renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Publish report…" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish version 1?" });
    expect(dialog).toHaveTextContent(
      "7 items without a finding (“Dana”, “Harbour Bar”, “Pier Nine”, “Gull Street”, “Tide Mill” and 2 more)",
    );
    expect(dialog).toHaveTextContent("Publishing would be refused");
    expect(dialog).toHaveTextContent("The title clearance ordered has no verdict yet.");
    const confirm = within(dialog).getByRole("button", { name: "Confirm publish" });
    expect(confirm).toBeDisabled();
    fireEvent.click(confirm);
    expect(published(calls)).toHaveLength(0);
  });

  it("warns of items needing permission with no one to ask, and still confirms", async () => {
    const warning =
      "1 item has code PR (permission required) but no rights-holder contact (“Blue Gravel Waltz”): the report says “No rights-holder contact recorded.” for each.";
    const calls = api({ ...PREVIEW, warnings: [warning] });
    const onPublished = renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Publish report…" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish version 1?" });
    expect(dialog).toHaveTextContent("Before you publish");
    expect(dialog).toHaveTextContent(warning);
    expect(dialog).not.toHaveTextContent("Publishing would be refused");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm publish" }));
    await waitFor(() => expect(onPublished).toHaveBeenCalled());
    expect(published(calls)).toHaveLength(1);
  });
});
