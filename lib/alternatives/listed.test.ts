import { whyListed } from "./listed";

// The first use builds the first pass's lists, slowly on a loaded machine.
jest.setTimeout(300_000);

describe("whyListed", () => {
  it("finds a listed brand inside a longer name, and its possessive", () => {
    expect(whyListed({ kind: "place", text: "Tinder Springs" })).toMatch(/\(Tinder\)/);
    expect(whyListed({ kind: "organisation", text: "Walmart's Bakery" })).toMatch(/Walmart/);
  });

  it("finds a public figure by full name, and by a surname only one of them bears", () => {
    expect(whyListed({ kind: "person", text: "Barack Obama" })).toBeDefined();
    expect(whyListed({ kind: "person", text: "Lena Schwarzenegger" })).toMatch(/Schwarzenegger/);
  });

  it("finds a real place for a place only", () => {
    expect(whyListed({ kind: "place", text: "Cedar Rapids" })).toMatch(/a real city/);
    expect(whyListed({ kind: "organisation", text: "Cedar Rapids Bakery" })).toBeUndefined();
  });

  it("lets invented names through", () => {
    expect(whyListed({ kind: "organisation", text: "Quorvexa Holdings Ltd" })).toBeUndefined();
    expect(whyListed({ kind: "person", text: "Trina Piotrowski" })).toBeUndefined();
    expect(whyListed({ kind: "place", text: "Fernhill Falls" })).toBeUndefined();
  });
});
