import { itemChangeInput, sourceRecordInput } from "./input";

const record = {
  source: "Companies House",
  query: "Harrowgate Tackle Ltd",
  result: "No company of that name",
  checked_on: "2026-11-02",
};

describe("sourceRecordInput", () => {
  it("takes a source, its query, its result and the day, trimmed", () => {
    expect(sourceRecordInput.parse({ ...record, source: "  Companies House " })).toEqual(record);
  });

  it("takes a search with no query or result typed yet", () => {
    expect(sourceRecordInput.parse({ ...record, query: "", result: "" }).source).toBe(
      "Companies House",
    );
  });

  it.each([
    [{ ...record, source: "  " }, "Name the source searched."],
    [{ ...record, checked_on: "02/11/2026" }, "The date searched must be a day (YYYY-MM-DD)."],
    [{ ...record, checked_on: "2099-01-01" }, "The date searched cannot be in the future."],
    [{ ...record, result: "x".repeat(501) }, "The result must be at most 500 characters."],
  ])("refuses %j with a sentence", (input, message) => {
    const parsed = sourceRecordInput.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("refuses a record without a date, or with a field it does not know", () => {
    const { checked_on: _, ...undated } = record;
    expect(sourceRecordInput.safeParse(undated).success).toBe(false);
    expect(sourceRecordInput.safeParse({ ...record, url: "https://x.example" }).success).toBe(
      false,
    );
  });
});

describe("itemChangeInput sources", () => {
  it("takes records and names the field of a bad one", () => {
    expect(itemChangeInput.parse({ expected_version: 1, sources: [record] }).sources).toEqual([
      record,
    ]);
    const bad = itemChangeInput.safeParse({
      expected_version: 1,
      sources: [record, { ...record, checked_on: "" }],
    });
    expect(bad.error?.issues[0]?.path).toEqual(["sources", 1, "checked_on"]);
  });

  it("refuses the plain text a source used to be", () => {
    expect(
      itemChangeInput.safeParse({ expected_version: 1, sources: ["Companies House"] }).success,
    ).toBe(false);
  });
});
