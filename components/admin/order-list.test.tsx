import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";

import type { AdminOrderListItem, AdminOrderPage } from "@/lib/orders/admin-list";
import { renderWithTheme } from "@/test/render";

import { OrderList } from "./order-list";

jest.mock("next/navigation", () => jest.requireActual<object>("@/test/history-navigation"));

const FIRST_ORDER = {
  number: "NCS-000123",
  status: "paid",
  method: "card",
  total: 36_000,
  discount: 9_000,
  currency: "USD",
  paid_at: "2026-11-23T10:00:00Z",
} as const;

const ROW: AdminOrderListItem = {
  correlation_id: "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e",
  title: "Night Ferry",
  customer_email: "rosa@example.com",
  status: "in_research",
  order: FIRST_ORDER,
  orders: [{ ...FIRST_ORDER, revision: null, refunded: 0 }],
  total_paid: 36_000,
  due_date: "2026-12-07",
  sla: "due_soon",
  assignee_email: "ines@example.com",
  waiting: [],
  needs_you: false,
  created_at: "2026-11-20T10:00:00Z",
  updated_at: "2026-11-23T10:00:00Z",
};

const pageOf = (items: AdminOrderListItem[], total = items.length): AdminOrderPage => ({
  items,
  page: 1,
  page_size: 25,
  total_items: total,
});

/** Answers every API call with `body`; jsdom has no `Response`, so a stand-in with what is read. */
function answer(body: unknown, status = 200) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const calledUrls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)));

