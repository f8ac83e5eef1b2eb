import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { finishedSlugs, readRealLabels, readRealScreenplay } from "./index";

describe("finishedSlugs", () => {
  it("takes finished answer keys only, not those still being written or other files", () => {
    const files = [
      "zebra.labels.ts",
      "index.ts",
      "labels.ts",
      "apple.labels.ts.partial",
      "a.labels.ts",
    ];
    expect(finishedSlugs(files)).toEqual(["a", "zebra"]);
  });
});

describe("readRealLabels", () => {
  it("reads each finished answer key of the set, naming its corpus file", async () => {
    for (const { slug, labels } of await readRealLabels()) {
      expect(slug).toMatch(/^[a-z-]+$/);
      expect(labels.file).toMatch(/\.(fountain|fdx|pdf)$/);
      expect(labels.items.length).toBeGreaterThan(0);
    }
  });
});

describe("readRealScreenplay", () => {
  it("parses the labelled file from the corpus folder", async () => {
    const corpus = await mkdtemp(path.join(tmpdir(), "corpus-"));
    try {
      const script = "INT. LIGHTHOUSE - NIGHT\n\nMARGO trims the wick.\n\nMARGO\nStorm's coming.\n";
      await writeFile(path.join(corpus, "lamp.fountain"), script);
      const labels = { file: "lamp.fountain", genre: "drama", setting: "a coast", items: [] };
      const screenplay = await readRealScreenplay(labels, corpus);
      expect(screenplay.scenes.map((scene) => scene.heading)).toEqual(["INT. LIGHTHOUSE - NIGHT"]);
    } finally {
      await rm(corpus, { recursive: true });
    }
  });
});
