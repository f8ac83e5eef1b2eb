import { readdirSync } from "node:fs";

import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import type { Screenplay } from "@/lib/screenplay";

import type { ScriptLabels } from "./labels";
import { normaliseName } from "./score";
import { FIXTURE_DIR, labelledScripts, readScreenplay } from "./scripts";

const FIXTURES: Record<string, ScriptLabels> = {};
const categories: string[] = CLEARANCE_CATEGORIES.map((category) => category.value);

/** Lower-case words only, space-padded, so that a phrase is found on word boundaries. */
const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

const screenplays = new Map<string, Screenplay>();
const fixtures = labelledScripts().filter((script) => script.set === "fixtures");
const slugs = fixtures.map((script) => script.slug);
beforeAll(async () => {
  for (const script of fixtures) {
    FIXTURES[script.slug] = script.labels;
    screenplays.set(script.slug, await readScreenplay(script));
  }
});

describe("evaluation fixtures", () => {
  it("pair every screenplay in the folder with its labels, named alike", () => {
    for (const script of fixtures) expect(script.labels.file).toBe(`${script.slug}.fountain`);
    const files = readdirSync(FIXTURE_DIR)
      .filter((name) => name.endsWith(".fountain"))
      .map((name) => name.replace(/\.fountain$/, ""));
    expect(files.sort()).toEqual([...slugs].sort());
    expect(slugs.length).toBeGreaterThanOrEqual(7);
  });

  it.each(slugs)("%s parses as a Fountain screenplay of 3 to 8 pages", (slug) => {
    const screenplay = screenplays.get(slug)!;
    expect(screenplay.format).toBe("fountain");
    expect(screenplay.pageCount).toBeGreaterThanOrEqual(3);
    expect(screenplay.pageCount).toBeLessThanOrEqual(8);
    expect(screenplay.scenes.length).toBeGreaterThan(3);
  });

  it.each(slugs)("%s labels only valid categories, each item once", (slug) => {
    const { items } = FIXTURES[slug]!;
    for (const label of items) expect(categories).toContain(label.category);
    // Two labels of one category that share a form could not be told apart by the scorer.
    const forms = items.flatMap((label) => [
      ...new Set(
        [label.name, ...(label.aliases ?? [])].map(
          (form) => `${label.category}:${normaliseName(label.category, form)}`,
        ),
      ),
    ]);
    expect(forms.filter((form, i) => forms.indexOf(form) !== i)).toEqual([]);
  });

  it.each(slugs)("%s uses every alias and trap it lists, and no trap is a label", (slug) => {
    const { items, ignore = [] } = FIXTURES[slug]!;
    const screenplay = screenplays.get(slug)!;
    // Title-page labels (the script's own title) are read on the title page.
    const script = plain(
      [...Object.values(screenplay.titlePage), ...screenplay.elements.map(({ text }) => text)].join(
        "\n",
      ),
    );
    const absent = (text: string) => !script.includes(plain(text));
    for (const label of items) {
      const aliases = label.aliases ?? [];
      expect({ label: label.name, absent: aliases.filter(absent) }).toEqual({
        label: label.name,
        absent: [],
      });
      // The name may be the report's fuller form ("Los Angeles Dodgers" for "Dodgers").
      expect({
        label: label.name,
        found: [label.name, ...aliases].some((f) => !absent(f)),
      }).toEqual({ label: label.name, found: true });
    }
    expect(ignore.filter(absent)).toEqual([]);
    const labelled = new Set(
      items.flatMap((label) => [label.name, ...(label.aliases ?? [])]).map(plain),
    );
    expect(ignore.filter((trap) => labelled.has(plain(trap)))).toEqual([]);
  });

  it("cover every category between them with required labels", () => {
    const covered = new Set<string>(
      Object.values(FIXTURES).flatMap((labels) =>
        labels.items.filter((label) => !label.optional).map((label) => label.category),
      ),
    );
    expect(categories.filter((category) => !covered.has(category))).toEqual([]);
  });
});
