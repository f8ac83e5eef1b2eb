import { cleanInput, cleanQuery } from "./input-text";
import { Problem } from "./problems";

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as Problem;
  }
  throw new Error("not refused");
};

describe("cleanInput", () => {
  it("refuses a control character anywhere, naming the field by its path", () => {
    expect(refusal(() => cleanInput({ title: "a\u0000b" }))).toMatchObject({
      status: 400,
      field: "title",
    });
    expect(refusal(() => cleanInput({ billing: { lines: ["ok", "\u001b[31m"] } })).field).toBe(
      "billing.lines.1",
    );
    expect(refusal(() => cleanInput({ ["k\u0000"]: 1 })).status).toBe(400);
    expect(refusal(() => cleanInput("\u007f")).message).toMatch(/^The request contains/);
  });

  it("keeps tabs and line breaks, and makes lone surrogates the replacement character", () => {
    expect(cleanInput({ notes: "one\ntwo\r\n\tthree", n: 3, ok: true, none: null })).toEqual({
      notes: "one\ntwo\r\n\tthree",
      n: 3,
      ok: true,
      none: null,
    });
    expect(cleanInput(["\ud800x", "😀"])).toEqual(["\ufffdx", "😀"]);
  });

  it("cleans query strings the same way", () => {
    expect(cleanQuery(new URLSearchParams("q=ab%E2%80%93c&page=2")).get("q")).toBe("ab–c");
    expect(refusal(() => cleanQuery(new URLSearchParams("q=a%00b"))).field).toBe("q");
  });
});
