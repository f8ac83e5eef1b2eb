import { randomUUID } from "node:crypto";

import { orderNumber } from "@/config/orders";
import { upsertProfile } from "@/lib/auth/profiles";
import { db } from "@/lib/db/client";
import { orders, revisions, scriptFiles, submissions } from "@/lib/db/schema";
import type { AdminOrderPage } from "@/lib/orders/admin-list";
import { dueDateAfter } from "@/lib/orders/due-date";
import { signedInCustomer, startAuth, stopAuth, type Customer } from "@/test/signed-in";

import { GET as exportOrders } from "./export/route";
import { GET as listOrders } from "./route";

jest.setTimeout(60_000);

// Other test files share the database: every row here belongs to customers whose e-mail holds
// this run's tag, so `q=<tag>` lists exactly this file's orders.
const tag = randomUUID().slice(0, 8);
const emailOf = (who: string) => `orders-${tag}-${who}@example.com`;

type SubmissionValues = Omit<typeof submissions.$inferInsert, "ownerId">;
type OrderValues = Pick<typeof orders.$inferInsert, "status" | "method" | "total"> &
  Partial<typeof orders.$inferInsert>;

async function customer(who: string): Promise<string> {
  const id = randomUUID();
  await upsertProfile(id, emailOf(who));
  return id;
}

async function submission(owner: string, values: SubmissionValues, ...placed: OrderValues[]) {
  const [row] = await db()
    .insert(submissions)
    .values({ ownerId: owner, updatedAt: values.createdAt, ...values })
    .returning();
  const numbers: string[] = [];
  for (const order of placed) {
    const [inserted] = await db()
      .insert(orders)
      .values({
        submissionId: row!.id,
        userId: owner,
        currency: "USD",
        subtotal: order.total,
        discount: 0,
        tax: 0,
        ...order,
      })
      .returning({ number: orders.number });
    numbers.push(orderNumber(inserted!.number));
  }
  return { id: row!.id, numbers };
}

const now = new Date();
const today = dueDateAfter(now, 0);
const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
const paidOrder = (total: number, method: OrderValues["method"] = "card"): OrderValues => ({
  status: "paid",
  method,
  total,
  paidAt: now,
});

let admin: Customer;
let alpha: { id: string; numbers: string[] };
let bravo: { id: string };
let charlie: { id: string };
let delta: { id: string };
let echo: { id: string };
let foxtrot: { id: string };

const BRAVO_TITLE = 'Bravo, "the sequel"\nPart 2';
const CHARLIE_TITLE = '=HYPERLINK("http://example.com","Click")';
const LISTED = 28;

beforeAll(async () => {
  await startAuth();
  admin = await signedInCustomer({ admin: true });
  const [a, b, c] = await Promise.all([customer("a"), customer("b"), customer("c")]);
  // A lapsed checkout, then the paid one: the list shows the latest.
  alpha = await submission(
    a,
    {
      title: `Alpha Lighthouse-${tag}`,
      status: "paid",
      createdAt: new Date("2026-03-02T10:00:00Z"),
      dueDate: dueDateAfter(now, 5),
    },
    { status: "expired", method: "card", total: 50_000, createdAt: new Date("2026-03-02T10:00Z") },
    { ...paidOrder(45_000), createdAt: new Date("2026-03-02T11:00:00Z") },
  );
  bravo = await submission(
    b,
    {
      title: BRAVO_TITLE,
      status: "in_research",
      createdAt: new Date("2026-03-31T23:30:00Z"), // the last half hour of March 31 (UTC)
      dueDate: yesterday,
    },
    paidOrder(30_000, "bank_transfer"),
  );
  charlie = await submission(
    a,
    { title: CHARLIE_TITLE, status: "awaiting_payment", createdAt: new Date("2026-04-01T00:00Z") },
    { status: "pending", method: "card", total: 60_000 },
  );
  delta = await submission(
    b,
    {
      title: "Delta",
      status: "delivered",
      createdAt: new Date("2026-04-15T12:00:00Z"),
      dueDate: "2026-04-29",
    },
    paidOrder(0, "free"),
  );
  echo = await submission(a, {
    title: `Echo Lighthouse-${tag}`,
    status: "draft",
    createdAt: new Date("2026-03-05T09:00:00Z"),
  });
  foxtrot = await submission(c, {
    title: "Foxtrot",
    status: "cancelled",
    createdAt: new Date("2026-04-20T09:00:00Z"),
  });
  for (let n = 0; n < 23; n += 1) {
    await submission(
      c,
      {
        title: `Filler ${n}`,
        status: "paid",
        createdAt: new Date(Date.UTC(2026, 4, 1, n)),
        dueDate: today,
      },
      paidOrder(10_000 + n),
    );
  }
});

