import { escapeHtml } from "./escape";

it("escapes the five characters that matter in content and quoted attributes", () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
  );
  expect(escapeHtml("plain text")).toBe("plain text");
});
