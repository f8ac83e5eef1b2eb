import { ScreenplayError } from "./errors";
import type { Screenplay } from "./model";
import { speechesBySpeaker } from "./stats";

/**
 * Refuses a file that reads but is not a screenplay (docs/product.md §4.2): one with no scene
 * heading and no conversation. A conversation is a character who speaks more than once, since a
 * letter's letterhead above its address, or an invoice's "BILL TO" above a name, reads like a cue
 * and its line; a screenplay's characters speak again. A one-scene short has its heading.
 */
export function checkScreenplayShape(screenplay: Screenplay): void {
  if (screenplay.scenes.length > 0) return;
  for (const speeches of speechesBySpeaker(screenplay.elements).values()) {
    if (speeches > 1) return;
  }
  throw new ScreenplayError("notScreenplay");
}
