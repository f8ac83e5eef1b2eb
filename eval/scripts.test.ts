import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { answerKeySlugs, labelledScripts, readScreenplay } from "./scripts";

describe("answerKeySlugs", () => {
  it("takes answer keys only, in order, not other files", () => {
    const files = ["zebra.json", "zebra.fountain", "README.md", "apple.json.partial", "a.json"];
    expect(answerKeySlugs(files)).toEqual(["a", "zebra"]);
  });
});

describe("labelledScripts", () => {
  it("reads each answer key of both sets, the real ones naming a corpus file", () => {
    const scripts = labelledScripts();
    expect(scripts.filter((script) => script.set === "real").length).toBeGreaterThanOrEqual(5);
    for (const { slug, labels, set, screenplayPath } of scripts) {
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(labels.file).toMatch(/\.(fountain|fdx|pdf)$/);
      expect(screenplayPath.endsWith(labels.file)).toBe(true);
      if (set === "real") expect(screenplayPath).toContain(path.join("shared", "corpus"));
    }
  });

  it("refuses an answer key that breaks the schema, naming the file and the field", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "labels-"));
    try {
      const labels = { file: "a.fountain", genre: "drama", setting: "a coast", items: [] };
      await writeFile(path.join(dir, "lamp.json"), JSON.stringify(labels));
      expect(() => labelledScripts({ real: dir, fixtures: dir })).toThrow(
        /lamp\.json is not a valid answer key: items: /,
      );
    } finally {
      await rm(dir, { recursive: true });
    }
  });
});

describe("readScreenplay", () => {
  it("parses the labelled file from the corpus folder", async () => {
    const corpus = await mkdtemp(path.join(tmpdir(), "corpus-"));
    try {
      const script = "INT. LIGHTHOUSE - NIGHT\n\nMARGO trims the wick.\n\nMARGO\nStorm's coming.\n";
      await writeFile(path.join(corpus, "lamp.fountain"), script);
      const labels = {
        file: "lamp.fountain",
        genre: "drama",
        setting: "a coast",
        items: [{ category: "character_name" as const, name: "Margo" }],
      };
      const screenplay = await readScreenplay({
        slug: "lamp",
        set: "real",
        labels,
        screenplayPath: path.join(corpus, "lamp.fountain"),
      });
      expect(screenplay.scenes.map((scene) => scene.heading)).toEqual(["INT. LIGHTHOUSE - NIGHT"]);
    } finally {
      await rm(corpus, { recursive: true });
    }
  });
});
