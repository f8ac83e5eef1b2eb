import { emailDelayMs, eventsSummary, excerpt } from "./rules";

const at = (time: string) => new Date(`2026-11-25T${time}Z`);

describe("emailDelayMs", () => {
  it("sends at once when no e-mail went out before", () => {
    expect(emailDelayMs(null, at("10:00:00"))).toBe(0);
  });

  it("waits until ten minutes after the last e-mail", () => {
    expect(emailDelayMs(at("10:00:00"), at("10:00:00"))).toBe(10 * 60_000);
    expect(emailDelayMs(at("10:00:00"), at("10:04:30"))).toBe(5.5 * 60_000);
    expect(emailDelayMs(at("10:00:00"), at("10:09:59"))).toBe(1_000);
  });

  it("sends at once from the tenth minute on", () => {
    expect(emailDelayMs(at("10:00:00"), at("10:10:00"))).toBe(0);
    expect(emailDelayMs(at("10:00:00"), at("13:00:00"))).toBe(0);
  });
});

describe("eventsSummary", () => {
  const event = (kind: "message" | "proforma" | "alternatives" | "revision") => ({
    kind,
    at: "2026-11-25T10:00:00Z",
  });

  it("counts each kind, in the order they first came", () => {
    expect(eventsSummary([event("message")])).toBe("1 message from the customer");
    expect(eventsSummary([event("message"), event("proforma"), event("message")])).toBe(
      "2 messages from the customer and 1 proforma request",
    );
    expect(
      eventsSummary([
        event("revision"),
        event("alternatives"),
        event("alternatives"),
        event("proforma"),
      ]),
    ).toBe("1 revised draft, 2 requests for alternatives and 1 proforma request");
  });
});

describe("excerpt", () => {
  it("keeps a short text whole, its white space folded", () => {
    expect(excerpt("Is the bar\n\nreal?")).toBe("Is the bar real?");
  });

  it("cuts a long one with an ellipsis", () => {
    expect(excerpt("a".repeat(20), 10)).toBe(`${"a".repeat(9)}…`);
  });
});
