import { memoised } from "./memo";

describe("memoised", () => {
  it("computes each key's answer once, an undefined answer included", () => {
    const asked: string[] = [];
    const lookUp = memoised((key) => {
      asked.push(key);
      return key === "paris" ? "city" : undefined;
    });
    expect([lookUp("paris"), lookUp("door"), lookUp("paris"), lookUp("door")]).toEqual([
      "city",
      undefined,
      "city",
      undefined,
    ]);
    expect(asked).toEqual(["paris", "door"]);
  });

  it("forgets its answers once they pass the limit, and still answers right", () => {
    const asked: string[] = [];
    const length = memoised((key) => {
      asked.push(key);
      return key.length;
    }, 2);
    expect(["a", "bb", "a", "ccc", "a"].map(length)).toEqual([1, 2, 1, 3, 1]);
    // "ccc" found two answers kept and dropped them; "a" was then asked again.
    expect(asked).toEqual(["a", "bb", "ccc", "a"]);
  });
});
