import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { ApiError } from "@/lib/api-client/fetch";
import type { ScriptViewModel } from "@/lib/scripts/view-model";
import { renderWithTheme } from "@/test/render";

import { ScriptView } from "./script-view";
import { testItem } from "./test-items";

jest.mock("@/components/ui/toast", () => ({ notifications: { show: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { notifications } = require("@/components/ui/toast") as {
  notifications: { show: jest.Mock };
};

/** A tiny invented screenplay of four pages. */
const view: ScriptViewModel = {
  format: "fountain",
  pageCount: 4,
  pageCountExact: false,
  titlePage: {
    fields: [{ label: "title", value: "Low Water" }],
    lines: [{ index: -1, type: "general", text: "Tidewater Films, 12 Quay Lane" }],
  },
  pages: [
    {
      page: 1,
      elements: [
        { index: 0, type: "scene_heading", text: "INT. BOATHOUSE - NIGHT", sceneNumber: "1" },
        {
          index: 1,
          type: "action",
          text: "MARA (30s) drains a can of Fizzco.",
          styleRuns: [{ start: 20, end: 33, italic: true }],
        },
        { index: 2, type: "character", text: "MARA", extension: "V.O." },
        { index: 3, type: "parenthetical", text: "(quietly)" },
        { index: 4, type: "dialogue", text: "Call Bel at 555-0199." },
        { index: 5, type: "transition", text: "CUT TO:" },
      ],
    },
    { page: 2, elements: [{ index: 6, type: "action", text: "The tide goes out." }] },
    { page: 3, elements: [{ index: 7, type: "action", text: "Gulls." }] },
    {
      page: 4,
      elements: [
        { index: 8, type: "scene_heading", text: "EXT. QUAY - DAY" },
        { index: 9, type: "action", text: "Mara waves at the Fizzco van." },
      ],
    },
  ],
  scenes: [
    { index: 1, number: "1", heading: "INT. BOATHOUSE - NIGHT", page: 1, element: 0 },
    { index: 2, heading: "EXT. QUAY - DAY", page: 4, element: 8 },
  ],
};

const items = [
  testItem("mara", "character_name", "Mara", "NC", [1, 1, 0, 4], [1, 2, 0, 4], [4, 9, 0, 4]),
  testItem("fizzco", "brand", "Fizzco", "C", [1, 1, 27, 33], [4, 9, 18, 24]),
  testItem("tidewater", "business", "Tidewater Films", "C", [1, -1, 0, 15]),
];

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  window.history.replaceState(null, "", "/script/x");
  notifications.show.mockClear();
});

const page = (n: number) => screen.getByRole("region", { name: `Page ${n}` });

describe("ScriptView", () => {
  it("draws the first pages as a screenplay, the rest as placeholders", () => {
    renderWithTheme(<ScriptView view={view} items={items} initialPages={2} />);
    const first = page(1);
    expect(
      within(first).getByText("INT. BOATHOUSE - NIGHT").closest("[data-type]"),
    ).toHaveAttribute("id", "p1-e0");
    expect(first.querySelector("#p1-e2")).toHaveTextContent("MARA (V.O.)");
    expect(first.querySelector("#p1-e5")).toHaveAttribute("data-type", "transition");
    expect(page(2).querySelector("#p2-e6")).toHaveTextContent("The tide goes out.");
    expect(page(3).querySelector("[data-element]")).toBeNull();
    expect(page(3)).toHaveTextContent("Page 3");
    expect(screen.getByRole("region", { name: "Title page" })).toHaveTextContent("Low Water");
  });

  it("highlights each occurrence with its item and category, the title page's too", () => {
    renderWithTheme(<ScriptView view={view} items={items} />);
    const marks = within(page(1)).getAllByRole("button", { name: /\(/ });
    expect(marks.map((mark) => mark.getAttribute("aria-label"))).toEqual([
      "MARA (Character name: Mara)",
      "Fizzco (Product or brand: Fizzco)",
      "MARA (Character name: Mara)",
    ]);
    // The script's own italics carry on inside a highlight.
    const fizzco = within(page(1)).getAllByRole("button", { name: /Fizzco/ })[0]!;
    expect(fizzco.querySelector("span")).toHaveStyle({ fontStyle: "italic" });
    expect(fizzco.previousSibling).toHaveTextContent("drains a can of");
    expect(
      screen.getByRole("button", { name: "Tidewater Films (Business name: Tidewater Films)" }),
    ).toHaveAttribute("data-category", "business");
  });

  it("shows each highlight's code when asked (the customer's published report), not otherwise", () => {
    const { unmount } = renderWithTheme(<ScriptView view={view} items={items} showCodes />);
    const marks = within(page(1)).getAllByRole("button", { name: /\(/ });
    expect(marks.map((mark) => mark.getAttribute("aria-label"))).toEqual([
      "MARA, code NC (Character name: Mara)",
      "Fizzco, code C (Product or brand: Fizzco)",
      "MARA, code NC (Character name: Mara)",
    ]);
    expect(marks.map((mark) => mark.textContent)).toEqual(["MARANC", "FizzcoC", "MARANC"]);
    unmount();

    renderWithTheme(<ScriptView view={view} items={items} />);
    expect(
      within(page(1))
        .getAllByRole("button", { name: /\(/ })
        .map((mark) => mark.textContent),
    ).toEqual(["MARA", "Fizzco", "MARA"]);
  });

  it("opens an item from its highlight, with its code and a link to the results table", async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <ScriptView
        view={view}
        items={items}
        itemHref={(item) => `/admin/submission/s?item=${item.id}`}
      />,
    );
    await user.click(within(page(1)).getAllByRole("button", { name: /Fizzco/ })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Item Fizzco" });
    expect(dialog).toHaveTextContent("Product or brand");
    expect(dialog).toHaveTextContent("Suggested code");
    expect(within(dialog).getByText("C")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Open in the results table" })).toHaveAttribute(
      "href",
      "/admin/submission/s?item=fizzco",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("counts the categories in its legend and hides one's highlights on a toggle", async () => {
    const user = userEvent.setup();
    renderWithTheme(<ScriptView view={view} items={items} />);
    const legend = screen.getByRole("group", { name: "Highlighted categories" });
    expect(legend).toHaveTextContent("Character name · 1");
    expect(legend).toHaveTextContent("Product or brand · 1");
    await user.click(within(legend).getByText("Product or brand · 1"));
    expect(within(page(1)).queryByRole("button", { name: /Fizzco/ })).not.toBeInTheDocument();
    expect(within(page(1)).getAllByRole("button", { name: /Mara/ })).toHaveLength(2);
  });

  it("draws and scrolls to the element of the address's anchor, and to a page asked for", async () => {
    window.history.replaceState(null, "", "/script/x#p4-e9");
    renderWithTheme(<ScriptView view={view} items={items} initialPages={1} />);
    const target = await waitFor(() => {
      const element = document.getElementById("p4-e9");
      expect(element).not.toBeNull();
      return element!;
    });
    expect(target).toHaveAttribute("data-target");
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(page(3).querySelector("[data-element]")).toBeNull();

    const user = userEvent.setup();
    const pageInput = screen.getByRole("textbox", { name: /Page/ });
    await user.clear(pageInput);
    await user.type(pageInput, "3{Enter}");
    await waitFor(() => expect(page(3).querySelector("#p3-e7")).not.toBeNull());
    expect(window.location.hash).toBe("#p3");
  });

  it("offers selected text as a new item and reports the API's refusal", async () => {
    const onAddItem = jest
      .fn()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new ApiError(409, "Bel is already an item.", "text"));
    Range.prototype.getBoundingClientRect = () => new DOMRect(10, 10, 40, 16);
    const user = userEvent.setup();
    renderWithTheme(<ScriptView view={view} items={items} onAddItem={onAddItem} />);

    const select = async () => {
      const text = page(1).querySelector("#p1-e4")!.firstChild!.firstChild!;
      const range = document.createRange();
      range.setStart(text, 5);
      range.setEnd(text, 8);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      act(() => {
        fireEvent(document, new Event("selectionchange"));
      });
      await user.click(await screen.findByRole("button", { name: "Add as item" }));
    };
    const addAs = async (category: string) => {
      await select();
      const dialog = await screen.findByRole("dialog", { name: "Add as item" });
      expect(dialog).toHaveTextContent("“Bel”");
      await user.click(within(dialog).getByRole("combobox", { name: "Category" }));
      // Mantine's dropdown stays display: none without layout in jsdom.
      await user.click(await within(dialog).findByRole("option", { name: category, hidden: true }));
      await user.click(within(dialog).getByRole("button", { name: "Add" }));
    };
    await addAs("Real person or public figure");
    await waitFor(() =>
      expect(onAddItem).toHaveBeenCalledWith({ category: "real_person", text: "Bel" }),
    );
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: "green",
        message: "“Bel” added as Real person or public figure.",
      }),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await addAs("Other");
    await waitFor(() =>
      expect(notifications.show).toHaveBeenLastCalledWith(
        expect.objectContaining({ color: "red", message: "Bel is already an item." }),
      ),
    );
    // The form stays open to try again.
    expect(screen.getByRole("dialog", { name: "Add as item" })).toBeInTheDocument();
  });
});
