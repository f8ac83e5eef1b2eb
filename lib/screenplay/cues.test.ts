import { isContinuationMarker, splitCue } from "./cues";

describe("splitCue", () => {
  it.each([
    ["SARAH", { name: "SARAH" }],
    ["SARAH (V.O.)", { name: "SARAH", extension: "V.O." }],
    ["SARAH (CONT'D)", { name: "SARAH" }],
    ["SARAH (CONT’D)", { name: "SARAH" }],
    ["DET. KOWALSKI (O.S.) (CONT'D)", { name: "DET. KOWALSKI", extension: "O.S." }],
    ["MARY (ON PHONE) (cont.)", { name: "MARY", extension: "ON PHONE" }],
    ["BOB ^", { name: "BOB" }],
    ["  JOE   ( V.O. ) ", { name: "JOE", extension: "V.O." }],
  ])("%s", (raw, expected) => {
    expect(splitCue(raw)).toEqual(expected);
  });
});

describe("isContinuationMarker", () => {
  it.each(["(MORE)", " ( more ) ", "CONTINUED:", "(CONTINUED)", "continued"])(
    "%s is layout",
    (line) => {
      expect(isContinuationMarker(line)).toBe(true);
    },
  );
  it.each(["MORE", "The more the merrier.", "CONTINUED TO NEXT SCENE"])("%s is script", (line) => {
    expect(isContinuationMarker(line)).toBe(false);
  });
});