function renderList(search = "") {
  window.history.replaceState(null, "", `/admin/list${search}`);
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <OrderList />
    </SWRConfig>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe("OrderList", () => {
  it("shows each order with its customer, payment, due date and SLA, linked to the submission", async () => {
    const fetchMock = answer(pageOf([ROW]));
    renderList();
    const row = (await screen.findByRole("link", { name: "Night Ferry" })).closest("tr")!;
    expect(within(row).getByRole("link")).toHaveAttribute(
      "href",
      `/admin/submission/${ROW.correlation_id}`,
    );
    // The status shows twice: under the title below `sm`, and in its own column from `sm` up.
    expect(row).toHaveTextContent(
      "NCS-000123Night FerryIn researchrosa@example.comIn researchPaidCard$360.00Dec 7, 2026Due soon",
    );
    expect(screen.getByText("1 order")).toBeInTheDocument();
    expect(screen.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    expect(calledUrls(fetchMock)).toEqual(["/api/admin/orders"]);
  });

  it("shows each order of a submission under it, and what the submission paid in all", async () => {
    const delta = {
      ...FIRST_ORDER,
      number: "NCS-000140",
      method: "bank_transfer",
      total: 22_800,
      discount: 0,
      paid_at: "2026-12-01T10:00:00Z",
      revision: 1,
      refunded: 2_800,
    } as const;
    answer(
      pageOf([
        {
          ...ROW,
          order: delta,
          orders: [{ ...FIRST_ORDER, revision: null, refunded: 0 }, delta],
          total_paid: 56_000,
        },
      ]),
    );
    renderList();
    const row = (await screen.findByRole("link", { name: "Night Ferry" })).closest("tr")!;
    expect(row).toHaveTextContent("$228.00Paid in all $560.00");
    const [first, revision] = [
      row.nextElementSibling!,
      row.nextElementSibling!.nextElementSibling!,
    ];
    expect(first).toHaveTextContent(
      "NCS-000123First orderNCS-000123 · Paid · CardPaidCard, Nov 23, 2026$360.00",
    );
    expect(revision).toHaveTextContent(
      "NCS-000140Revision 1 (changed pages)NCS-000140 · Paid · Bank transferPaidBank transfer, Dec 1, 2026$228.00Refunded $28.00",
    );
    expect(revision.nextElementSibling).toBeNull();
    // The count is of submissions, whatever their orders.
    expect(screen.getByText("1 order")).toBeInTheDocument();
  });

  it("shows no order rows under a submission with one order", async () => {
    answer(pageOf([ROW]));
    renderList();
    const row = (await screen.findByRole("link", { name: "Night Ferry" })).closest("tr")!;
    expect(row.nextElementSibling).toBeNull();
    expect(row).not.toHaveTextContent("Paid in all");
  });

  it("reads its filters from the URL and sorts by a column header, flipping on a second click", async () => {
    const fetchMock = answer(pageOf([ROW]));
    renderList("?status=in_research&page=2&unknown=1");
    await screen.findByRole("link", { name: "Night Ferry" });
    expect(calledUrls(fetchMock)[0]).toBe("/api/admin/orders?status=in_research&page=2");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("In research");

    fireEvent.click(screen.getByRole("button", { name: "Total" }));
    await waitFor(() =>
      expect(window.location.search).toBe("?status=in_research&sort=total&dir=desc"),
    );
    expect(screen.getByRole("columnheader", { name: "Total" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    fireEvent.click(screen.getByRole("button", { name: "Total" }));
    await waitFor(() =>
      expect(screen.getByRole("columnheader", { name: "Total" })).toHaveAttribute(
        "aria-sort",
        "ascending",
      ),
    );
    await waitFor(() =>
      expect(calledUrls(fetchMock)).toContain(
        "/api/admin/orders?status=in_research&sort=total&dir=asc",
      ),
    );
    expect(screen.getByRole("columnheader", { name: "Created" })).toHaveAttribute(
      "aria-sort",
      "none",
    );
  });

  it("marks the orders that need you, and filters them from the URL", async () => {
    const waiting: AdminOrderListItem = {
      ...ROW,
      sla: "needs_reply",
      waiting: ["message", "proforma"],
      needs_you: true,
    };
    const fetchMock = answer(pageOf([waiting]));
    renderList("?attention=needs_you");
    const row = (await screen.findByRole("link", { name: "Night Ferry" })).closest("tr")!;
    expect(
      within(row).getByLabelText("Needs you: Customer message, Proforma requested"),
    ).toHaveTextContent("Needs you");
    expect(row).toHaveTextContent("Needs reply");
    expect(calledUrls(fetchMock)[0]).toBe("/api/admin/orders?attention=needs_you");
    expect(screen.getByRole("combobox", { name: "Waiting" })).toHaveValue("Needs you");
  });

  it("shows no badge on an order that needs nobody", async () => {
    answer(pageOf([ROW]));
    renderList();
    const row = (await screen.findByRole("link", { name: "Night Ferry" })).closest("tr")!;
    expect(within(row).queryByText("Needs you")).not.toBeInTheDocument();
  });

  it("searches a moment after the last key, from page 1", async () => {
    jest.useFakeTimers();
    try {
      const fetchMock = answer(pageOf([ROW]));
      renderList("?page=3");
      const field = await screen.findByRole("searchbox", { name: "Search" });
      fireEvent.change(field, { target: { value: "NCS-0" } });
      fireEvent.change(field, { target: { value: "NCS-000123 " } });
      expect(window.location.search).toBe("?page=3");
      act(() => jest.advanceTimersByTime(300));
      expect(window.location.search).toBe("?q=NCS-000123");
      expect(field).toHaveValue("NCS-000123 ");
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(calledUrls(fetchMock)).toContain("/api/admin/orders?q=NCS-000123");
    } finally {
      jest.useRealTimers();
    }
  });

  it("says when no order matches, and clears the filters, the search field with them", async () => {
    answer(pageOf([]));
    renderList("?q=nothing&payment=failed&sort=title&dir=asc");
    await screen.findByText("No orders match these filters.");
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("nothing");
    const [inToolbar] = screen.getAllByRole("button", { name: "Clear filters" });
    fireEvent.click(inToolbar!);
    await waitFor(() => expect(window.location.search).toBe("?sort=title&dir=asc"));
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  it("shows the API's reason when the list cannot be loaded", async () => {
    answer({ message: "The end date is before the start date.", field: "to" }, 400);
    renderList("?from=2026-04-01&to=2026-03-01");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The end date is before the start date.",
    );
  });

  it("downloads the CSV of the current filters, not of the page", async () => {
    answer(pageOf([ROW], 60));
    renderList("?method=card&page=2");
    const exportLink = await screen.findByRole("link", { name: "Export CSV" });
    expect(exportLink).toHaveAttribute("href", "/api/admin/orders/export?method=card");
    expect(screen.getByText("60 orders")).toBeInTheDocument();

    const csv = new Blob(["Order,Title\r\n"], { type: "text/csv" });
    const fetchMock = jest.fn(async () => ({
      ok: true,
      status: 200,
      headers: new Map([["content-disposition", 'attachment; filename="orders-2026-11-23.csv"']]),
      blob: async () => csv,
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    URL.createObjectURL = jest.fn(() => "blob:orders");
    URL.revokeObjectURL = jest.fn();
    const saved: { href: string; download: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    fireEvent.click(exportLink);
    await waitFor(() =>
      expect(saved).toEqual([{ href: "blob:orders", download: "orders-2026-11-23.csv" }]),
    );
    expect(calledUrls(fetchMock)).toEqual(["/api/admin/orders/export?method=card"]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(csv);
  });
});
