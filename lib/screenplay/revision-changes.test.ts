import fs from "node:fs";

import { diffScreenplays } from "./diff";
import { parseScreenplay } from "./index";
import { changesOf } from "./revision-changes";

const read = (name: string) =>
  parseScreenplay(fs.readFileSync(`test/fixtures/revisions/${name}`), { fileName: name });

describe("changesOf", () => {
  it("keeps the changed scenes with their numbers and pages, and the changed pages", async () => {
    const diff = diffScreenplays(
      await read("lamp-keeper.fountain"),
      await read("lamp-keeper-revised.fountain"),
    );
    const items = { carriedForward: 4, research: 4, superseded: 2 };
    const changes = changesOf(diff, items);
    expect(changes.scenes).toEqual([
      {
        status: "edited",
        before: { number: "2", heading: "EXT. CLIFF ROAD - NIGHT", firstPage: 2, lastPage: 2 },
        after: { number: "2", heading: "EXT. CLIFF ROAD - NIGHT", firstPage: 2, lastPage: 2 },
        moved: false,
        renumbered: false,
        edits: 1,
      },
      {
        status: "removed",
        before: { number: "3", heading: "INT. MARLOWE'S GARAGE - DAY", firstPage: 3, lastPage: 3 },
        moved: false,
        renumbered: false,
        edits: 0,
      },
      {
        status: "added",
        after: {
          number: "3",
          heading: "INT. COASTGUARD STATION - NIGHT",
          firstPage: 3,
          lastPage: 3,
        },
        moved: false,
        renumbered: false,
        edits: 0,
      },
      expect.objectContaining({ status: "renumbered", renumbered: true, moved: false }),
      expect.objectContaining({ status: "moved", renumbered: true, moved: true }),
    ]);
    expect(changes.pages).toEqual({ total: 6, changed: [2, 3], added: [3], removed: [3] });
    expect(changes.items).toBe(items);
    // Small enough to store with the revision: no element texts.
    expect(JSON.stringify(changes)).not.toContain("Call the coastguard");
  });
});
