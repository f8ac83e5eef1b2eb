import { parseFountain } from "./fountain";
import { titlePageCredits } from "./title-page";

describe("titlePageCredits", () => {
  it("reads the title, the writers and the draft date of a Fountain title page", () => {
    const play = parseFountain(
      [
        "Title: _**BRICK & STEEL**_",
        "    FULL RETIRED",
        "Credit: Written by",
        "Authors: Stu Maschwitz & Mae Calloway",
        "Draft date: 1/20/2012",
        "Contact: mae@example.com",
        "",
        "EXT. BRICK'S PATIO - DAY",
        "",
        "A gorgeous day.",
      ].join("\n"),
    );
    expect(titlePageCredits(play.titlePage)).toEqual({
      title: "BRICK & STEEL FULL RETIRED",
      writer: "Stu Maschwitz & Mae Calloway",
      draftDate: "1/20/2012",
    });
  });

  it("says nothing where the script has no title page", () => {
    expect(titlePageCredits({})).toEqual({ title: null, writer: null, draftDate: null });
    expect(titlePageCredits({ title: "  \n " })).toMatchObject({ title: null });
  });
});
