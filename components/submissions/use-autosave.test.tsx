import { act, renderHook, waitFor } from "@testing-library/react";

import { useAutosave } from "./use-autosave";

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";

/** The API as the hook sees it: every PATCH answered `status`; jsdom has no `Response`. */
function api(status = 200) {
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({
    ok: status < 400,
    status,
    json: async () => (status < 400 ? { id: ID } : { message: "The server is down." }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    keepalive: init?.keepalive,
    body: JSON.parse(String(init?.body)) as unknown,
  }));

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
}

afterEach(() => setVisibility("visible"));

describe("useAutosave", () => {
  it("sends the last edit at once, in a request that outlives the page, when the tab closes", async () => {
    const fetchMock = api();
    const { result } = renderHook(() => useAutosave(ID, jest.fn()));
    act(() => result.current.save({ title: "Low Water" }));
    expect(fetchMock).not.toHaveBeenCalled();
    // Well within the pause before a save: without the page's leaving, nothing would go yet.
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(sent(fetchMock)).toEqual([
      {
        url: `/api/submissions/${ID}`,
        method: "PATCH",
        keepalive: true,
        body: { title: "Low Water" },
      },
    ]);
    await waitFor(() => expect(result.current.state).toEqual({ kind: "saved" }));
  });

  it("sends it when the tab is hidden, and once only", async () => {
    const fetchMock = api();
    const { result } = renderHook(() => useAutosave(ID, jest.fn()));
    act(() => result.current.save({ notes: "Shot in Ohio." }));
    setVisibility("hidden");
    await act(async () => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await act(async () => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(sent(fetchMock).map(({ body }) => body)).toEqual([{ notes: "Shot in Ohio." }]);
  });

  it("asks before the page goes while a change could be lost (the last save failed), not otherwise", async () => {
    api(500);
    const { result } = renderHook(() => useAutosave(ID, jest.fn()));
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => result.current.save({ title: "Low Water" }));
    await act(async () => {
      await result.current.flush();
    });
    expect(result.current.state).toEqual({ kind: "error", message: "The server is down." });
    expect(leave()).toBe(true);

    api(200);
    await act(async () => {
      await result.current.flush();
    });
    expect(result.current.state).toEqual({ kind: "saved" });
    expect(leave()).toBe(false);
  });
});