afterAll(stopAuth);

const get = (query: Record<string, string>) =>
  listOrders(admin.request("GET", `/api/admin/orders?${new URLSearchParams(query)}`));

async function list(query: Record<string, string>): Promise<AdminOrderPage> {
  const response = await get(query);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOrderPage;
}

const idsOf = async (query: Record<string, string>) =>
  (await list(query)).items.map((item) => item.correlation_id);

describe("GET /api/admin/orders", () => {
  it("lists every submission past draft with its customer, latest order and SLA, newest first", async () => {
    const page = await list({ q: tag });
    expect(page).toMatchObject({ page: 1, page_size: 25, total_items: LISTED });
    expect(page.items).toHaveLength(25);
    expect(page.items[0]!.title).toBe("Filler 22");
    const ids = [...page.items, ...(await list({ q: tag, page: "2" })).items].map(
      (item) => item.correlation_id,
    );
    expect(new Set(ids).size).toBe(LISTED);
    expect(ids).not.toContain(echo.id);

    const [expired, paid] = alpha.numbers;
    const [alphaRow] = (await list({ q: `lighthouse-${tag}` })).items;
    const paidView = {
      number: paid,
      status: "paid",
      method: "card",
      total: 45_000,
      discount: 0,
      currency: "USD",
      paid_at: now.toISOString(),
    };
    expect(alphaRow).toEqual({
      correlation_id: alpha.id,
      title: `Alpha Lighthouse-${tag}`,
      customer_email: emailOf("a"),
      assignee_email: null,
      waiting: [],
      needs_you: false,
      status: "paid",
      order: paidView,
      // Every order, the lapsed checkout too, oldest first; what was paid in all.
      orders: [
        {
          number: expired,
          status: "expired",
          method: "card",
          total: 50_000,
          discount: 0,
          currency: "USD",
          paid_at: null,
          revision: null,
          refunded: 0,
        },
        { ...paidView, revision: null, refunded: 0 },
      ],
      total_paid: 45_000,
      due_date: dueDateAfter(now, 5),
      sla: "on_track",
      created_at: "2026-03-02T10:00:00.000Z",
      updated_at: "2026-03-02T10:00:00.000Z",
    });
    expect(page.items[0]!.sla).toBe("due_soon");
    expect((await list({ q: tag, status: "in_research" })).items[0]!.sla).toBe("overdue");
    expect((await list({ q: tag, status: "cancelled" })).items).toEqual([
      expect.objectContaining({ correlation_id: foxtrot.id, order: null, sla: null }),
    ]);
  });

  it("filters by status", async () => {
    expect(await idsOf({ q: tag, status: "in_research" })).toEqual([bravo.id]);
    const [delivered] = (await list({ q: tag, status: "delivered" })).items;
    expect(delivered).toMatchObject({ correlation_id: delta.id, sla: "done" });
    expect((await list({ q: tag, status: "paid" })).total_items).toBe(24);
  });

  it("filters by the latest order's payment and method", async () => {
    expect(await idsOf({ q: tag, payment: "pending" })).toEqual([charlie.id]);
    expect(await idsOf({ q: tag, method: "bank_transfer" })).toEqual([bravo.id]);
    expect(await idsOf({ q: tag, payment: "paid", method: "free" })).toEqual([delta.id]);
    // Alpha's lapsed checkout is not its latest order.
    expect(await idsOf({ q: tag, payment: "expired" })).toEqual([]);
  });

  it("filters by the day created, both ends included, in UTC", async () => {
    expect(await idsOf({ q: tag, from: "2026-03-01", to: "2026-03-31" })).toEqual([
      bravo.id,
      alpha.id,
    ]);
    expect(await idsOf({ q: tag, from: "2026-04-01", to: "2026-04-01" })).toEqual([charlie.id]);
    expect((await list({ q: tag, from: "2026-05-01" })).total_items).toBe(23);
    expect(await idsOf({ q: tag, to: "2026-03-30" })).toEqual([alpha.id]);
  });

  it("searches titles and e-mails, ignoring case and taking wildcards literally", async () => {
    expect(await idsOf({ q: `LIGHTHOUSE-${tag}` })).toEqual([alpha.id]);
    expect(await idsOf({ q: `Lighthouse_${tag}` })).toEqual([]);
    expect(await idsOf({ q: emailOf("b") })).toEqual([delta.id, bravo.id]);
  });

  it("searches order numbers as NCS-000123, 000123 or 123, lapsed ones included", async () => {
    const [expired, paid] = alpha.numbers as [string, string];
    expect(await idsOf({ q: paid })).toEqual([alpha.id]);
    expect(await idsOf({ q: paid.toLowerCase() })).toEqual([alpha.id]);
    // Bare digits may also be in another test's title, so only inclusion is certain.
    expect(await idsOf({ q: paid.slice("NCS-".length) })).toContain(alpha.id);
    expect(await idsOf({ q: String(Number(paid.slice("NCS-".length))) })).toContain(alpha.id);
    const [found] = (await list({ q: expired })).items;
    expect(found).toMatchObject({ correlation_id: alpha.id, order: { number: paid } });
  });

  it("sorts by total either way, orders without a total last", async () => {
    const totals = async (dir: string) => {
      const query = { q: tag, sort: "total", dir };
      const pages = [await list(query), await list({ ...query, page: "2" })];
      return pages.flatMap((page) => page.items.map((item) => item.order?.total ?? null));
    };
    const ascending = await totals("asc");
    expect(ascending.slice(0, 3)).toEqual([0, 10_000, 10_001]);
    expect(ascending.slice(-3)).toEqual([45_000, 60_000, null]);
    const descending = await totals("desc");
    expect(descending.slice(0, 3)).toEqual([60_000, 45_000, 30_000]);
    expect(descending.slice(-2)).toEqual([0, null]);
  });

  it("sorts by status in the order of the workflow", async () => {
    expect((await idsOf({ q: tag, sort: "status", dir: "asc" }))[0]).toBe(charlie.id);
    expect((await idsOf({ q: tag, sort: "status", dir: "desc" }))[0]).toBe(foxtrot.id);
  });

  it("pages through the matches and counts them all", async () => {
    const second = await list({ q: tag, sort: "total", dir: "asc", page: "2" });
    expect(second).toMatchObject({ page: 2, total_items: LISTED });
    expect(second.items.map((item) => item.order?.total ?? null)).toEqual([45_000, 60_000, null]);
    const beyond = await list({ q: tag, page: "3" });
    expect(beyond).toMatchObject({ items: [], total_items: LISTED });
  });

  it("answers a bad parameter with 400 and what is wrong", async () => {
    const cases: [Record<string, string>, { field?: string; message: string | RegExp }][] = [
      [{ status: "draft" }, { field: "status", message: /^Use one of awaiting_payment, paid, / }],
      [
        { sort: "price" },
        { field: "sort", message: "Use one of created, updated, due, total, status, title." },
      ],
      [{ from: "31/03/2026" }, { field: "from", message: "Use a date such as 2026-03-31." }],
      [
        { from: "2026-04-01", to: "2026-03-01" },
        { field: "to", message: "The end date is before the start date." },
      ],
      [{ page: "0" }, { message: "page starts at 1" }],
    ];
    for (const [query, { field, message }] of cases) {
      const response = await get(query);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; field?: string };
      expect(body.field).toBe(field);
      expect(body.message).toMatch(message);
    }
  });
});

