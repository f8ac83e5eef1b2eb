import { MantineProvider } from "@mantine/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";

import { LoadingProvider } from "@/components/layout/loading-provider";
import { ServerData } from "@/components/ui/server-data";
import { theme } from "@/config/theme";
import { api, ApiError } from "@/lib/api-client/fetch";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { CommentThreadsView } from "@/lib/comments/rules";
import { recodedLine } from "@/lib/reports/changes-layout";
import { contactLine } from "@/lib/reports/contacts";
import { FIRST_ITEMS, reportForCustomerPage } from "@/lib/reports/customer-page";
import { inventedChanges, inventedSnapshot, inventedTitleClearance } from "@/lib/reports/fixture";
import { pagesOf, scenesOf, sectionsOf } from "@/lib/reports/layout";
import type { ReportView } from "@/lib/reports/read";
import { consultedLine, sourceLine, sourcesConsulted } from "@/lib/reports/sources";
import { actionItemsOf } from "@/lib/reports/summary";
import { renderWithTheme } from "@/test/render";

import { ReportResults } from "./report-results";

jest.mock("@/components/ui/toast", () => ({ notifications: { show: jest.fn() } }));

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const snapshot = inventedSnapshot(12);
const view: ReportView = {
  submission_id: ID,
  version: 2,
  published_at: "2026-03-09T15:30:00Z",
  cover: snapshot.cover,
  items: snapshot.items.map((item) => ({ ...item, decision: null, decision_history: [] })),
  title_clearance: null,
  changes: null,
  versions: [
    {
      version: 2,
      published_at: "2026-03-09T15:30:00Z",
      items: 12,
      title_opinion: false,
      annotated_script: null,
    },
    {
      version: 1,
      published_at: "2026-03-01T10:00:00Z",
      items: 11,
      title_opinion: false,
      annotated_script: null,
    },
  ],
};

/** A report long enough that the page's first view holds only some of its items whole. */
const longReport = (): ReportView => ({
  ...view,
  items: inventedSnapshot(FIRST_ITEMS * 6).items.map((item) => ({
    ...item,
    decision: null,
    decision_history: [],
  })),
});

const answered = snapshot.items[1]!;
const thread: CommentThreadsView = {
  submission: { correlation_id: ID, title: snapshot.cover.title },
  item: null,
  items: [],
  comments: [
    {
      id: "c1",
      item_id: answered.id,
      author: "Researcher",
      author_role: "researcher",
      visibility: "customer",
      body: "The diner closed in 2019.",
      created_at: "2026-03-10T09:00:00Z",
      mine: false,
      attachments: [],
    },
  ],
};

/** The window as wide as a laptop's (the table) or a phone's (the cards), for Mantine's `sm`. */
function windowWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query === "(min-width: 48em)",
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}
const jsdomMatchMedia = window.matchMedia;
beforeEach(() => windowWide(true));
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

const results = ({
  hasScript = true,
  items = view.items,
  shown = view,
}: { hasScript?: boolean; items?: ReportView["items"]; shown?: ReportView } = {}) => (
  <LoadingProvider>
    <ServerData
      data={[
        served(routes.submissions.report.get, { id: ID }, { ...shown, items }),
        served(routes.submissions.comments.list, { id: ID }, thread),
      ]}
    >
      <ReportResults submissionId={ID} hasScript={hasScript} />
    </ServerData>
  </LoadingProvider>
);

const renderResults = (options?: Parameters<typeof results>[0]) =>
  renderWithTheme(results(options));

const rows = () =>
  within(screen.getByRole("table", { name: "Report items" }))
    .getAllByRole("row")
    .slice(1);

/** Picks `option` in the select named `name`, in its own list. */
async function choose(name: string, option: string) {
  const box = screen.getByRole("combobox", { name });
  fireEvent.click(box);
  const list = await waitFor(() => document.getElementById(box.getAttribute("aria-controls")!)!);
  fireEvent.click(within(list).getByRole("option", { name: option, hidden: true }));
}

