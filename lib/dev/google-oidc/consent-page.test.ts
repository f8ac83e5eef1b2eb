import {
  CONSENT_PAGE_TITLE,
  renderConsentPage,
  renderErrorPage,
  type ConsentPageInput,
} from "./consent-page";

const INPUT: ConsentPageInput = {
  formAction: "/interaction/abc",
  appName: "localhost:3000",
  email: "",
  shareEmail: true,
};

describe("renderConsentPage", () => {
  test("has the title, a labelled required email input, the share checkbox and Continue", () => {
    const html = renderConsentPage(INPUT);
    expect(html).toContain(`<title>${CONSENT_PAGE_TITLE}</title>`);
    expect(html).toContain('<form method="post" action="/interaction/abc">');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" type="email" name="email" value=""[^>]*required/);
    expect(html).toContain('name="share_email" value="yes" checked>');
    expect(html).toContain("Share my email address with the app");
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(html).not.toContain('role="alert"');
  });

  test("says plainly that it is for local use only and signs anyone in as any address", () => {
    const html = renderConsentPage(INPUT);
    expect(html).toContain("<strong>For local use only.</strong>");
    expect(html).toContain("signs anyone who can open this page in as any email address");
  });

  test("leaves the checkbox unchecked when the person declined", () => {
    expect(renderConsentPage({ ...INPUT, shareEmail: false })).toContain(
      'name="share_email" value="yes">',
    );
  });

  test("shows the error next to the input", () => {
    const html = renderConsentPage({ ...INPUT, email: "nope", error: "Enter a valid email." });
    expect(html).toContain(
      '<p class="error" id="email-error" role="alert">Enter a valid email.</p>',
    );
    expect(html).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(html).toContain('value="nope"');
  });

  test("escapes everything it interpolates", () => {
    const hostile = `"><script>alert(1)</script>`;
    const html = renderConsentPage({
      formAction: hostile,
      appName: hostile,
      email: hostile,
      shareEmail: true,
      error: hostile,
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("renderErrorPage", () => {
  test("shows the escaped heading and message", () => {
    const html = renderErrorPage({ heading: "Sign-in failed", message: "<b>expired</b>" });
    expect(html).toContain("<h1>Sign-in failed</h1>");
    expect(html).toContain("&lt;b&gt;expired&lt;/b&gt;");
  });
});
