import { MantineProvider } from "@mantine/core";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";

import { ServerData } from "@/components/ui/server-data";
import { notifications } from "@/components/ui/toast";
import { theme } from "@/config/theme";
import { served } from "@/lib/api-client/route";
import { routes } from "@/lib/api-client/routes";
import type { ClearanceItemsView, ClearanceItemView } from "@/lib/research/views";
import { renderWithTheme } from "@/test/render";
import { at, itemView as item } from "@/test/research-items";

import { filtersOf, itemsApiParams } from "./filters";
import { FIRST_ROWS, ResultsTable } from "./results-table";

jest.mock("next/navigation", () => jest.requireActual<object>("@/test/history-navigation"));

const SUBMISSION = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const ME = "user-me";
const OTHER = "user-other";

const DANA = item("11111111-1111-4111-8111-111111111111", {
  canonical: "Dana Whitlock",
  variants: ["DANA"],
  occurrences: [at(3, "Dana"), at(7, "Dana"), at(8, "Dana"), at(9, "DANA")],
});
const PHONE = item("22222222-2222-4222-8222-222222222222", {
  canonical: "555-0142",
  category: "phone",
  suggested_status: "F555",
  position: 1,
});
const HARBOUR = item("33333333-3333-4333-8333-333333333333", {
  canonical: "Harbour Freight Co.",
  category: "business",
  position: 2,
});

const view = (items: ClearanceItemView[]): ClearanceItemsView => ({
  script: {
    id: "script-1",
    version: 1,
    original_name: "harbour.fountain",
    analysis_status: "done",
    analysis_error: null,
    analysed_at: "2026-11-24T10:00:00Z",
    analysis_ms: 42,
  },
  counts: { character_name: 1, phone: 1, business: 1 },
  progress: {
    total: 3,
    by_state: { detected: 3 },
    by_code: { none: 3 },
    finding_missing: 0,
    sent_back: 0,
  },
  ready: false,
  researchers: [
    { id: ME, email: "me@example.com" },
    { id: OTHER, email: "other@example.com" },
  ],
  items,
});

type Call = { url: string; method: string; body: unknown };

/** The API as the table sees it: `route` answers each call; jsdom has no `Response`. */
function api(route: (call: Call) => [number, unknown] | undefined) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: decodeURIComponent(String(input)),
      method: init?.method ?? "GET",
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    };
    calls.push(call);
    const [status, body] =
      route(call) ??
      // The drawer asks for suggested alternatives; none unless a test says otherwise.
      (call.url.endsWith("/alternatives")
        ? [200, { kind: null, suggestions: [] }]
        : [200, view([DANA, PHONE, HARBOUR])]);
    return { ok: status < 400, status, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

const detail = (of: ClearanceItemView) => ({ item: of, history: [], knowledge: [] });

const table = () => (
  <ResultsTable
    submissionId={SUBMISSION}
    userId={ME}
    submission={{ status: "in_research", due_date: "2026-12-07" }}
  />
);

function renderTable(search = "") {
  window.history.replaceState(null, "", `/admin/submission/${SUBMISSION}${search}`);
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{table()}</SWRConfig>,
  );
}

const rows = () =>
  within(screen.getByRole("table", { name: "Results" }))
    .getAllByRole("row")
    .slice(1);

afterEach(() => jest.restoreAllMocks());

