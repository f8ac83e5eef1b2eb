import { calendarDaysAfter, dueDateAfter } from "./due-date";

describe("dueDateAfter", () => {
  it("counts weekdays only", () => {
    // Monday 2026-11-23 plus 10 business days is Monday 2026-12-07.
    expect(dueDateAfter(new Date("2026-11-23T15:00:00Z"), 10)).toBe("2026-12-07");
    expect(dueDateAfter(new Date("2026-11-23T15:00:00Z"), 2)).toBe("2026-11-25");
  });

  it("starts counting on the next weekday after a weekend payment", () => {
    // Paid on Saturday: Monday is the first business day.
    expect(dueDateAfter(new Date("2026-11-21T10:00:00Z"), 1)).toBe("2026-11-23");
    expect(dueDateAfter(new Date("2026-11-20T23:59:59Z"), 5)).toBe("2026-11-27");
  });

  it("is the same day for no business days", () => {
    expect(dueDateAfter(new Date("2026-11-22T08:00:00Z"), 0)).toBe("2026-11-22");
  });
});

describe("calendarDaysAfter", () => {
  it("counts every day, across months and leap days", () => {
    expect(calendarDaysAfter("2026-11-22", 14)).toBe("2026-12-06");
    expect(calendarDaysAfter("2028-02-28", 1)).toBe("2028-02-29");
    expect(calendarDaysAfter("2026-12-31", 1)).toBe("2027-01-01");
  });
});
