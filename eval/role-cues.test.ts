import { parseScreenplay } from "@/lib/screenplay";

import { roleCues } from "./role-cues";

describe("roleCues", () => {
  it("lists each speaking cue once, without its extensions", async () => {
    const script = [
      "INT. POST OFFICE - DAY",
      "",
      "MAILMAN (V.O.)",
      "Parcel for you.",
      "",
      "MARGO",
      "Thanks.",
      "",
      "MAILMAN (CONT'D)",
      "Sign here.",
      "",
    ].join("\n");
    const screenplay = await parseScreenplay(new TextEncoder().encode(script), {
      fileName: "post.fountain",
    });
    expect(roleCues(screenplay)).toEqual(["MAILMAN", "MARGO"]);
  });
});