describe("ResultsTable", () => {
  it("renders the first rows in the server's HTML and every row once the page is live", async () => {
    const calls = api(() => undefined);
    window.history.replaceState(null, "", `/admin/submission/${SUBMISSION}`);
    const many = Array.from({ length: FIRST_ROWS + 5 }, (_, index) =>
      item(`item-${index}`, { canonical: `Item ${index}`, position: index }),
    );
    // The server's read, served as the page serves it.
    const read = served(
      routes.admin.items.list,
      { id: SUBMISSION },
      view(many),
      itemsApiParams(filtersOf(new URLSearchParams()), ME),
    );
    const page = () => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <ServerData data={[read]}>{table()}</ServerData>
      </SWRConfig>
    );
    const html = renderToString(<MantineProvider theme={theme}>{page()}</MantineProvider>);
    const rendered = new DOMParser().parseFromString(html, "text/html");
    expect(rendered.querySelectorAll("tbody tr")).toHaveLength(FIRST_ROWS);

    renderWithTheme(page());
    await waitFor(() => expect(rows()).toHaveLength(many.length));
    expect(rows().at(-1)).toHaveTextContent(`Item ${many.length - 1}`);
    expect(calls.filter((call) => call.url.includes("/items"))).toEqual([]);
  });

  it("lists every item with its places compressed, and progress at a glance", async () => {
    api(() => undefined);
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent("Dana Whitlock");
    expect(rows()[0]).toHaveTextContent("also DANA");
    expect(rows()[0]).toHaveTextContent("4 · p. 3, 7–9");
    expect(screen.getByRole("list", { name: "Items per state" })).toHaveTextContent("Detected · 3");
    expect(screen.getByText("Due Dec 7, 2026", { exact: false })).toBeInTheDocument();
  });

  it("puts filters in the URL and asks the API for them; says so when nothing matches", async () => {
    const calls = api((call) =>
      call.url.includes("state=dismissed") ? [200, view([])] : undefined,
    );
    renderTable("?category=phone&assignee=me");
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls[0]!.url).toBe(
      `/api/admin/submissions/${SUBMISSION}/items?category=phone&assignee=${ME}`,
    );
    fireEvent.click(screen.getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByRole("option", { name: "Dismissed", hidden: true }));
    await waitFor(() =>
      expect(window.location.search).toBe("?category=phone&state=dismissed&assignee=me"),
    );
    expect(await screen.findByText("No item matches these filters")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("sends a bulk change for the selected rows, chosen with the mouse or with x, once confirmed", async () => {
    const changed = [
      { id: DANA.id, expected_version: 2 },
      { id: PHONE.id, expected_version: 2 },
    ];
    const calls = api((call) =>
      call.url.endsWith("/bulk/undo")
        ? [200, { restored: 2, refused: [], message: "Undone on 2 items." }]
        : call.url.endsWith("/bulk")
          ? [200, { updated: 2, changed }]
          : undefined,
    );
    const toasts = jest.spyOn(notifications, "show");
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const dana = screen.getByRole("checkbox", { name: "Select Dana Whitlock" });
    fireEvent.click(dana);
    // The keyboard, from the clicked checkbox (a click focuses it): down one row, x selects it.
    fireEvent.keyDown(dana, { key: "j" });
    fireEvent.keyDown(document.body, { key: "x" });
    const toolbar = screen.getByRole("toolbar", { name: "Bulk actions" });
    expect(toolbar).toHaveTextContent("2 selected");
    fireEvent.click(within(toolbar).getByRole("button", { name: "Dismiss" }));
    // More than one item: asked first, and Cancel sends nothing.
    const asked = await screen.findByRole("dialog", { name: "Dismiss 2 items?" });
    fireEvent.click(within(asked).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.url.endsWith("/bulk"))).toBe(false);
    fireEvent.click(within(toolbar).getByRole("button", { name: "Dismiss" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss 2 items?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Dismiss 2 items" }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/bulk"))).toBe(true));
    expect(calls.find((call) => call.url.endsWith("/bulk"))).toEqual({
      url: `/api/admin/submissions/${SUBMISSION}/items/bulk`,
      method: "POST",
      body: { action: "dismiss", item_ids: [DANA.id, PHONE.id] },
    });
    await waitFor(() =>
      expect(screen.queryByRole("toolbar", { name: "Bulk actions" })).not.toBeInTheDocument(),
    );

    // The toast offers Undo for a minute, which sends back the versions the change left.
    const toast = toasts.mock.calls.map(([shown]) => shown).find((shown) => shown.id)!;
    expect(toast.autoClose).toBe(60_000);
    renderWithTheme(<>{toast.message}</>);
    expect(screen.getByText("Dismissed: 2 of 2 items changed.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/bulk/undo"))).toBe(true));
    expect(calls.find((call) => call.url.endsWith("/bulk/undo"))).toEqual({
      url: `/api/admin/submissions/${SUBMISSION}/items/bulk/undo`,
      method: "POST",
      body: { items: changed },
    });
    await waitFor(() =>
      expect(toasts).toHaveBeenLastCalledWith({ color: "green", message: "Undone on 2 items." }),
    );
  });

  it("codes in bulk only with a finding: a canned one picked in a dialog, named per item", async () => {
    const calls = api((call) =>
      call.url.endsWith("/bulk") ? [200, { updated: 2, changed: [] }] : undefined,
    );
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Dana Whitlock" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select 555-0142" }));
    const toolbar = screen.getByRole("toolbar", { name: "Bulk actions" });
    fireEvent.click(within(toolbar).getByRole("combobox", { name: "Set code" }));
    const codes = await screen.findByRole("listbox", { name: "Set code", hidden: true });
    fireEvent.click(within(codes).getByRole("option", { name: /^NC · /, hidden: true }));
    const dialog = await screen.findByRole("dialog", { name: "Set NC · No conflict on 2 items" });
    // Neither item has a finding of its own, so keeping theirs is not offered.
    expect(
      within(dialog).getByRole("radio", { name: /Keep each item's own finding/ }),
    ).toBeDisabled();
    expect(within(dialog).getByText(/2 selected items have no finding yet/)).toBeInTheDocument();
    const apply = within(dialog).getByRole("button", { name: "Set code" });
    expect(apply).toBeDisabled();
    fireEvent.click(
      within(dialog).getByRole("radio", {
        name: "“Dana Whitlock” is too common to point at any one real person.",
      }),
    );
    fireEvent.click(apply);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/bulk"))).toBe(true));
    expect(calls.find((call) => call.url.endsWith("/bulk"))!.body).toEqual({
      action: "set_code",
      code: "NC",
      canned_finding: "nc-common-name",
      item_ids: [DANA.id, PHONE.id],
    });
  });

  it("filters the items coded without a finding", async () => {
    const calls = api(() => undefined);
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole("combobox", { name: "Finding" }));
    fireEvent.click(await screen.findByRole("option", { name: "Finding missing", hidden: true }));
    await waitFor(() => expect(window.location.search).toBe("?finding=missing"));
    await waitFor(() =>
      expect(calls.at(-1)!.url).toBe(`/api/admin/submissions/${SUBMISSION}/items?finding=missing`),
    );
  });

  it("lands on the first row with the first j, then moves row by row", async () => {
    api((call) => (call.url.endsWith(`/items/${DANA.id}`) ? [200, detail(DANA)] : undefined));
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(document.body, { key: "j" });
    expect(rows()[0]).toHaveFocus();
    expect(rows()[0]).toHaveAttribute("aria-current", "true");
    fireEvent.keyDown(rows()[0]!, { key: "j" });
    expect(rows()[1]).toHaveFocus();
    fireEvent.keyDown(rows()[1]!, { key: "k" });
    expect(rows()[0]).toHaveFocus();
    fireEvent.keyDown(rows()[0]!, { key: "Enter" });
    await waitFor(() => expect(window.location.search).toBe(`?item=${DANA.id}`));
  });

  it("links each item's name to the item, so it opens in a new tab too; a click opens the editor", async () => {
    api((call) => (call.url.endsWith(`/items/${PHONE.id}`) ? [200, detail(PHONE)] : undefined));
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    const link = within(rows()[1]!).getByRole("link", { name: "Open 555-0142" });
    expect(link).toHaveAttribute("href", `/admin/submission/${SUBMISSION}?item=${PHONE.id}`);
    // Whether the browser follows the link (jsdom does not navigate: stopped here, recorded).
    const followed: boolean[] = [];
    const record = (event: MouseEvent) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    // Ctrl+click is the browser's (a new tab): the page stays as it is.
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.search).toBe("");
    fireEvent.click(link);
    document.removeEventListener("click", record);
    expect(followed).toEqual([true, false]);
    await waitFor(() => expect(window.location.search).toBe(`?item=${PHONE.id}`));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("opens the editor with Enter, sets a code by its key, and saves with Ctrl+Enter", async () => {
    const saved = { ...DANA, code: "NC" as const, state: "finding_recorded" as const, version: 2 };
    const calls = api((call) => {
      if (call.method === "PATCH") return [200, saved];
      const one = [DANA, PHONE].find(({ id }) => call.url.endsWith(`/items/${id}`));
      return one ? [200, detail(one)] : undefined;
    });
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(document.body, { key: "Enter" });
    const editor = await screen.findByRole("dialog");
    await waitFor(() => expect(window.location.search).toBe(`?item=${DANA.id}`));
    expect(within(editor).getByRole("heading", { name: /Occurrences \(4\)/ })).toBeInTheDocument();
    expect(within(editor).getByRole("link", { name: "Page 3 in the script" })).toHaveAttribute(
      "href",
      `/script/${SUBMISSION}#p3-e9`,
    );
    expect(within(editor).getByRole("link", { name: /Comments/ })).toHaveAttribute(
      "href",
      `/comments/${SUBMISSION}?item=${DANA.id}`,
    );

    // A key typed into a field stays in the field.
    const finding = within(editor).getByRole("textbox", { name: "Finding" });
    fireEvent.keyDown(finding, { key: "c" });
    expect(within(editor).getByRole("combobox", { name: "Code" })).toHaveValue("");
    fireEvent.keyDown(editor, { key: "n" });
    expect(within(editor).getByRole("combobox", { name: "Code" })).toHaveValue(
      "NC · No conflict (n)",
    );
    fireEvent.click(within(editor).getByRole("button", { name: /is too common to point/ }));
    // The canned finding names the item.
    expect(finding).toHaveValue("“Dana Whitlock” is too common to point at any one real person.");
    fireEvent.keyDown(finding, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")).toEqual({
      url: `/api/admin/submissions/${SUBMISSION}/items/${DANA.id}`,
      method: "PATCH",
      body: {
        expected_version: 1,
        state: "finding_recorded",
        code: "NC",
        finding: "“Dana Whitlock” is too common to point at any one real person.",
      },
    });
    // Saved: the next row's editor opens.
    await waitFor(() => expect(window.location.search).toBe(`?item=${PHONE.id}`));
  });

  it("saves a Detected item that kept its old code with Save and next, says when nothing is chosen, and saves a code before its finding", async () => {
    const kept = { ...DANA, code: "NC" as const, finding: "Too common." };
    const calls = api((call) => {
      if (call.method === "PATCH") return [200, { ...kept, state: "finding_recorded", version: 2 }];
      if (call.url.endsWith("/items")) return [200, view([kept, PHONE, HARBOUR])];
      const one = [kept, PHONE, HARBOUR].find(({ id }) => call.url.endsWith(`/items/${id}`));
      return one ? [200, detail(one)] : undefined;
    });
    const shown = jest.spyOn(notifications, "show");
    renderTable(`?item=${DANA.id}`);
    const editor = await screen.findByRole("dialog");
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(editor, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(calls.some((call) => call.method === "PATCH")).toBe(true));
    expect(calls.find((call) => call.method === "PATCH")!.body).toEqual({
      expected_version: 1,
      state: "finding_recorded",
    });
    await waitFor(() => expect(window.location.search).toBe(`?item=${PHONE.id}`));

    // Nothing chosen: nothing is saved, it says why, and the editor stays on the item.
    const phone = await screen.findByRole("dialog", { name: "555-0142" });
    fireEvent.keyDown(phone, { key: "Enter", ctrlKey: true });
    const why = "Nothing saved: choose a code for “555-0142” (press its key) or dismiss it.";
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: why })),
    );
    expect(within(phone).getByText(why)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(1);
    expect(window.location.search).toBe(`?item=${PHONE.id}`);
    // A code without its finding is saved, saying the finding is still to write.
    fireEvent.keyDown(phone, { key: "x" });
    fireEvent.keyDown(phone, { key: "Enter", metaKey: true });
    await waitFor(() => expect(calls.filter((call) => call.method === "PATCH")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PATCH")[1]!.body).toEqual({
      expected_version: PHONE.version,
      state: "finding_recorded",
      code: "C",
    });
  });

  it("clears the items a revision sent back with b, each shown with its verdict and text before", async () => {
    const sentBack = (code: "NC" | "PR", finding: string) => ({
      at: "2026-11-28T09:00:00.000Z",
      state: "finding_recorded" as const,
      code,
      finding,
      reason: "The revised draft changed the text it is in (page 2).",
      changes: [
        {
          after: { ...at(2, "Dana"), snippet: "Dana takes the night ferry." },
          before: { snippet: "Dana takes the bus.", text: "Dana", start: 0 },
        },
      ],
    });
    const dana = { ...DANA, sent_back: sentBack("NC", "Too common.") };
    const harbour = { ...HARBOUR, sent_back: sentBack("PR", "Ask the company.") };
    // The API's items, each kept one as the keep left it.
    const items = new Map([dana, PHONE, harbour].map((one) => [one.id, one as ClearanceItemView]));
    const calls = api((call) => {
      if (call.url.endsWith("/keep-as-before")) {
        const kept = [dana, harbour].find(({ id }) => call.url.includes(id))!;
        const { code, finding } = kept.sent_back;
        const saved = { ...kept, state: "finding_recorded" as const, code, finding, version: 2 };
        items.set(kept.id, saved);
        return [200, saved];
      }
      if (call.url.endsWith("/items")) {
        const listed = view([...items.values()]);
        return [200, { ...listed, progress: { ...listed.progress, sent_back: 2 } }];
      }
      const one = [dana, PHONE, harbour].find(({ id }) => call.url.endsWith(`/items/${id}`));
      return one ? [200, detail(one)] : undefined;
    });
    const shown = jest.spyOn(notifications, "show");
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole("combobox", { name: "Revision" }));
    expect(
      await screen.findByRole("option", { name: "Sent back by revision · 2", hidden: true }),
    ).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: "Escape" });

    fireEvent.keyDown(document.body, { key: "j" });
    fireEvent.keyDown(document.body, { key: "Enter" });
    const editor = await screen.findByRole("dialog", { name: "Dana Whitlock" });
    const panel = within(editor).getByRole("region", { name: "Sent back by the revised draft" });
    expect(panel).toHaveTextContent("The revised draft changed the text it is in (page 2).");
    expect(panel).toHaveTextContent("Before: NC · No conflict");
    expect(panel).toHaveTextContent("Too common.");
    expect(within(panel).getByTestId("text-before")).toHaveTextContent("Dana takes the bus.");
    expect(within(panel).getByTestId("text-now")).toHaveTextContent("Dana takes the night ferry.");
    expect(within(panel).getByRole("button", { name: /Keep as before/ })).toBeInTheDocument();

    fireEvent.keyDown(editor, { key: "b" });
    // The next item waiting opens, past the one not sent back.
    await waitFor(() => expect(window.location.search).toBe(`?item=${HARBOUR.id}`));
    expect(calls.find((call) => call.url.endsWith("/keep-as-before"))).toEqual({
      url: `/api/admin/submissions/${SUBMISSION}/items/${DANA.id}/keep-as-before`,
      method: "POST",
      body: { expected_version: 1 },
    });
    const next = await screen.findByRole("dialog", { name: "Harbour Freight Co." });
    fireEvent.keyDown(next, { key: "b" });
    // None left: the editor closes and says so.
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(calls.filter((call) => call.url.endsWith("/keep-as-before"))).toHaveLength(2);
    expect(shown).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Every item the revised draft sent back is cleared." }),
    );
  });

  it("shows the other researcher's values on a 409, and saves again on their version", async () => {
    const theirs = { ...DANA, code: "CC" as const, finding: "Seen in Ohio.", version: 2 };
    const calls = api((call) => {
      if (call.method === "PATCH")
        return (call.body as { expected_version: number }).expected_version === 1
          ? [409, { message: "Someone else saved this item meanwhile.", current: theirs }]
          : [200, { ...theirs, code: "C", version: 3 }];
      if (call.url.endsWith(`/items/${DANA.id}`)) return [200, detail(DANA)];
      return undefined;
    });
    renderTable(`?item=${DANA.id}`);
    const editor = await screen.findByRole("dialog");
    await waitFor(() =>
      expect(within(editor).getByRole("combobox", { name: "Code" })).toBeInTheDocument(),
    );
    fireEvent.keyDown(editor, { key: "x" });
    fireEvent.click(within(editor).getByRole("button", { name: "Save" }));
    const alert = await within(editor).findByRole("alert");
    expect(alert).toHaveTextContent("Someone else saved this item first");
    expect(alert).toHaveTextContent("Code: CC");
    expect(alert).toHaveTextContent("Finding: Seen in Ohio.");
    // The researcher's own change is still there, to apply again on their version.
    expect(within(editor).getByRole("combobox", { name: "Code" })).toHaveValue("C · Conflict (x)");
    await act(async () => {
      fireEvent.click(within(editor).getByRole("button", { name: "Save" }));
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "PATCH").map((call) => call.body)).toEqual([
        { expected_version: 1, code: "C" },
        { expected_version: 2, code: "C", finding: "" },
      ]),
    );
  });

  it("suggests earlier findings with their age, applies one in a click, and shows the history", async () => {
    api((call) =>
      call.url.endsWith(`/items/${DANA.id}`)
        ? [
            200,
            {
              item: DANA,
              history: [
                {
                  id: "event-1",
                  actor: OTHER,
                  actor_email: "other@example.com",
                  action: "updated",
                  before: { code: null, assignee_id: null },
                  after: { code: "CC", assignee_id: ME },
                  created_at: "2026-11-25T10:00:00Z",
                },
              ],
              knowledge: [
                {
                  item_id: "earlier",
                  code: "NC",
                  finding: "Too common to point at anyone.",
                  recommendation: "Keep it.",
                  order_number: "NCS-000123",
                  updated_at: "2026-03-04T10:00:00Z",
                },
              ],
            },
          ]
        : undefined,
    );
    renderTable(`?item=${DANA.id}`);
    const editor = await screen.findByRole("dialog");
    expect(
      await within(editor).findByText(
        /^Cleared NC on .+ for order NCS-000123 \(\d+ (months?|years?) ago\)$/,
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole("button", { name: "Apply" }));
    expect(within(editor).getByRole("combobox", { name: "Code" })).toHaveValue(
      "NC · No conflict (n)",
    );
    expect(within(editor).getByRole("textbox", { name: "Finding" })).toHaveValue(
      "Too common to point at anyone.",
    );
    expect(within(editor).getByRole("textbox", { name: "Recommendation" })).toHaveValue("Keep it.");
    const history = within(editor).getByRole("list", { name: "History" });
    expect(history).toHaveTextContent("other@example.com saved");
    expect(history).toHaveTextContent("Code: — → CC");
    expect(history).toHaveTextContent("Assignee: — → me@example.com");
  });

  it("lists the shortcuts on ?", async () => {
    api(() => undefined);
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.keyDown(document.body, { key: "?" });
    const help = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    expect(help).toHaveTextContent("In the editor: set F555 (Fictional phone number)");
  });

  it("merges the selection into the item chosen to keep, and adds an item by category and text", async () => {
    const calls = api((call) => {
      if (call.url.endsWith("/merge")) return [200, { ...HARBOUR, variants: ["555-0142"] }];
      if (call.method === "POST") return [201, item("new", { canonical: "Gull Lane" })];
      return undefined;
    });
    renderTable();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select 555-0142" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Harbour Freight Co." }));
    fireEvent.click(screen.getByRole("button", { name: "Merge…" }));
    const merging = await screen.findByRole("dialog", { name: "Merge 2 items" });
    // One occurrence each, counted in the singular; the categories differ, and the dialog says
    // which one the merged item keeps as the choice changes.
    expect(
      within(merging).getByRole("radio", { name: "555-0142 · Telephone number (1 occurrence)" }),
    ).toBeChecked();
    const warning = within(merging).getByRole("alert");
    expect(warning).toHaveTextContent("These items are in different categories");
    expect(warning).toHaveTextContent("Telephone number, Business name.");
    expect(warning).toHaveTextContent("The merged item stays in Telephone number");
    fireEvent.click(within(merging).getByRole("radio", { name: /^Harbour Freight Co\./ }));
    expect(warning).toHaveTextContent("The merged item stays in Business name");
    fireEvent.click(within(merging).getByRole("button", { name: "Merge" }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/merge"))).toBe(true));
    expect(calls.find((call) => call.url.endsWith("/merge"))!.body).toEqual({
      keep_id: HARBOUR.id,
      item_ids: [PHONE.id, HARBOUR.id],
    });

    fireEvent.click(screen.getByRole("button", { name: "Add item" }));
    const adding = await screen.findByRole("dialog", { name: "Add an item" });
    fireEvent.click(within(adding).getByRole("button", { name: "Add" }));
    expect(
      await within(adding).findByText("Choose a category and type the item's text."),
    ).toBeInTheDocument();
    fireEvent.click(within(adding).getByRole("combobox", { name: "Category" }));
    fireEvent.click(await screen.findByRole("option", { name: "Street address", hidden: true }));
    fireEvent.change(within(adding).getByRole("textbox", { name: "Text" }), {
      target: { value: " Gull Lane " },
    });
    fireEvent.click(within(adding).getByRole("button", { name: "Add" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").at(-1)).toEqual({
        url: `/api/admin/submissions/${SUBMISSION}/items`,
        method: "POST",
        body: { category: "address", text: "Gull Lane" },
      }),
    );
  });

  it("splits the chosen occurrences off into a new item", async () => {
    const calls = api((call) => {
      if (call.url.endsWith("/split"))
        return [200, { kept: DANA, split: item("split", { canonical: "DANA" }) }];
      if (call.url.endsWith(`/items/${DANA.id}`)) return [200, detail(DANA)];
      return undefined;
    });
    renderTable(`?item=${DANA.id}`);
    const editor = await screen.findByRole("dialog");
    fireEvent.click(
      within(editor).getAllByRole("checkbox", { name: /^Move the occurrence on page 9/ })[0]!,
    );
    fireEvent.change(within(editor).getByRole("textbox", { name: "New item's name" }), {
      target: { value: "DANA" },
    });
    fireEvent.click(within(editor).getByRole("button", { name: "Split 1 into a new item" }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("/split"))).toBe(true));
    expect(calls.find((call) => call.url.endsWith("/split"))).toEqual({
      url: `/api/admin/submissions/${SUBMISSION}/items/${DANA.id}/split`,
      method: "POST",
      body: { expected_version: DANA.version, occurrences: [3], text: "DANA" },
    });
  });

  it("reloads the item with nothing chosen when a split is refused because the item changed", async () => {
    const calls = api((call) => {
      if (call.url.endsWith("/split"))
        return [409, { message: "Someone else saved this item meanwhile.", current: DANA }];
      if (call.url.endsWith(`/items/${DANA.id}`)) return [200, detail(DANA)];
      return undefined;
    });
    const reads = () => calls.filter((call) => call.url.endsWith(`/items/${DANA.id}`)).length;
    renderTable(`?item=${DANA.id}`);
    const editor = await screen.findByRole("dialog");
    const choice = () =>
      within(editor).getAllByRole("checkbox", { name: /^Move the occurrence on page 9/ })[0]!;
    fireEvent.click(choice());
    expect(choice()).toBeChecked();
    const before = reads();
    fireEvent.click(within(editor).getByRole("button", { name: "Split 1 into a new item" }));
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
    expect(choice()).not.toBeChecked();
  });
});
