import type { ElementType } from "@/lib/screenplay/model";

import { findInitials } from "./initials";
import { foundIn } from "./test-support";

const initials = (text: string, type: ElementType = "dialogue", characters: string[] = []) =>
  foundIn(findInitials, text, type, characters);

describe("findInitials", () => {
  it("reads initials after an article or a preposition as an organisation", () => {
    expect(initials("Get me someone from the DWQ, and ex-KR9 people too.")).toEqual([
      "organisation: DWQ",
      "organisation: KR9",
    ]);
    expect(initials("Call the MoJ before lunch.", "action")).toEqual(["organisation: MoJ"]);
  });

  it("reads initials with periods after an article too, beside undotted ones", () => {
    expect(initials("They watch a Q.R.V. show with the DWQ.", "action")).toEqual([
      "organisation: Q.R.V.",
      "organisation: DWQ",
    ]);
    expect(initials("She is a U.S. citizen. He wrote P.S.", "action")).toEqual([]);
  });

  it("reads CamelCase initials that spell a word, and initials a small town shares", () => {
    // "Mob" is a word and Osa a small Russian town, but neither is written so.
    expect(initials("He briefed the MoB and the OSA reform team.", "action")).toEqual([
      "organisation: MoB",
      "organisation: OSA",
    ]);
  });

  it("leaves things one has, sounds, places, generic initials and shouts alone", () => {
    expect(initials("Check a CCTV feed and my DWQ report.")).toEqual([]);
    expect(initials("Then from the AHH of the crowd, the USB drive.")).toEqual([]);
    expect(initials("She moved to the UK, then to the NSW coast.")).toEqual([]);
    expect(initials("GET OUT OF THE DWQ NOW.")).toEqual([]);
    expect(initials("Ask the JB about it.", "dialogue", ["jb"])).toEqual([]);
  });
});
