import {
  followsPayment,
  followsRefund,
  followsWork,
  manualTransitionsFrom,
} from "./manual-transitions";

const targets = (from: Parameters<typeof manualTransitionsFrom>[0]) =>
  manualTransitionsFrom(from).map((transition) => transition.to);

describe("the status changes admins make by hand", () => {
  it("offer research, closing and cancelling; the work and refunds make the other moves", () => {
    expect(targets("paid")).toEqual(["in_research", "cancelled"]);
    expect(targets("in_research")).toEqual(["cancelled"]);
    expect(targets("in_review")).toEqual(["cancelled"]);
    expect(targets("delivered")).toEqual(["closed"]);
    expect(targets("revision_requested")).toEqual([]);
  });

  it("never offer refunded: only a refund of everything paid makes it", () => {
    for (const status of ["paid", "in_research", "delivered", "closed", "cancelled"] as const) {
      expect(targets(status)).not.toContain("refunded");
    }
    expect(followsRefund("refunded")).toBe(true);
    expect(followsRefund("cancelled")).toBe(false);
  });

  it("offer nothing before payment, nor after an end state", () => {
    for (const status of [
      "draft",
      "awaiting_payment",
      "closed",
      "cancelled",
      "refunded",
    ] as const) {
      expect(targets(status)).toEqual([]);
    }
  });

  it("carry the status's label, and ask to confirm only the changes that end the order", () => {
    expect(manualTransitionsFrom("paid")).toEqual([
      { to: "in_research", label: "In research", needs_confirmation: false },
      { to: "cancelled", label: "Cancelled", needs_confirmation: true },
    ]);
  });

  it("leave review, delivery and revisions to the work itself", () => {
    expect(followsWork("in_research", "in_review")).toBe(true);
    expect(followsWork("in_research", "delivered")).toBe(true);
    expect(followsWork("in_review", "in_research")).toBe(true);
    expect(followsWork("in_review", "cancelled")).toBe(false);
    expect(followsWork("paid", "in_research")).toBe(false);
    expect(followsWork("delivered", "revision_requested")).toBe(true);
    expect(followsWork("revision_requested", "in_research")).toBe(true);
    expect(followsWork("delivered", "closed")).toBe(false);
  });

  it("tell the changes a payment makes from the ones nobody may make", () => {
    expect(followsPayment("awaiting_payment", "paid")).toBe(true);
    expect(followsPayment("awaiting_payment", "draft")).toBe(true);
    expect(followsPayment("draft", "awaiting_payment")).toBe(true);
    expect(followsPayment("awaiting_payment", "delivered")).toBe(false);
    expect(followsPayment("paid", "in_research")).toBe(false);
  });
});