describe("ReportResults", () => {
  it("lists every item of the latest version, with both versions' downloads", () => {
    renderResults();
    expect(screen.getByRole("heading", { name: "Clearance report, version 2" })).toBeVisible();
    expect(rows()).toHaveLength(12);
    expect(screen.getAllByRole("button", { name: "PDF" })).toHaveLength(2);
    for (const item of snapshot.items) expect(screen.getByText(item.text)).toBeInTheDocument();
    // The people who did the work, by name and role.
    expect(
      screen.getByText(
        "Researched by Dana Whitlock, Senior researcher; reviewed by Jordan Achebe, Clearance reviewer",
      ),
    ).toBeVisible();
  });

  it.each([
    ["Title opinion", "opinion", { title_opinion: true }],
    ["Annotated script", "annotated", { annotated_script: "ready" }],
    ["Annotated script", "annotated", { annotated_script: "preparing" }],
  ] as const)(
    "offers the %s beside the files of the versions that have one (%s, %j)",
    async (label, format, has) => {
      const user = userEvent.setup();
      const get = jest.spyOn(api, "get").mockResolvedValue({ url: "http://files.example/o" });
      jest.spyOn(window, "open").mockReturnValue(null);
      renderWithTheme(
        <LoadingProvider>
          <ServerData
            data={[
              served(routes.submissions.report.get, { id: ID }, {
                ...view,
                title_clearance: inventedTitleClearance(),
                versions: [{ ...view.versions[0]!, ...has }, view.versions[1]!],
              }),
              served(routes.submissions.comments.list, { id: ID }, thread),
            ]}
          >
            <ReportResults submissionId={ID} hasScript />
          </ServerData>
        </LoadingProvider>,
      );
      expect(screen.getAllByRole("button", { name: "PDF" })).toHaveLength(2);
      const buttons = screen.getAllByRole("button", { name: label });
      expect(buttons).toHaveLength(1);
      await user.click(buttons[0]!);
      expect(get).toHaveBeenCalledWith(`/submissions/${ID}/report/2/${format}`);
    },
  );

  it("shows each item's searches and the sources consulted, and none that nobody recorded", () => {
    const { unmount } = renderResults();
    const searched = snapshot.items.find((item) => item.sources.length > 0)!;
    const row = screen.getByRole("row", { name: new RegExp(searched.text) });
    expect(row).toHaveTextContent(`Searched: ${sourceLine(searched.sources[0]!)}`);
    const consulted = screen.getByRole("region", { name: "Sources consulted" });
    expect(
      within(consulted)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(sourcesConsulted(snapshot.items).map(consultedLine));
    unmount();

    renderResults({ items: view.items.map((item) => ({ ...item, sources: [] })) });
    expect(screen.queryByText("Sources consulted")).not.toBeInTheDocument();
    expect(screen.queryByText("Searched:")).not.toBeInTheDocument();
  });

  it("sums up the items to act on first, most pressing first, each linking to its row", () => {
    renderResults();
    const summary = screen.getByRole("region", { name: "Items to act on" });
    const expected = actionItemsOf(sectionsOf(view));
    expect(expected.length).toBeGreaterThan(1);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(
      expected.map((item) => `${item.number}. ${item.text}`),
    );
    expect(links[0]).toHaveAttribute("href", `#item-${expected[0]!.id}`);
    for (const item of expected) expect(summary).toHaveTextContent(item.finding);
    const spread = expected.find(
      (item) => new Set(item.occurrences.map(({ page }) => page)).size > 1,
    )!;
    expect(summary).toHaveTextContent(`${spread.categoryLabel} · pages ${pagesOf(spread)}`);
    const others = snapshot.items.filter((item) => !["C", "RC", "PR", "CC"].includes(item.code));
    for (const item of others) expect(summary).not.toHaveTextContent(item.text);
  });

  it("shows whom to ask for permission, and says when nobody was recorded", () => {
    const permission = view.items.find((item) => item.code === "PR")!;
    const [contact] = permission.rightsContacts;
    const unasked = { ...permission, id: "unasked", text: "Unasked Waltz", rightsContacts: [] };
    renderResults({ items: [...view.items, unasked] });
    const row = rows().find((each) => each.id === `item-${permission.id}`);
    expect(row).toHaveTextContent(`Rights holder: ${contactLine(contact!)}`);
    const bare = rows().find((each) => each.id === "item-unasked");
    expect(bare).toHaveTextContent("Rights holder: No rights-holder contact recorded.");
    const summary = screen.getByRole("region", { name: "Items to act on" });
    expect(summary).toHaveTextContent(contactLine(contact!));
  });

  it("offers the script to read only when one was uploaded", () => {
    const { unmount } = renderResults();
    expect(screen.getByRole("link", { name: "Read the script" })).toHaveAttribute(
      "href",
      `/submission/${ID}/script`,
    );
    unmount();
    renderResults({ hasScript: false });
    expect(screen.queryByRole("link", { name: "Read the script" })).not.toBeInTheDocument();
  });

  it("filters by search text and by page", async () => {
    const user = userEvent.setup();
    renderResults();
    const target = snapshot.items[3]!;
    await user.type(screen.getByRole("textbox", { name: "Search" }), target.text);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent(target.text);
    await user.clear(screen.getByRole("textbox", { name: "Search" }));

    const page = target.occurrences[0]!.page;
    await user.type(screen.getByRole("textbox", { name: "Page" }), String(page));
    const expected = snapshot.items.filter((item) =>
      item.occurrences.some((where) => where.page === page),
    );
    expect(rows()).toHaveLength(expected.length);
    await user.type(screen.getByRole("textbox", { name: "Page" }), "99999");
    expect(screen.getByText("No item matches these filters.")).toBeVisible();
  });

  it("saves a decision as it is made, and asks for the question's text first", async () => {
    const put = jest.spyOn(api, "put").mockResolvedValue({});
    jest.spyOn(api, "get").mockResolvedValue(view);
    const user = userEvent.setup();
    renderResults();
    const item = snapshot.items[0]!;
    await choose(`Your decision on ${item.text}`, "Accept");
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`/submissions/${ID}/report/items/${item.id}/decision`, {
        decision: "accept",
        note: undefined,
      }),
    );

    await choose(`Your decision on ${item.text}`, "Question");
    const dialog = await screen.findByRole("dialog");
    const send = within(dialog).getByRole("button", { name: "Send the question" });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Your question/ }), "Why?");
    await user.click(send);
    await waitFor(() =>
      expect(put).toHaveBeenLastCalledWith(`/submissions/${ID}/report/items/${item.id}/decision`, {
        decision: "question",
        note: "Why?",
      }),
    );
  });

  it("opens an item's conversation with the researcher, and sends a message on it", async () => {
    const post = jest.spyOn(api, "post").mockResolvedValue(thread.comments[0]);
    jest.spyOn(api, "get").mockResolvedValue(thread);
    const user = userEvent.setup();
    renderResults();
    const open = screen.getByRole("button", { name: `Conversation about ${answered.text}` });
    expect(open).toHaveTextContent("Conversation (1 message)");
    await user.click(open);
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("The diner closed in 2019.");
    await user.type(within(dialog).getByRole("textbox", { name: /Your message/ }), "Thank you!");
    await user.click(within(dialog).getByRole("button", { name: /Post|Send/ }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/submissions/${ID}/comments`, {
        body: "Thank you!",
        item_id: answered.id,
        visibility: "customer",
      }),
    );
  });

  it("names the report by its number, lists each version's order, the changes since v1 and earlier decisions", () => {
    const later = inventedChanges(snapshot);
    const [carried, decided] = snapshot.items;
    const onV1 = {
      version: 1,
      decision: "will_change",
      note: "Renaming her.",
      decided_at: "2026-03-02T09:00:00Z",
    } as const;
    renderResults({
      shown: { ...view, cover: later.cover, changes: later.changes! },
      items: view.items.map((item) =>
        item.id === carried!.id
          ? { ...item, decision: onV1, decision_history: [onV1] }
          : item.id === decided!.id
            ? {
                ...item,
                decision: { ...onV1, version: 2, decision: "accept", note: "" },
                decision_history: [onV1],
              }
            : item,
      ),
    });
    expect(screen.getByText(/^Report NCS-000123 · published/)).toBeVisible();
    expect(screen.getByText("Orders: v1: NCS-000123 · v2: NCS-000187")).toBeVisible();
    const changes = screen.getByRole("region", { name: "Changes since v1" });
    expect(changes).toHaveTextContent(
      "1 added, 1 removed, 1 re-coded, 10 carried forward unchanged",
    );
    expect(changes).toHaveTextContent(
      "Harrowgate Chandlery" +
        "Business name" +
        "C: Conflict" +
        "Was at p. 14, sc. 9 (scene removed); p. 31, sc. 22 (scene edited)" +
        "Your decision: v1: Will change (“Renamed in the next draft.”) on March 10, 2026",
    );
    expect(changes).toHaveTextContent(
      `${carried!.text}: ${recodedLine(later.changes!.recoded[0]!)}`,
    );
    // The decision on v1 carried with its item, and kept as history beside the new one.
    const history = screen.getByLabelText(`Earlier decisions on ${carried!.text}`);
    expect(history).toHaveTextContent("Carried from v1");
    expect(history).toHaveTextContent("v1: Will change (“Renaming her.”) on March 2, 2026");
    const redecided = screen.getByLabelText(`Earlier decisions on ${decided!.text}`);
    expect(redecided).not.toHaveTextContent("Carried");
    expect(redecided).toHaveTextContent("v1: Will change (“Renaming her.”) on March 2, 2026");
  });

  it("shows each item as a card on a phone, with all that its row shows", async () => {
    windowWide(false);
    renderResults();
    const cards = await waitFor(() => {
      const all = screen.getAllByRole("article");
      expect(all).toHaveLength(snapshot.items.length);
      return all;
    });
    expect(screen.queryAllByRole("row")).toHaveLength(1);
    const lead = snapshot.items.find((item) => item.alternatives.length && item.recommendation)!;
    const card = cards.find((each) => each.id === `item-${lead.id}`)!;
    // Named by its heading; the anchor the script view links to is on the card.
    expect(card).toHaveAccessibleName(expect.stringContaining(lead.text));
    expect(card).toHaveTextContent("Character name");
    expect(within(card).getByText(lead.code)).toBeInTheDocument();
    expect(card).toHaveTextContent(`Page ${pagesOf(lead)} · Sc. ${scenesOf(lead)}`);
    expect(card).toHaveTextContent(lead.finding);
    expect(card).toHaveTextContent(`Recommendation: ${lead.recommendation}`);
    expect(card).toHaveTextContent(`Alternatives: ${lead.alternatives.join(", ")}`);
    expect(
      within(card).getByRole("combobox", { name: `Your decision on ${lead.text}` }),
    ).toBeInTheDocument();
  });

  it("renders the first items on the server, in both layouts, and the rest once live", async () => {
    const long = inventedSnapshot(FIRST_ITEMS + 15).items.map((item) => ({
      ...item,
      decision: null,
      decision_history: [],
    }));
    const html = renderToString(
      <MantineProvider theme={theme}>{results({ items: long })}</MantineProvider>,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    expect(page.querySelectorAll("tbody tr")).toHaveLength(FIRST_ITEMS);
    expect(page.querySelectorAll("article")).toHaveLength(FIRST_ITEMS);
    // One of the two holds the anchors, so each id is on one element.
    expect(page.querySelectorAll("[id^=item-]")).toHaveLength(FIRST_ITEMS);

    renderResults({ items: long });
    await waitFor(() => expect(rows()).toHaveLength(long.length));
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("shows a long report's first view from the server's outline, then reads the whole report", async () => {
    const whole = longReport();
    const firstView = reportForCustomerPage(whole);
    expect(firstView.partial).toBe(true);
    const actions = actionItemsOf(sectionsOf(whole));
    expect(actions.length).toBeGreaterThan(FIRST_ITEMS);

    // A cache of its own: the other tests' reports stay in SWR's global one.
    const firstLoad = () => (
      <SWRConfig value={{ provider: () => new Map() }}>
        {results({ shown: firstView, items: firstView.items })}
      </SWRConfig>
    );
    const html = renderToString(<MantineProvider theme={theme}>{firstLoad()}</MantineProvider>);
    const page = new DOMParser().parseFromString(html, "text/html");
    const served = page.querySelector("[aria-labelledby=items-to-act-on]")!;
    expect(served.querySelectorAll("li")).toHaveLength(FIRST_ITEMS);
    for (const item of actions.slice(0, FIRST_ITEMS)) {
      expect(served.textContent).toContain(item.finding);
    }
    expect(page.querySelectorAll("tbody tr")).toHaveLength(FIRST_ITEMS);
    for (const item of sectionsOf(whole)
      .flatMap((section) => section.items)
      .slice(0, FIRST_ITEMS))
      expect(page.querySelector(`tbody [id="item-${item.id}"]`)?.textContent).toContain(
        item.finding,
      );

    const get = jest.spyOn(api, "get").mockResolvedValue(whole);
    renderWithTheme(firstLoad());
    // Every row of a long report, on a busy machine: a generous wait.
    await waitFor(() => expect(rows()).toHaveLength(whole.items.length), { timeout: 15_000 });
    expect(get).toHaveBeenCalledWith(`/submissions/${ID}/report`);
    const summary = screen.getByRole("region", { name: "Items to act on" });
    expect(within(summary).getAllByRole("link")).toHaveLength(actions.length);
    for (const item of actions) expect(summary).toHaveTextContent(item.finding);
    expect(
      within(screen.getByRole("region", { name: "Sources consulted" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(sourcesConsulted(whole.items).map(consultedLine));
    expect(screen.getByRole("textbox", { name: "Search" })).toBeEnabled();
    get.mockRestore();
  });

  it("keeps a long report's first view when the rest cannot be read, and says why", async () => {
    const whole = longReport();
    const firstView = reportForCustomerPage(whole);
    const get = jest
      .spyOn(api, "get")
      .mockRejectedValue(new ApiError(503, "The service is busy. Try again in a minute."));
    renderWithTheme(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        {results({ shown: firstView, items: firstView.items })}
      </SWRConfig>,
    );
    expect(
      await screen.findByText(
        "The service is busy. Try again in a minute.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Clearance report, version 2" })).toBeVisible();
    expect(rows()).toHaveLength(FIRST_ITEMS);
    expect(screen.getByRole("textbox", { name: "Search" })).toBeDisabled();
    get.mockRestore();
  });
});

describe("ReportResults for a company's viewer", () => {
  it("shows each item's decision as text, with no decision control and no conversation", () => {
    const decided = view.items.map((item, index) =>
      index === 0
        ? {
            ...item,
            decision: {
              version: 2,
              decision: "accept" as const,
              note: "",
              decided_at: "2026-03-10T09:00:00Z",
            },
          }
        : item,
    );
    renderWithTheme(
      <LoadingProvider>
        <ServerData
          data={[served(routes.submissions.report.get, { id: ID }, { ...view, items: decided })]}
        >
          <ReportResults submissionId={ID} hasScript canDecide={false} canConverse={false} />
        </ServerData>
      </LoadingProvider>,
    );
    expect(rows()).toHaveLength(12);
    expect(screen.queryByRole("combobox", { name: /^Your decision on/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Conversation about/ })).not.toBeInTheDocument();
    expect(screen.getByText("Accept")).toBeInTheDocument();
    expect(screen.getAllByText("No decision yet")).toHaveLength(11);
  });
});
