import { inventedSnapshot, inventedTitleClearance } from "./fixture";
import { reportSnapshotSchema } from "./snapshot";

describe("reportSnapshotSchema", () => {
  it("accepts a full report", () => {
    const snapshot = inventedSnapshot(20);
    expect(reportSnapshotSchema.parse(snapshot)).toEqual(snapshot);
  });

  it("keeps an occurrence's place in the draft, the title page's below zero", () => {
    const snapshot = inventedSnapshot(1);
    const at = { elementIndex: -2, start: 0, end: 12 };
    const item = { ...snapshot.items[0]!, occurrences: [{ page: 1, scene: null, at }] };
    const parsed = reportSnapshotSchema.parse({ ...snapshot, items: [item] });
    expect(parsed.items[0]!.occurrences[0]!.at).toEqual(at);
  });

  it("keeps a title clearance, and reads a version stored without one", () => {
    const snapshot = { ...inventedSnapshot(2), titleClearance: inventedTitleClearance() };
    expect(reportSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(reportSnapshotSchema.parse(inventedSnapshot(2)).titleClearance).toBeUndefined();
  });

  it("refuses a title clearance whose verdict is not decided", () => {
    const titleClearance = { ...inventedTitleClearance(), verdict: "pending" };
    const snapshot = { ...inventedSnapshot(1), titleClearance };
    expect(reportSnapshotSchema.safeParse(snapshot).success).toBe(false);
  });

  it("reads a version published before sources were records as having none per item", () => {
    const snapshot = inventedSnapshot(1);
    const { sources: _, ...item } = snapshot.items[0]!;
    const parsed = reportSnapshotSchema.parse({
      cover: { ...snapshot.cover, sourcesConsulted: ["Trade mark registers"] },
      items: [item],
    });
    expect(parsed.items[0]!.sources).toEqual([]);
    expect(parsed.cover).not.toHaveProperty("sourcesConsulted");
  });

  it("keeps an item's rights-holder contacts, and reads a version stored before them as having none", () => {
    const snapshot = inventedSnapshot(20);
    const asked = snapshot.items.find((item) => item.rightsContacts.length > 0)!;
    expect(reportSnapshotSchema.parse(snapshot).items).toContainEqual(asked);
    const { rightsContacts: _, ...older } = asked;
    const parsed = reportSnapshotSchema.parse({ ...snapshot, items: [older] });
    expect(parsed.items[0]!.rightsContacts).toEqual([]);
  });

  it.each([
    [
      "a rights holder's notes past 2,000 characters",
      {
        item: {
          rightsContacts: [
            {
              name: "A",
              organisation: "",
              address: "",
              email: "",
              phone: "",
              notes: "n".repeat(2_001),
            },
          ],
        },
      },
    ],
    [
      "a source searched on no day",
      { item: { sources: [{ source: "IMDb", query: "", result: "", checkedOn: "soon" }] } },
    ],
    ["an order number in another form", { cover: { orderNumber: "123" } }],
    ["a version 0", { cover: { version: 0 } }],
    ["an unknown code", { item: { code: "OK" } }],
    ["an unknown category", { item: { category: "pets" } }],
    ["a page 0", { item: { occurrences: [{ page: 0, scene: null }] } }],
  ])("refuses %s", (_, change: { cover?: object; item?: object }) => {
    const snapshot = inventedSnapshot(1);
    const broken = {
      cover: { ...snapshot.cover, ...change.cover },
      items: [{ ...snapshot.items[0], ...change.item }],
    };
    expect(reportSnapshotSchema.safeParse(broken).success).toBe(false);
  });
});
