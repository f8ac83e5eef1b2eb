/**
 * Answer keys handed to us in the shared labelling format (../shared/eval/labels, conventions in
 * its README) turned into ours (`./labels.ts`), so that every labelled script is scored alike
 * (docs/first-pass.md §2.2).
 */
import { z } from "zod";

import type { ClearanceCategory } from "@/config/submissions";

import { parseScriptLabels, type Label, type ScriptLabels } from "./labels";

const SharedItemSchema = z.object({
  text: z.string().trim().min(1),
  category: z.enum([
    "character_name",
    "person_mentioned",
    "public_figure",
    "business",
    "brand_product",
    "location",
    "address",
    "phone",
    "license_plate",
    "url_email",
    "title_of_work",
    "organisation",
    "other",
  ]),
  first_scene: z.number().int().min(0),
  note: z.string().optional(),
});

const SharedLabelsSchema = z.object({
  file: z.string().trim().min(1),
  items: z.array(SharedItemSchema).min(1),
});

type SharedItem = z.infer<typeof SharedItemSchema>;

/** The shared set's categories in ours: people only referred to are still character names. */
const CATEGORY: Record<SharedItem["category"], ClearanceCategory> = {
  character_name: "character_name",
  person_mentioned: "character_name",
  public_figure: "real_person",
  business: "business",
  brand_product: "brand",
  location: "location",
  address: "address",
  phone: "phone",
  license_plate: "license_plate",
  url_email: "web",
  title_of_work: "work_title",
  organisation: "organisation",
  other: "other",
};

/**
 * Our finer categories, read from the labeller's own note: their "title of work" holds songs and
 * newspapers, which we report as music and media; their "other" holds lyrics and quotations.
 */
function refinedCategory(item: SharedItem): ClearanceCategory {
  const note = item.note ?? "";
  const category = CATEGORY[item.category];
  if (category === "work_title") {
    if (/\b(song|anthem|hymn)\b/i.test(note)) return "music";
    if (/\b(newspaper|periodical|magazine)\b/i.test(note)) return "media";
  }
  if (category === "other" && /\b(lyrics?|quotation)\b|\bline\b[^.]*\bspoken\b/i.test(note)) {
    return "quoted_text";
  }
  if (category === "organisation" && /\b(sheriff|police)\b/i.test(`${item.text} ${note}`)) {
    return "police";
  }
  return category;
}

/** Words a period follows without ending the aka list ("aka: Mr. Dashwood. Editor …"). */
const ABBREVIATIONS = /(?:^|[\s;])(?:mr|mrs|ms|dr|st|mt|jr|sr|[a-z])$/i;

/** The other forms listed at the start of a note, "aka: A; B; C." (README: one item per entity). */
export function akaForms(note: string | undefined): string[] {
  const match = /^\s*aka:\s*/i.exec(note ?? "");
  if (!match) return [];
  const rest = note!.slice(match[0].length);
  let end = rest.length;
  for (const stop of rest.matchAll(/\.(?=\s|$)/g)) {
    if (!ABBREVIATIONS.test(rest.slice(0, stop.index))) {
      end = stop.index;
      break;
    }
  }
  return rest
    .slice(0, end)
    .split(";")
    .map((form) => form.trim())
    .filter(Boolean);
}

function label(item: SharedItem): Label {
  const aliases = akaForms(item.note).filter((form) => form !== item.text);
  return {
    category: refinedCategory(item),
    name: item.text,
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(item.first_scene === 0 ? { titlePage: true } : {}),
    scene: item.first_scene,
    ...(item.note ? { note: item.note } : {}),
  };
}

/** A shared answer key in our format; the genre and setting are ours to say. */
export function fromSharedLabels(
  json: unknown,
  about: { genre: string; setting: string; note?: string },
): ScriptLabels {
  const shared = SharedLabelsSchema.parse(json);
  return parseScriptLabels(
    { file: shared.file, ...about, items: shared.items.map(label) },
    shared.file,
  );
}
