/**
 * Rooms a scene heading names as one room of one building: INT. CABINET ROOM, INT. TERRACOTTA
 * ROOM, INT. STATE DINING ROOM, or a public figure's office (INT. CHURCHILL'S OFFICE). A real
 * building's rooms are as real as the building; a kind of room (PRESS ROOM, GUEST ROOM,
 * SARAH'S ROOM) names nothing.
 */
import { DESCRIPTIVE_WORDS } from "@/config/first-pass/organisation-words";
import { ROOM_KINDS } from "@/config/first-pass/scene-words";

import { isFamousSurname } from "../gazetteer";
import { type Candidate, signalOf } from "../model";
import type { ScriptFinder } from "./finder";
import { matchesOf, nameKey, titleCase } from "./patterns";

/** Up to three capitalised words, then ROOM; or an owner's possessive, then OFFICE or STUDY. */
const ROOM =
  /(?<![\p{L}'’])(?<words>(?:[A-Z][A-Z'’]*\s+){1,3})(?<room>ROOM|OFFICE|STUDY)(?![\p{L}'’])/gu;
/** Heading words that lead up to a room without naming it: INT. OUTSIDE STATE DINING ROOM. */
const LEAD_WORDS = new Set([
  "int",
  "ext",
  "i/e",
  "outside",
  "inside",
  "corridor",
  "hallway",
  "hall",
  "near",
  "by",
  "of",
  "the",
  "to",
  "into",
]);
const WORD = /\S+/g;
const KINDS = new Set(ROOM_KINDS);
const DESCRIPTIVE = new Set(DESCRIPTIVE_WORDS);
const POSSESSIVE = /^(?<owner>[A-Z][A-Z-]+)['’]S?$/;

export const findNamedRooms: ScriptFinder = (screenplay) => {
  const cues = new Set(
    screenplay.elements
      .filter((element) => element.type === "character")
      .flatMap((element) => element.text.toLowerCase().split(/[^\p{L}]+/u)),
  );
  const found: Candidate[] = [];
  for (const element of screenplay.elements) {
    if (element.type !== "scene_heading" || !element.text.includes("O")) continue;
    for (const match of matchesOf(ROOM, element.text)) {
      const room = match.groups!.room!;
      const words = matchesOf(WORD, match.groups!.words!);
      const first = words.findLastIndex((word) => LEAD_WORDS.has(word[0].toLowerCase())) + 1;
      const name = words.slice(first).map((word) => word[0]);
      if (name.length === 0 || !namesOneRoom(name, room, cues)) continue;
      const start = match.index + words[first]!.index;
      const canonical = titleCase([...name, room].join(" "));
      found.push({
        category: "location",
        text: element.text.slice(start, match.index + match[0].length),
        key: nameKey(canonical),
        canonical,
        elementIndex: element.index,
        start,
        end: match.index + match[0].length,
        signals: [
          signalOf(
            "named-room",
            "A room the heading names as one building's own: the building may be real",
          ),
        ],
        suggestedCode: "CC",
      });
    }
  }
  return found;
};

/**
 * CABINET ROOM and STATE DINING ROOM, not PRESS ROOM, DINGY ROOM or MARY'S ROOM; an office or a
 * study by its owner only when the owner is a public figure and no character.
 */
function namesOneRoom(name: string[], room: string, cues: Set<string>): boolean {
  const last = name.at(-1)!.toLowerCase();
  const owner = POSSESSIVE.exec(name.at(-1)!)?.groups?.owner?.toLowerCase();
  if (room !== "ROOM")
    return name.length === 1 && owner !== undefined && !cues.has(owner) && isFamousSurname(owner);
  if (owner !== undefined) return false;
  // The state rooms of a palace or a residence are its own: the State Dining Room.
  if (KINDS.has(last)) return name.length === 2 && name[0]!.toLowerCase() === "state";
  return !DESCRIPTIVE.has(last);
}
