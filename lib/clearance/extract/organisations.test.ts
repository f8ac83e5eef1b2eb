import type { ScriptElement } from "@/lib/screenplay/model";

import { findOrganisations } from "./organisations";

const element: ScriptElement = {
  type: "action",
  text: "",
  page: 1,
  sceneIndex: 1,
  index: 0,
  styleRuns: [],
};
const found = (text: string) =>
  findOrganisations(text, { ...element, text }, { characterWords: new Set(["sarah"]) }).map(
    ({ category, canonical, text: written }) => ({
      category,
      canonical,
      written,
    }),
  );

describe("findOrganisations", () => {
  it("names businesses and institutions by their suffix, in any case", () => {
    expect(found("They meet at the Blue Moon Diner on Fifth.")).toEqual([
      { category: "business", canonical: "Blue Moon Diner", written: "Blue Moon Diner" },
    ]);
    expect(found("INT. MERCY GENERAL HOSPITAL - NIGHT")).toEqual([
      {
        category: "hospital",
        canonical: "Mercy General Hospital",
        written: "MERCY GENERAL HOSPITAL",
      },
    ]);
    expect(found("He works for Vance & Partners LLP and Acme Corp.")).toEqual([
      { category: "business", canonical: "Vance & Partners LLP", written: "Vance & Partners LLP" },
      { category: "business", canonical: "Acme Corp.", written: "Acme Corp." },
    ]);
    expect(found("Lincoln High School is closed.")[0]).toMatchObject({ category: "school" });
  });

  it("reads a prefix form and a numbered unit", () => {
    expect(found("She dropped out of the University of Nebraska.")[0]).toMatchObject({
      category: "school",
      canonical: "University of Nebraska",
    });
    expect(found("Transfer him to the 43rd Precinct.")).toEqual([
      { category: "police", canonical: "43rd Precinct", written: "43rd Precinct" },
    ]);
  });

  it("reads possessive signage, but not someone's home", () => {
    expect(found("INT. JOE'S DINER - NIGHT")[0]).toMatchObject({
      category: "business",
      canonical: "Joe's Diner",
    });
    expect(found("Let's grab a slice at Mario's.")[0]).toMatchObject({
      category: "business",
      canonical: "Mario's",
    });
    expect(found("INT. SARAH'S APARTMENT - NIGHT")).toEqual([]);
    expect(found("INT. SARAH'S KITCHEN - NIGHT")).toEqual([]);
    expect(found("INT. SARAH'S DINER - NIGHT")[0]).toMatchObject({ canonical: "Sarah's Diner" });
  });

  it("ignores generic places with a suffix-like word", () => {
    expect(found("INT. POLICE STATION - NIGHT")).toEqual([]);
    expect(found("The City Hospital lobby.")).toEqual([]);
    expect(found("They met at Sunday School.")).toEqual([]);
    expect(found("a hospital, a school and a diner")).toEqual([]);
  });

  it("returns on a megabyte of capitalised words", () => {
    expect(Array.isArray(found("Blue Moon ".repeat(100_000) + "Diner"))).toBe(true);
  });
});
