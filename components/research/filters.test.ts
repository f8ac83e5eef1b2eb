import {
  changedFilters,
  filterParams,
  filtersOf,
  isFiltered,
  itemsApiParams,
  searchWith,
} from "./filters";

describe("the results table's filters in the URL", () => {
  it("reads known filters and leaves out values the API would refuse", () => {
    const params = new URLSearchParams(
      "category=phone&code=F555&state=bogus&page_from=3&page_to=x&q= Dana &assignee=me&sort=risk&item=abc",
    );
    expect(filtersOf(params)).toEqual({
      category: "phone",
      code: "F555",
      page_from: 3,
      q: "Dana",
      assignee: "me",
      sort: "risk",
    });
  });

  it("reads the server page's searchParams object the same way", () => {
    expect(
      filtersOf({ code: "none", state: ["confirmed", "dismissed"], assignee: "someone" }),
    ).toEqual({ code: "none", state: "confirmed" });
  });

  it("writes filters back in a stable order, so a link round-trips", () => {
    const filters = { sort: "name" as const, category: "business" as const, page_to: 9 };
    expect(filterParams(filters).toString()).toBe("category=business&page_to=9&sort=name");
    expect(filtersOf(filterParams(filters))).toEqual(filters);
  });

  it("changes and clears single filters", () => {
    const filters = changedFilters({ category: "phone", q: "x" }, { q: null, state: "detected" });
    expect(filters).toEqual({ category: "phone", state: "detected" });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered({ sort: "risk" })).toBe(false);
  });

  it("asks the API for the signed-in researcher's items when the URL says me", () => {
    expect(itemsApiParams({}, "user-1").toString()).toBe("");
    expect(itemsApiParams({ assignee: "me", category: "phone" }, "user-1").toString()).toBe(
      "category=phone&assignee=user-1",
    );
  });

  it("keeps the page's other parameters when the filters change", () => {
    const current = new URLSearchParams("item=abc&q=old");
    expect(searchWith(current, { q: "new", state: "dismissed" })).toBe(
      "?item=abc&state=dismissed&q=new",
    );
    expect(searchWith(new URLSearchParams("q=old"), {})).toBe("");
  });
});
