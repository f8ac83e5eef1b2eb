import { commentPlainText, parseCommentBody, safeHref } from "./markdown";

describe("parseCommentBody", () => {
  it("splits lines on every kind of line break, keeping empty lines", () => {
    expect(parseCommentBody("one\ntwo\r\n\r\nthree\rfour")).toEqual([
      [{ kind: "text", text: "one" }],
      [{ kind: "text", text: "two" }],
      [],
      [{ kind: "text", text: "three" }],
      [{ kind: "text", text: "four" }],
    ]);
  });

  it("links bare http and https addresses, leaving a sentence's punctuation outside", () => {
    expect(parseCommentBody("See https://example.com/a?b=1. And (http://x.org/y)!")).toEqual([
      [
        { kind: "text", text: "See " },
        { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
        { kind: "text", text: ". And (" },
        { kind: "link", text: "http://x.org/y", href: "http://x.org/y" },
        { kind: "text", text: ")!" },
      ],
    ]);
  });

  it("keeps balanced parentheses inside an address", () => {
    expect(parseCommentBody("https://en.wikipedia.org/wiki/Fargo_(film)")[0]).toEqual([
      {
        kind: "link",
        text: "https://en.wikipedia.org/wiki/Fargo_(film)",
        href: "https://en.wikipedia.org/wiki/Fargo_(film)",
      },
    ]);
  });

  it("reads [label](address) links", () => {
    expect(
      parseCommentBody("The [USPTO record](https://tsdr.uspto.gov/#caseNumber=1) says so"),
    ).toEqual([
      [
        { kind: "text", text: "The " },
        { kind: "link", text: "USPTO record", href: "https://tsdr.uspto.gov/#caseNumber=1" },
        { kind: "text", text: " says so" },
      ],
    ]);
  });

  it("refuses javascript:, data: and other non-web links, leaving their text as it was", () => {
    for (const body of [
      "[click](javascript:alert(1))",
      "[x](JAVASCRIPT:alert(document.cookie))",
      "[img](data:text/html;base64,PHNjcmlwdD4=)",
      "[mail](mailto:a@example.com)",
      "[relative](/admin/list)",
      "javascript:alert(1)",
      "[tricky](https:/\\evil)",
    ]) {
      const lines = parseCommentBody(body);
      expect(lines).toEqual([[{ kind: "text", text: body }]]);
    }
  });

  it("keeps HTML as text: nothing in a body is markup", () => {
    const body = '<script>alert("x")</script><a href="javascript:alert(1)">a</a>';
    expect(parseCommentBody(body)).toEqual([[{ kind: "text", text: body }]]);
  });

  it("does not let a link's address break out of its attribute", () => {
    expect(parseCommentBody('[a](https://example.com/"onmouseover=alert(1))')).toEqual([
      [{ kind: "link", text: "a", href: "https://example.com/%22onmouseover=alert(1)" }],
    ]);
  });
});

describe("a link whose label reads as an address", () => {
  const shown = (body: string) => parseCommentBody(body)[0]?.find((part) => part.kind === "link");

  it.each([
    ["[https://paypal.com](https://evil.example)", "https://evil.example/"],
    ["[paypal.com](https://evil.example/login)", "https://evil.example/login"],
    ["[www.paypal.com/signin](https://evil.example)", "https://evil.example/"],
    ["[HTTPS://PAYPAL.COM](https://evil.example)", "https://evil.example/"],
    ["[paypal。com](https://evil.example)", "https://evil.example/"],
    ["[paypal.com](https://paypal.com.evil.example)", "https://paypal.com.evil.example/"],
    ["[https://paypal.com@evil.example](https://evil.example)", "https://evil.example/"],
    ["[Log in at paypal.com now](https://evil.example)", "https://evil.example/"],
    ["[(paypal.com)](https://evil.example)", "https://evil.example/"],
    ["[192.0.2.1](https://evil.example)", "https://evil.example/"],
  ])("shows where %s really goes", (body, text) => {
    expect(shown(body)).toEqual({ kind: "link", text, href: text });
  });

  it.each([
    ["[USPTO record](https://tsdr.uspto.gov/#caseNumber=1)", "USPTO record"],
    ["[example.com](https://example.com/docs)", "example.com"],
    ["[www.example.com/docs](https://example.com/docs)", "www.example.com/docs"],
    ["[https://Example.com](https://www.example.com/)", "https://Example.com"],
    ["[see e.g. the record](https://example.com)", "see e.g. the record"],
    ["[Fig. 1.2](https://example.com)", "Fig. 1.2"],
  ])("keeps the label of %s", (body, text) => {
    expect(shown(body)?.text).toBe(text);
  });

  it("writes the real address once in e-mails", () => {
    expect(commentPlainText("Pay at [paypal.com](https://evil.example/pay)")).toBe(
      "Pay at https://evil.example/pay",
    );
  });
});

describe("safeHref", () => {
  it("answers normalised http(s) addresses and nothing else", () => {
    expect(safeHref("HTTPS://Example.com")).toBe("https://example.com/");
    expect(safeHref("http://example.com/a b")).toBe("http://example.com/a%20b");
    expect(safeHref("ftp://example.com")).toBeUndefined();
    expect(safeHref("https://")).toBeUndefined();
    expect(safeHref(" javascript:alert(1)")).toBeUndefined();
  });
});

describe("commentPlainText", () => {
  it("writes labelled links out with their address, for e-mails", () => {
    expect(
      commentPlainText("See [the record](https://example.com/r)\nand https://example.com/x."),
    ).toBe("See the record (https://example.com/r)\nand https://example.com/x.");
  });
});