describe("GET /api/admin/orders/export", () => {
  const csv = async (query: Record<string, string>) => {
    const response = await exportOrders(
      admin.request("GET", `/api/admin/orders/export?${new URLSearchParams(query)}`),
    );
    expect(response.status).toBe(200);
    return response;
  };
  // Each record ends with the submission's id and CRLF, whatever line breaks its title holds.
  const recordsOf = (body: string) => body.match(/,[0-9a-f-]{36}\r\n/g) ?? [];

  it("downloads every matching order, not one page, as CSV named for today", async () => {
    const response = await csv({ q: tag, page: "2" });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="orders-${today}\\.csv"`),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // A byte order mark, so spreadsheet apps read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = bytes.subarray(3).toString("utf8");
    expect(body.split("\r\n")[0]).toBe(
      "Order,Kind,Title,Customer,Status,Payment,Method,Total,Refunded,Paid,Currency,Paid at,Due date,SLA,Created,Updated,Submission",
    );
    // One record per order (Alpha has two), one for a submission without any.
    expect(recordsOf(body)).toHaveLength(LISTED + 1);
    expect(body).not.toContain(echo.id);
    const alphaTail = `${dueDateAfter(now, 5)},On track,2026-03-02T10:00:00.000Z,2026-03-02T10:00:00.000Z,${alpha.id}\r\n`;
    expect(body).toContain(
      `\r\n${alpha.numbers[0]},First order,Alpha Lighthouse-${tag},${emailOf("a")},Paid,Checkout expired,Card,500.00,0.00,0.00,USD,,${alphaTail}`,
    );
    expect(body).toContain(
      `\r\n${alpha.numbers[1]},First order,Alpha Lighthouse-${tag},${emailOf("a")},Paid,Paid,Card,450.00,0.00,450.00,USD,${now.toISOString()},${alphaTail}`,
    );
    expect(body).toContain(
      `\r\n,,Foxtrot,${emailOf("c")},Cancelled,,,,,,,,,,2026-04-20T09:00:00.000Z,`,
    );
  });

  it("quotes commas, quotes and line breaks, and defuses formulas", async () => {
    const body = await (await csv({ q: tag })).text();
    expect(body).toContain(`,"Bravo, ""the sequel""\nPart 2",${emailOf("b")},In research,`);
    expect(body).toContain(
      `,"'=HYPERLINK(""http://example.com"",""Click"")",${emailOf("a")},Awaiting payment,`,
    );
  });

  it("applies the list's filters", async () => {
    const body = await (await csv({ q: tag, status: "in_research" })).text();
    expect(recordsOf(body)).toEqual([`,${bravo.id}\r\n`]);
    const refused = await exportOrders(
      admin.request("GET", "/api/admin/orders/export?dir=sideways"),
    );
    expect(refused.status).toBe(400);
  });
});

describe("a submission's orders", () => {
  // Customers of their own, outside the other tests' `q=<tag>`.
  const other = randomUUID().slice(0, 8);
  let golf: { id: string; numbers: string[] };
  let hotel: { id: string; numbers: string[] };

  /** A revised draft uploaded at `at`: the orders placed after it pay for its changed pages. */
  async function revision(submissionId: string, at: Date) {
    const files = await db()
      .insert(scriptFiles)
      .values(
        [1, 2].map((version) => ({
          submissionId,
          version,
          originalName: `draft-${version}.fountain`,
          format: "fountain" as const,
          sizeBytes: 1,
          sha256: `${version}`.repeat(64),
          status: "failed" as const,
        })),
      )
      .returning({ id: scriptFiles.id });
    await db().insert(revisions).values({
      submissionId,
      previousScriptFileId: files[0]!.id,
      scriptFileId: files[1]!.id,
      paidAt: at,
      createdAt: at,
    });
  }

  beforeAll(async () => {
    const [owner, refundedOwner] = await Promise.all([
      customer(`golf-${other}`),
      customer(`hotel-${other}`),
    ]);
    golf = await submission(
      owner,
      { title: `Golf ${other}`, status: "in_research", createdAt: new Date("2026-06-01T09:00Z") },
      { ...paidOrder(164_880), createdAt: new Date("2026-06-01T10:00Z") },
      { ...paidOrder(22_800, "bank_transfer"), createdAt: new Date("2026-06-20T10:00Z") },
    );
    await revision(golf.id, new Date("2026-06-19T10:00Z"));
    hotel = await submission(
      refundedOwner,
      { title: `Hotel ${other}`, status: "paid", createdAt: new Date("2026-06-02T09:00Z") },
      { ...paidOrder(50_000), refunded: 20_000 },
    );
  });

  it("lists the first order and a revision's delta with what the submission took in all", async () => {
    const [golfRow] = (await list({ q: `golf-${other}` })).items;
    expect(golfRow).toMatchObject({
      correlation_id: golf.id,
      order: { number: golf.numbers[1], total: 22_800 },
      orders: [
        { number: golf.numbers[0], revision: null, status: "paid", method: "card", total: 164_880 },
        {
          number: golf.numbers[1],
          revision: 1,
          status: "paid",
          method: "bank_transfer",
          total: 22_800,
        },
      ],
      total_paid: 187_680,
    });
    const [hotelRow] = (await list({ q: `hotel-${other}` })).items;
    expect(hotelRow).toMatchObject({
      orders: [{ number: hotel.numbers[0], total: 50_000, refunded: 20_000 }],
      total_paid: 30_000,
    });
  });

  it("exports each order on its own record, so the Paid column sums to what was taken", async () => {
    /** The export's records for customers matching `q`, each cut to its first 11 cells. */
    const recordsFor = async (q: string) => {
      const response = await exportOrders(admin.request("GET", `/api/admin/orders/export?q=${q}`));
      const [, ...records] = (await response.text()).trimEnd().split("\r\n");
      return records.map((record) => record.split(",").slice(0, 11).join(","));
    };
    const golfOf = `Golf ${other},${emailOf(`golf-${other}`)},In research,Paid`;
    expect(await recordsFor(`golf-${other}`)).toEqual([
      `${golf.numbers[0]},First order,${golfOf},Card,1648.80,0.00,1648.80,USD`,
      `${golf.numbers[1]},Revision 1 (changed pages),${golfOf},Bank transfer,228.00,0.00,228.00,USD`,
    ]);
    expect(await recordsFor(`hotel-${other}`)).toEqual([
      `${hotel.numbers[0]},First order,Hotel ${other},${emailOf(`hotel-${other}`)},Paid,Paid,Card,500.00,200.00,300.00,USD`,
    ]);
  });
});
