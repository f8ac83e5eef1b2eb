import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import { useLive } from "./use-live";

function Rows({ rows }: { rows: string[] }) {
  const live = useLive();
  return (
    <ul>
      {(live ? rows : rows.slice(0, 2)).map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

const ROWS = ["one", "two", "three", "four"];

describe("useLive", () => {
  it("is false in the server's HTML: only the first rows are rendered", () => {
    const html = renderToString(<Rows rows={ROWS} />);
    expect(html).toContain("two");
    expect(html).not.toContain("three");
  });

  it("turns true once the page is live: every row is rendered", async () => {
    render(<Rows rows={ROWS} />);
    expect(await screen.findByText("four")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(ROWS.length);
  });
});
