import { Table } from "@mantine/core";
import { screen, within } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { listMinWidth, ListTable } from "./list-table";

describe("ListTable", () => {
  it("heads the rows with its columns, figures right-aligned, and an unlabelled actions column", () => {
    renderWithTheme(
      <ListTable columns={["Title", { label: "Price", right: true }]} withActions minWidth={400}>
        <Table.Tr>
          <Table.Td>Harbour Light</Table.Td>
          <Table.Td>$450.00</Table.Td>
          <Table.Td>Edit</Table.Td>
        </Table.Tr>
      </ListTable>,
    );
    const headers = screen.getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Title", "Price", ""]);
    expect(headers[1]).toHaveStyle({ textAlign: "right" });
    expect(headers[2]).toHaveAttribute("aria-label", "Actions");
    const [, row] = screen.getAllByRole("row");
    expect(within(row!).getByText("Harbour Light")).toBeInTheDocument();
  });

  it("has no actions column unless asked", () => {
    renderWithTheme(
      <ListTable columns={["Title"]} minWidth={400}>
        {null}
      </ListTable>,
    );
    expect(screen.getAllByRole("columnheader")).toHaveLength(1);
  });

  it("hides wide columns on narrow screens, where the table may be narrower", () => {
    renderWithTheme(
      <ListTable columns={["Title", { label: "Created", wide: true }]} minWidth={400}>
        {null}
      </ListTable>,
    );
    const [title, created] = screen.getAllByRole("columnheader");
    expect(title).not.toHaveClass("mantine-visible-from-sm");
    expect(created).toHaveClass("mantine-visible-from-sm");
    expect(listMinWidth(760)).toBe(760);
    expect(listMinWidth({ narrow: 300, wide: 760 })).toBe(
      "clamp(300px, (100vw - 48rem) * 1000, 760px)",
    );
  });
});
