import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import type { SourceRecord } from "@/lib/research/input";
import { renderWithTheme } from "@/test/render";

import { SourceRecords, today } from "./source-records";

/** The table as the editor holds it: every change lands in state, and is reported. */
function Harness({ initial, seen }: { initial: SourceRecord[]; seen: SourceRecord[][] }) {
  const [value, setValue] = useState(initial);
  return (
    <SourceRecords
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe("SourceRecords", () => {
  it("adds a record from the keyboard: a library source, the query, the result, today's date", async () => {
    const user = userEvent.setup();
    const seen: SourceRecord[][] = [];
    renderWithTheme(<Harness initial={[]} seen={seen} />);

    await user.tab();
    expect(screen.getByRole("button", { name: "Add a source" })).toHaveFocus();
    await user.keyboard("{Enter}");
    const source = screen.getByRole("combobox", { name: "Source 1" });
    await waitFor(() => expect(source).toHaveFocus());
    await user.keyboard("Companies");
    const option = await screen.findByRole("option", { name: "Companies House", hidden: true });
    expect(option).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(source).toHaveValue("Companies House"));
    await user.tab();
    expect(screen.getByRole("textbox", { name: "Query 1" })).toHaveFocus();
    await user.keyboard("Harrowgate Tackle Ltd");
    await user.tab();
    await user.keyboard("No company of that name");

    expect(screen.getByLabelText("Date searched 1")).toHaveValue(today());
    expect(seen.at(-1)).toEqual([
      {
        source: "Companies House",
        query: "Harrowgate Tackle Ltd",
        result: "No company of that name",
        checked_on: today(),
      },
    ]);
  });

  it("changes a record's date and removes a record", async () => {
    const user = userEvent.setup();
    const seen: SourceRecord[][] = [];
    const imdb = {
      source: "IMDb",
      query: "Night Ferry",
      result: "No title",
      checked_on: "2026-11-01",
    };
    const maps = {
      source: "Google Maps",
      query: "Harrowgate Pier",
      result: "",
      checked_on: "2026-11-02",
    };
    renderWithTheme(<Harness initial={[imdb, maps]} seen={seen} />);

    const date = screen.getByLabelText("Date searched 2");
    await user.clear(date);
    await user.type(date, "2026-10-30");
    expect(seen.at(-1)?.[1]?.checked_on).toBe("2026-10-30");
    await user.click(screen.getByRole("button", { name: "Remove source 1" }));
    expect(seen.at(-1)).toEqual([{ ...maps, checked_on: "2026-10-30" }]);
    expect(screen.queryByRole("combobox", { name: "Source 2" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Source 1" })).toHaveValue("Google Maps");
  });
});
