import { fireEvent, screen, waitFor, within } from "@testing-library/react";

import type { TitleMatchView } from "@/lib/title-clearance/views";
import { renderWithTheme } from "@/test/render";

import { FoundTitles } from "./found-titles";

const ID = "0b6e1f4e-8f5e-4c1a-9d7e-3f2b1a0c9d8e";

const match = (title: string, more: Partial<TitleMatchView> = {}): TitleMatchView => ({
  id: `id-${title}`,
  title,
  kind: "film",
  year: 1998,
  owner: "Ferrylight Pictures",
  territory: "United States",
  source: "vega_movies",
  candidate: "Quillon Bay",
  similarity: "edit_distance",
  edit_distance: 1,
  trigram: 0.62,
  similarity_text: "1 letter apart",
  note: "",
  state: "found",
  version: 3,
  updated_at: "2026-11-20T10:00:00Z",
  ...more,
});

const MATCHES = [
  match("Quilon Bay"),
  match("Quillon Bay Blues", { state: "dismissed", similarity: "contains" }),
];

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, json: async () => body }));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderList() {
  const onChanged = jest.fn();
  const onStale = jest.fn();
  renderWithTheme(
    <FoundTitles id={ID} matches={MATCHES} onChanged={onChanged} onStale={onStale} />,
  );
  return { onChanged, onStale };
}

describe("FoundTitles", () => {
  it("shows the kept titles with their measure, the dismissed ones under their own tab", () => {
    renderList();
    const kept = screen.getByRole("article", { name: "Quilon Bay" });
    expect(kept).toHaveTextContent("1 letter apart");
    expect(kept).toHaveTextContent("Film · 1998 · Ferrylight Pictures");
    expect(kept).toHaveTextContent("to “Quillon Bay” · trigram score 0.62");
    expect(screen.queryByRole("article", { name: "Quillon Bay Blues" })).toBeNull();

    fireEvent.click(screen.getByText("Dismissed (1)"));
    expect(screen.getByRole("article", { name: "Quillon Bay Blues" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Quilon Bay" })).toBeNull();
  });

  it("saves a note with the version it was read at, and reloads on a conflict", async () => {
    const fetchMock = answer(409, { message: "Someone else changed “Quilon Bay” meanwhile." });
    const { onChanged, onStale } = renderList();
    const card = within(screen.getByRole("article", { name: "Quilon Bay" }));
    const save = card.getByRole("button", { name: "Save the note on Quilon Bay" });
    expect(save).toBeDisabled();
    fireEvent.change(card.getByRole("textbox", { name: "Similarity note on Quilon Bay" }), {
      target: { value: "Same bay, other spelling." },
    });
    fireEvent.click(save);
    await waitFor(() => expect(onStale).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/admin/submissions/${ID}/title-clearance/matches/id-Quilon Bay`);
    expect(init.method).toBe("PATCH");
    expect(JSON.parse(init.body as string)).toEqual({
      note: "Same bay, other spelling.",
      version: 3,
    });
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("says so when nothing similar was found", () => {
    renderWithTheme(<FoundTitles id={ID} matches={[]} onChanged={jest.fn()} onStale={jest.fn()} />);
    expect(screen.getByText("No similar titles")).toBeInTheDocument();
  });
});
