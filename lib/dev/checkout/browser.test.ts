import { cardProblem, embeddedForm, standInStripeJs } from "./browser";

describe("the development checkout's browser side", () => {
  it("pays with a Luhn-valid test number, declines the declining one, refuses the rest", () => {
    expect(cardProblem("4242 4242 4242 4242")).toBeUndefined();
    expect(cardProblem("5555-5555-5555-4444")).toBeUndefined();
    expect(cardProblem("4000 0000 0000 0002")).toBe("Your card was declined.");
    expect(cardProblem("4242 4242 4242 4241")).toBe("Your card number is invalid.");
    expect(cardProblem("4242")).toBe("Your card number is invalid.");
    expect(cardProblem(undefined)).toBe("Your card number is invalid.");
  });

  it("shows the order escaped, and a Pay button only while the checkout is open", () => {
    const session = {
      description: 'No Conflict Script: <b>"Night"</b>',
      amount_total: 36_000,
      currency: "usd",
      customer_email: null,
      status: "open",
      client_secret: "cs_test_1_secret_2",
    };
    const open = embeddedForm(session);
    expect(open).toContain("No Conflict Script: &lt;b&gt;&quot;Night&quot;&lt;/b&gt;");
    expect(open).toContain('<button type="submit">Pay $360.00</button>');
    expect(open).toContain('"/embedded/cs_test_1_secret_2/pay"');
    const done = embeddedForm({ ...session, status: "complete" });
    expect(done).not.toContain("<button");
    expect(done).toContain("This checkout is complete.");
  });

  it("serves a script that takes messages from its own origin only", () => {
    const script = standInStripeJs("http://127.0.0.1:12111");
    expect(script).toContain('const origin = "http://127.0.0.1:12111";');
    expect(script).toContain("event.origin !== origin");
    expect(() => new Function(script)).not.toThrow();
  });
});
