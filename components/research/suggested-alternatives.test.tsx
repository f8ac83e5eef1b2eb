import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";

import type { ItemSuggestionsView } from "@/lib/alternatives/model";
import { renderWithTheme } from "@/test/render";

import { SuggestedAlternatives } from "./suggested-alternatives";

const SUBMISSION = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";
const ITEM = "11111111-1111-4111-8111-111111111111";
const PATH = `/api/admin/submissions/${SUBMISSION}/items/${ITEM}/alternatives`;

const suggestion = (text: string) => ({ text, checks: [`${text} is on none of our lists`] });
const view = (...texts: string[]): ItemSuggestionsView => ({
  item_id: ITEM,
  kind: "person",
  suggestions: texts.map(suggestion),
});

type Call = { url: string; method: string; body: unknown };

/** The API as the panel sees it: GET answers `listed`, a POST answers `afterReject`. */
function api(listed: ItemSuggestionsView, afterReject: ItemSuggestionsView) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? "GET",
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    };
    calls.push(call);
    const body = call.method === "POST" ? afterReject : listed;
    return { ok: true, status: 200, json: async () => body };
  }) as unknown as typeof fetch;
  return calls;
}

function renderPanel(alternatives: string[] = []) {
  const onAccept = jest.fn();
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SuggestedAlternatives
        submissionId={SUBMISSION}
        itemId={ITEM}
        alternatives={alternatives}
        onAccept={onAccept}
      />
    </SWRConfig>,
  );
  return onAccept;
}

const list = () => screen.findByRole("list", { name: "Suggested alternatives" });

afterEach(() => jest.restoreAllMocks());

describe("SuggestedAlternatives", () => {
  it("accepts a suggestion as it is, or as the researcher edits it", async () => {
    api(view("Lena Wisniewski", "Nina Jankowski"), view());
    const onAccept = renderPanel();
    fireEvent.click(within(await list()).getByRole("button", { name: "Accept Lena Wisniewski" }));
    expect(onAccept).toHaveBeenLastCalledWith("Lena Wisniewski");

    fireEvent.click(screen.getByRole("button", { name: "Edit Nina Jankowski" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Edit Nina Jankowski" }), {
      target: { value: "Nina Jankowska" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Accept edited" }));
    expect(onAccept).toHaveBeenLastCalledWith("Nina Jankowska");
  });

  it("leaves out the alternatives the item has already", async () => {
    api(view("Lena Wisniewski", "Nina Jankowski"), view());
    renderPanel(["lena wisniewski"]);
    const items = within(await list()).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Nina Jankowski");
  });

  it("rejects a suggestion through the API and shows what is left", async () => {
    const calls = api(
      view("Lena Wisniewski", "Nina Jankowski"),
      view("Nina Jankowski", "Iva Sobczak"),
    );
    renderPanel();
    fireEvent.click(within(await list()).getByRole("button", { name: "Reject Lena Wisniewski" }));
    await waitFor(() => expect(screen.queryByText("Lena Wisniewski")).not.toBeInTheDocument());
    expect(screen.getByText("Iva Sobczak")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      url: PATH,
      method: "POST",
      body: { rejected: "Lena Wisniewski" },
    });
  });

  it("says when nothing is left to suggest", async () => {
    api(view(), view());
    renderPanel();
    expect(
      await screen.findByText("No more suggestions: type your own above."),
    ).toBeInTheDocument();
  });

  it("shows nothing for a kind of item no name is made for (a quotation)", async () => {
    const calls = api({ item_id: ITEM, kind: null, suggestions: [] }, view());
    renderPanel();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.queryByRole("heading", { name: "Suggested alternatives" }),
      ).not.toBeInTheDocument(),
    );
  });
});
