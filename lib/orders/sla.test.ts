import { slaOf } from "./sla";

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
