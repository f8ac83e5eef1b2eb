import { fetchWithRefresh, refreshAfter401, setSessionRefresher } from "./session-retry";

const answer = (status: number) => ({ status, ok: status < 400 }) as Response;

describe("fetchWithRefresh", () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("sends a call answered 401 once more after the session is refreshed", async () => {
    const refresh = jest.fn(async () => true);
    setSessionRefresher(refresh);
    fetchMock.mockResolvedValueOnce(answer(401)).mockResolvedValueOnce(answer(200));

    expect((await fetchWithRefresh("/api/submissions", { method: "GET" })).status).toBe(200);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls).toEqual([
      ["/api/submissions", { method: "GET" }],
      ["/api/submissions", { method: "GET" }],
    ]);
  });

  it("answers the 401 when there is no session to refresh, and leaves other answers alone", async () => {
    const refresh = jest.fn(async () => false);
    setSessionRefresher(refresh);
    fetchMock.mockResolvedValueOnce(answer(401));
    expect((await fetchWithRefresh("/api/user/info")).status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(answer(403));
    expect((await fetchWithRefresh("/api/admin/orders")).status).toBe(403);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("refreshes after an upload's 401 only", async () => {
    const refresh = jest.fn(async () => true);
    setSessionRefresher(refresh);
    expect(await refreshAfter401(500)).toBe(false);
    expect(await refreshAfter401(401)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
