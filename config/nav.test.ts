import { accountNav, adminNav, customerNav, marketingLinks, navItem } from "./nav";

describe("navigation", () => {
  it("finds an item by its key, wherever it stands in its list", () => {
    expect(navItem(customerNav, "list").href).toBe("/");
    expect(navItem([...customerNav].reverse(), "new").href).toBe("/quote");
  });

  it("refuses a key its list does not have", () => {
    expect(() => navItem(customerNav, "settings" as never)).toThrow(
      'No navigation item "settings"',
    );
  });

  it("has one key per item in each list", () => {
    for (const items of [marketingLinks, customerNav, adminNav, accountNav]) {
      const keys = items.map((item) => item.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
