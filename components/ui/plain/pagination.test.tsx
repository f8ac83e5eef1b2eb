import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { pageRange, Pagination } from "./pagination";

describe("pageRange", () => {
  it("offers every page up to seven, then the first, the last and the current's neighbours", () => {
    expect(pageRange(3, 1)).toEqual([1, 2, 3]);
    expect(pageRange(7, 4)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageRange(10, 2)).toEqual([1, 2, 3, 4, 5, "dots", 10]);
    expect(pageRange(10, 6)).toEqual([1, "dots", 5, 6, 7, "dots", 10]);
    expect(pageRange(10, 9)).toEqual([1, "dots", 6, 7, 8, 9, 10]);
  });
});

describe("Pagination", () => {
  it("marks the current page and changes page by number, previous and next", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pagination total={3} value={1} onChange={onChange} />);

    expect(screen.getByRole("button", { name: "1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "previous page" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "3" }));
    await user.click(screen.getByRole("button", { name: "next page" }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });
});
