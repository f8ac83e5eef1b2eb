import { businessDaysAfter, slaOf } from "./sla";

// Wednesday 2026-11-25, late in the UTC day.
const wednesday = new Date("2026-11-25T22:30:00Z");
// Friday 2026-11-27: two business days on is Tuesday.
const friday = new Date("2026-11-27T09:00:00Z");

describe("slaOf", () => {
  it("is overdue once the due day has passed", () => {
    expect(slaOf("in_research", "2026-11-24", wednesday)).toBe("overdue");
    expect(slaOf("paid", "2026-11-01", wednesday)).toBe("overdue");
  });

  it("is due soon from two business days before the due day to the day itself", () => {
    expect(slaOf("paid", "2026-11-25", wednesday)).toBe("due_soon");
    expect(slaOf("in_research", "2026-11-27", wednesday)).toBe("due_soon");
    expect(slaOf("revision_requested", "2026-11-26", wednesday)).toBe("due_soon");
  });

  it("counts business days, so a weekend does not shorten the warning", () => {
    expect(slaOf("paid", "2026-12-01", friday)).toBe("due_soon");
    expect(slaOf("paid", "2026-12-02", friday)).toBe("on_track");
  });

  it("is on track further out", () => {
    expect(slaOf("paid", "2026-11-30", wednesday)).toBe("on_track");
    expect(slaOf("in_research", "2026-12-09", wednesday)).toBe("on_track");
  });

  it("is done once the report is delivered, whatever the date", () => {
    expect(slaOf("delivered", "2026-11-01", wednesday)).toBe("done");
    expect(slaOf("closed", null, wednesday)).toBe("done");
  });

  it("is none before payment and after a cancellation or refund", () => {
    expect(slaOf("awaiting_payment", null, wednesday)).toBeNull();
    expect(slaOf("cancelled", "2026-11-01", wednesday)).toBeNull();
    expect(slaOf("refunded", "2026-11-01", wednesday)).toBeNull();
    expect(slaOf("paid", null, wednesday)).toBeNull();
  });
});

describe("businessDaysAfter", () => {
  it("is the same time on the next weekday", () => {
    expect(businessDaysAfter(new Date("2026-11-25T15:00:00Z"), 1)).toEqual(
      new Date("2026-11-26T15:00:00Z"),
    );
  });

  it("skips the weekend from a Friday", () => {
    expect(businessDaysAfter(friday, 1)).toEqual(new Date("2026-11-30T09:00:00Z"));
  });

  it("starts a weekend's message at Monday 00:00", () => {
    expect(businessDaysAfter(new Date("2026-11-28T18:00:00Z"), 1)).toEqual(
      new Date("2026-12-01T00:00:00Z"),
    );
    expect(businessDaysAfter(new Date("2026-11-29T08:00:00Z"), 1)).toEqual(
      new Date("2026-12-01T00:00:00Z"),
    );
  });
});

describe("slaOf with an unanswered customer message", () => {
  // Asked on Friday 2026-11-27 at 09:00: it needs a reply after Monday 09:00.
  const asked = friday;

  it("needs a reply once the message has waited past one business day", () => {
    expect(slaOf("in_research", "2026-12-09", new Date("2026-11-30T09:00:01Z"), asked)).toBe(
      "needs_reply",
    );
  });

  it("does not count the weekend", () => {
    expect(slaOf("in_research", "2026-12-09", new Date("2026-11-29T23:00:00Z"), asked)).toBe(
      "on_track",
    );
    expect(slaOf("in_research", "2026-12-09", new Date("2026-11-30T08:59:00Z"), asked)).toBe(
      "on_track",
    );
  });

  it("shows a delivered order that waits for a reply as needing one, not done", () => {
    expect(slaOf("delivered", "2026-11-20", new Date("2026-12-02T10:00:00Z"), asked)).toBe(
      "needs_reply",
    );
    expect(slaOf("delivered", "2026-11-20", new Date("2026-12-02T10:00:00Z"), null)).toBe("done");
  });

  it("leaves an overdue order overdue", () => {
    expect(slaOf("in_research", "2026-11-24", new Date("2026-12-02T10:00:00Z"), asked)).toBe(
      "overdue",
    );
  });

  it("needs a reply even before payment (a question on a quote awaiting its transfer)", () => {
    expect(slaOf("awaiting_payment", null, new Date("2026-12-02T10:00:00Z"), asked)).toBe(
      "needs_reply",
    );
  });
});
