import { canChange } from "./transitions";

describe("the submission state machine (product.md §5)", () => {
  it("follows the order's life from draft to closed", () => {
    const path = ["draft", "awaiting_payment", "paid", "in_research", "delivered"] as const;
    for (let i = 1; i < path.length; i++) expect(canChange(path[i - 1]!, path[i]!)).toBe(true);
    expect(canChange("delivered", "revision_requested")).toBe(true);
    expect(canChange("revision_requested", "in_research")).toBe(true);
    expect(canChange("delivered", "closed")).toBe(true);
  });

  it("lets a lapsed checkout return to draft, and a free order skip the wait", () => {
    expect(canChange("awaiting_payment", "draft")).toBe(true);
    expect(canChange("draft", "paid")).toBe(true);
  });

  it("refuses skipping ahead, going back after payment, and leaving an end state", () => {
    expect(canChange("draft", "delivered")).toBe(false);
    expect(canChange("paid", "draft")).toBe(false);
    expect(canChange("in_research", "awaiting_payment")).toBe(false);
    for (const end of ["closed", "cancelled", "refunded"] as const) {
      expect(canChange(end, "in_research")).toBe(false);
    }
  });

  it("lets a submission whose payments were all given back become refunded, from any paid state", () => {
    for (const from of [
      "paid",
      "in_research",
      "in_review",
      "delivered",
      "revision_requested",
      "closed",
      "cancelled",
    ] as const) {
      expect(canChange(from, "refunded")).toBe(true);
    }
    expect(canChange("draft", "refunded")).toBe(false);
    expect(canChange("awaiting_payment", "refunded")).toBe(false);
    expect(canChange("refunded", "cancelled")).toBe(false);
  });
});
