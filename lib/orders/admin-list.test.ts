import { problemResponse } from "@/lib/http/problems";

import { orderNumberIn, ordersQuery } from "./admin-list";

const parse = (query: string) => ordersQuery(new URLSearchParams(query));

/** The 400 message the API answers a bad query with. */
async function refusal(query: string): Promise<string> {
  let response: Response | undefined;
  try {
    parse(query);
  } catch (error) {
    response = problemResponse(error);
  }
  expect(response?.status).toBe(400);
  return ((await response!.json()) as { message: string }).message;
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
    expect(await refusal("status=draft")).toMatch(/^status: Use one of awaiting_payment, paid, /);
    expect(await refusal("payment=maybe")).toBe(
      "payment: Use one of pending, paid, failed, expired, cancelled.",
    );
    expect(await refusal("sort=price")).toBe(
      "sort: Use one of created, updated, due, total, status, title.",
    );
    expect(await refusal("dir=up")).toBe("dir: Use one of asc, desc.");
    expect(await refusal("from=2026-02-30")).toBe("from: Use a date such as 2026-03-31.");
    expect(await refusal("from=2026-04-01&to=2026-03-01")).toBe(
      "to: The end date is before the start date.",
    );
    expect(await refusal(`q=${"x".repeat(201)}`)).toBe("q: Search for at most 200 characters.");
    expect(await refusal("page=0")).toBe("page starts at 1");
  });
});
