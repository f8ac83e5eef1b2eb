import { api, ApiError, messageOf } from "./fetch";

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let calls: [string, RequestInit][];
beforeEach(() => {
  calls = [];
});
function respondWith(response: Response) {
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([String(input), init ?? {}]);
    return response;
  }) as typeof fetch;
}

describe("the API helpers (spec §7)", () => {
  it("GETs under /api with credentials", async () => {
    respondWith(answer(200, { correlation_id: "abc" }));
    await expect(api.get("/submissions/new")).resolves.toEqual({ correlation_id: "abc" });
    expect(calls).toEqual([["/api/submissions/new", { credentials: "include" }]]);
  });

  it("POSTs, PATCHes and DELETEs JSON bodies without a credentials flag", async () => {
    respondWith(answer(200, {}));
    await api.post("/x", { correlation_id: "abc" });
    await api.patch("/x", { title: "T" });
    await api.delete("/x");
    expect(calls.map(([, init]) => [init.method, init.body, init.credentials])).toEqual([
      ["POST", '{"correlation_id":"abc"}', undefined],
      ["PATCH", '{"title":"T"}', undefined],
      ["DELETE", "{}", undefined],
    ]);
    expect(calls[0]![1].headers).toEqual({ "content-type": "application/json" });
  });

  it("raises 'Failed to fetch' on a non-OK answer and keeps the server's message", async () => {
    respondWith(answer(409, { message: "This quote can no longer be changed." }));
    const error = await api.patch("/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Failed to fetch",
      status: 409,
      serverMessage: "This quote can no longer be changed.",
    });
    expect(messageOf(error)).toBe("This quote can no longer be changed.");
  });

  it("keeps the field a refusal concerns, as the server names it", async () => {
    respondWith(answer(400, { message: "A percentage is between 1 and 100.", field: "value" }));
    const error = await api.post("/x", {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      field: "value",
      serverMessage: "A percentage is between 1 and 100.",
    });
  });

  it("keeps the whole answer, so a 409 can show the values saved meanwhile", async () => {
    const current = { id: "item-1", code: "NC", version: 4 };
    respondWith(answer(409, { message: "Someone else saved this item meanwhile.", current }));
    const error = await api.patch("/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      message: "Someone else saved this item meanwhile.",
      current,
    });
  });

  it("falls back to the generic sentence when the server said nothing usable", async () => {
    respondWith(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await api.get("/x").catch((caught: unknown) => caught);
    expect(messageOf(error)).toBe("Something went wrong. Please try again.");
  });
});
