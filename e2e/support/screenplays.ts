import fs from "node:fs";
import path from "node:path";

/**
 * Small ORIGINAL screenplays for e2e tests (written for this project; never corpus text): enough
 * characters, a fictional number, a business and an address for the first pass to find.
 */
export const LANTERN_KEEPER = `Title: The Lantern Keeper
Author: Test Writer

INT. MARLOW BOOKSHOP - DAY

Dust hangs in the light. ELSIE MARLOW (60s), the owner, stacks atlases. Her nephew TOBIAS FINCH (20s) sorts receipts.

ELSIE
Did the lighthouse man ring again?

TOBIAS
Twice. He left a number, 555-0183.

ELSIE
Then call him back, Toby.

EXT. 14 GULL LANE - DUSK

A crooked cottage. RUTH ABERNATHY (70s) waits at the gate with a lantern.

RUTH
You're the Finch boy.

TOBIAS
Tobias. My aunt sent me.

INT. RUTH'S COTTAGE - NIGHT

Maps everywhere. Ruth unrolls one across a table.

RUTH
Elsie never told you about the wreck of the Mary Dunmore?

TOBIAS
She tells me nothing.

RUTH
Then Marlow Books has kept its secret well.

EXT. HARROW POINT LIGHTHOUSE - NIGHT

Tobias climbs. The lamp is dark. Someone has scratched a name on the rail: CONSTANCE REDFERN.

TOBIAS
Constance? Who were you?
`;

/**
 * A one-page ORIGINAL scene with nothing for the first pass to find (generic cues, no names): the
 * script a quote needs to be ordered (product.md §8.1) where a test is not about its items.
 */
export const PLAIN_KITCHEN = `INT. KITCHEN - DAY

A kettle boils. Rain on the window.

MAN
Tea?

WOMAN
Please. Two sugars.

MAN
As always.
`;

/**
 * A real screenplay of the shared corpus, read where it is at run time (never copied into the
 * project); a checkout without the corpus beside it uses our own original script instead.
 */
export function corpusScript(): { name: string; bytes: Buffer } {
  const file = path.resolve("../shared/corpus/screenplays/brick_and_steel__stu_maschwitz.fountain");
  return fs.existsSync(file)
    ? { name: path.basename(file), bytes: fs.readFileSync(file) }
    : { name: "lantern-keeper.fountain", bytes: Buffer.from(LANTERN_KEEPER) };
}
