import { formatDay, formatLongDay } from "./format-date";

describe("calendar days", () => {
  it("read a YYYY-MM-DD day as that day, whatever the reader's time zone", () => {
    expect(formatDay("2026-12-07")).toBe("Dec 7, 2026");
    expect(formatLongDay("2026-12-07")).toBe("December 7, 2026");
  });

  it("read a timestamp by its UTC day, as voucher windows are stored", () => {
    expect(formatLongDay(new Date("2026-12-31T23:59:59Z"))).toBe("December 31, 2026");
    expect(formatDay("2026-12-01T00:00:00Z")).toBe("Dec 1, 2026");
  });
});
