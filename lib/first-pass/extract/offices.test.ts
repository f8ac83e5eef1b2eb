import { parseFountain } from "@/lib/screenplay/fountain";

import { findOfficeHolders } from "./offices";

const offices = (fountain: string) =>
  findOfficeHolders(parseFountain(fountain)).map((candidate) => candidate.canonical);

describe("findOfficeHolders", () => {
  it("names office-holders by their office", () => {
    expect(
      offices("INT. JAIL - NIGHT\n\nMARGO\nOnly the Governor can stop it. Ask the Archbishop.\n"),
    ).toEqual(["the Governor", "the Archbishop"]);
  });

  it("names an office that opens a sentence", () => {
    expect(offices("INT. JAIL - NIGHT\n\nMARGO\nThe Governor will not sign.\n")).toEqual([
      "the Governor",
    ]);
  });

  it("leaves an office someone in the script speaks as", () => {
    const script = "INT. OFFICE - DAY\n\nMARGO\nSo the Governor is here.\n\nGOVERNOR\nSit down.\n";
    expect(offices(script)).toEqual([]);
  });
});
