import { problemResponse } from "@/lib/http/problems";

import { orderNumberIn, ordersQuery } from "./admin-list";

const parse = (query: string) => ordersQuery(new URLSearchParams(query));

/** The 400 the API answers a bad query with: the field, and what is wrong with it. */
async function refusal(query: string): Promise<{ message: string; field?: string }> {
  let response: Response | undefined;
  try {
    parse(query);
  } catch (error) {
    response = problemResponse(error);
  }
  expect(response?.status).toBe(400);
  return (await response!.json()) as { message: string; field?: string };
}

describe("orderNumberIn", () => {
  it("reads an order number however it is typed", () => {
    expect(orderNumberIn("NCS-000123")).toBe(123);
    expect(orderNumberIn("ncs-123")).toBe(123);
    expect(orderNumberIn("NCS 000123")).toBe(123);
    expect(orderNumberIn("000123")).toBe(123);
    expect(orderNumberIn(" 123 ")).toBe(123);
  });

  it("finds none in other text", () => {
    expect(orderNumberIn("Night Ferry")).toBeUndefined();
    expect(orderNumberIn("NCS-")).toBeUndefined();
    expect(orderNumberIn("12a")).toBeUndefined();
    expect(orderNumberIn("1234567890")).toBeUndefined(); // more than an order number holds
  });
});

describe("ordersQuery", () => {
  it("sorts newest first on page 1 when nothing is asked", () => {
    expect(parse("")).toEqual({ sort: "created", dir: "desc", page: 1 });
  });

  it("reads every filter, and takes empty ones as absent", () => {
    expect(
      parse(
        "status=in_research&payment=paid&method=card&from=2026-03-01&to=2026-03-31&q=+Ferry+&sort=total&dir=asc&page=2",
      ),
    ).toEqual({
      status: "in_research",
      payment: "paid",
      method: "card",
      from: "2026-03-01",
      to: "2026-03-31",
      q: "Ferry",
      sort: "total",
      dir: "asc",
      page: 2,
    });
    expect(parse("status=&q=&from=&page=")).toEqual({ sort: "created", dir: "desc", page: 1 });
  });

  it("says what is wrong with a bad parameter", async () => {
    const cases: [string, { field?: string; message: unknown }][] = [
      [
        "status=draft",
        { field: "status", message: expect.stringMatching(/^Use one of awaiting_payment, paid, /) },
      ],
      [
        "payment=maybe",
        { field: "payment", message: "Use one of pending, paid, failed, expired, cancelled." },
      ],
      [
        "sort=price",
        { field: "sort", message: "Use one of created, updated, due, total, status, title." },
      ],
      ["dir=up", { field: "dir", message: "Use one of asc, desc." }],
      ["from=2026-02-30", { field: "from", message: "Use a date such as 2026-03-31." }],
      [
        "from=2026-04-01&to=2026-03-01",
        { field: "to", message: "The end date is before the start date." },
      ],
      [`q=${"x".repeat(201)}`, { field: "q", message: "Search for at most 200 characters." }],
      ["page=0", { message: "page starts at 1" }],
    ];
    for (const [query, answer] of cases) expect(await refusal(query)).toEqual(answer);
  });
});
