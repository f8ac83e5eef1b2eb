import { followsPayment, followsWork, manualTransitionsFrom } from "./manual-transitions";

const targets = (from: Parameters<typeof manualTransitionsFrom>[0]) =>
  manualTransitionsFrom(from).map((transition) => transition.to);

describe("the status changes admins make by hand", () => {
  it("offer research, closing and the side exits; the work makes the other moves", () => {
    expect(targets("paid")).toEqual(["in_research", "cancelled", "refunded"]);
    expect(targets("in_research")).toEqual(["cancelled", "refunded"]);
    expect(targets("in_review")).toEqual(["cancelled", "refunded"]);
    expect(targets("delivered")).toEqual(["closed", "refunded"]);
    expect(targets("revision_requested")).toEqual([]);
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
      { to: "refunded", label: "Refunded", needs_confirmation: true },
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
