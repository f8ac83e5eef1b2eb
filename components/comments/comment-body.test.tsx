import { screen } from "@testing-library/react";

import { renderWithTheme } from "@/test/render";

import { CommentBody } from "./comment-body";

describe("CommentBody", () => {
  it("renders http(s) links that open in a new tab without the opener or referrer", () => {
    renderWithTheme(
      <CommentBody body="See [the record](https://example.com/r) or http://x.org." />,
    );
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["the record", "https://example.com/r"],
      ["http://x.org", "http://x.org/"],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    }
  });

  it("never links javascript: addresses", () => {
    const { container } = renderWithTheme(
      <CommentBody body="[click](javascript:alert(1)) javascript:alert(2)" />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(container).toHaveTextContent("[click](javascript:alert(1)) javascript:alert(2)");
  });

  it("shows HTML as text, never as markup", () => {
    const { container } = renderWithTheme(
      <CommentBody body={'<img src=x onerror="alert(1)"><script>alert(2)</script><b>bold</b>'} />,
    );
    expect(container.querySelector("img, script, b")).toBeNull();
    expect(container.innerHTML).toContain('&lt;img src=x onerror="alert(1)"&gt;&lt;script&gt;');
  });

  it("keeps line breaks", () => {
    const { container } = renderWithTheme(<CommentBody body={"one\ntwo\n\nfour"} />);
    expect(container.querySelectorAll("br")).toHaveLength(3);
    expect(container.querySelector("p")?.innerHTML).toBe("one<br>two<br><br>four");
  });
});
