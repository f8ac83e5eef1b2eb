import { buildScreenplay, type RawElement, type Segment } from "./build";
import { ScreenplayError } from "./errors";
import { LINES_PER_PAGE, type ElementType, type Screenplay } from "./model";
import { estimatePages, linesFor } from "./paginate";
import { visibleText } from "./visible-text";
import {
  attribute,
  childElements,
  firstChild,
  parseXml,
  textContent,
  titlePageFields,
  type XmlElement,
} from "./xml";

/** Final Draft paragraph types (lower case, letters only) that have an element of their own. */
const PARAGRAPH_TYPES: Record<string, ElementType> = {
  sceneheading: "scene_heading",
  action: "action",
  character: "character",
  dialogue: "dialogue",
  parenthetical: "parenthetical",
  transition: "transition",
  shot: "shot",
  lyrics: "lyrics",
  general: "general",
};

/** A script paragraph with the start page its scene heading's SceneProperties gives, if any. */
type FdxElement = RawElement & { scenePage?: number };

/**
 * Reads a Final Draft (.fdx) file: the paragraphs of `<Content>` in order, with their styled
 * runs, scene numbers, dual dialogue and the title page. Pages come from the scenes'
 * SceneProperties when every scene has one; otherwise the builder estimates them.
 */
export function parseFdx(text: string): Screenplay {
  const root = parseXml(text, "fdxInvalid");
  if (root.name.toLowerCase() !== "finaldraft") throw new ScreenplayError("fdxInvalid");
  const content = firstChild(root, "Content");
  if (!content) throw new ScreenplayError("fdxInvalid");
  const elements = scriptElements(content, allCapsTypes(root));
  return buildScreenplay("fdx", placeOnScenePages(elements), { titlePage: readTitlePage(root) });
}

/** The script's paragraphs: those directly in `<Content>` and the speeches of dual dialogue. */
function scriptElements(content: XmlElement, allCaps: Set<string>): FdxElement[] {
  const elements: FdxElement[] = [];
  for (const child of childElements(content)) {
    const name = child.name.toLowerCase();
    if (name === "paragraph") {
      elements.push(paragraphElement(child, allCaps));
      // Final Draft wraps dual dialogue in an otherwise empty paragraph.
      const dual = firstChild(child, "DualDialogue");
      if (dual) elements.push(...dualDialogue(dual, allCaps));
    } else if (name === "dualdialogue") {
      elements.push(...dualDialogue(child, allCaps));
    }
  }
  return elements.filter((element) => plainText(element).length > 0);
}

/**
 * Paragraph types whose element settings print them in capitals. Final Draft keeps what was
 * typed ("Henry", "ext. farm - night") and capitalises on screen and on paper; the script is
 * what is printed, and cues must match whatever case they were typed in.
 */
function allCapsTypes(root: XmlElement): Set<string> {
  const types = new Set<string>();
  for (const settings of childElements(root, "ElementSettings")) {
    const fontSpec = firstChild(settings, "FontSpec");
    if (fontSpec && styleNames(attribute(fontSpec, "Style")).has("allcaps"))
      types.add(typeKey(attribute(settings, "Type")));
  }
  return types;
}

function paragraphElement(paragraph: XmlElement, allCaps: Set<string>): FdxElement {
  const typeName = attribute(paragraph, "Type");
  const type = elementType(typeName);
  const capitals = allCaps.has(typeKey(typeName));
  const segments = childElements(paragraph, "Text")
    .flatMap(textSegment)
    .map((segment) => (capitals ? { ...segment, text: segment.text.toUpperCase() } : segment));
  const element: FdxElement = { type, segments };
  if (type !== "scene_heading") return element;
  const number = attribute(paragraph, "Number")?.trim();
  if (number) element.sceneNumber = number;
  const properties = firstChild(paragraph, "SceneProperties");
  const page = properties ? Number(attribute(properties, "Page")) : NaN;
  if (Number.isInteger(page) && page >= 1) element.scenePage = page;
  return element;
}

function typeKey(type: string | undefined): string {
  return (type ?? "").toLowerCase().replace(/[^a-z]/g, "");
}

function elementType(type: string | undefined): ElementType {
  return PARAGRAPH_TYPES[typeKey(type)] ?? "general";
}

/** `Style="Bold+Italic+AllCaps"` as a set of lower-case names. */
function styleNames(style: string | undefined): Set<string> {
  return new Set((style ?? "").split("+").map((name) => name.trim().toLowerCase()));
}

/** One run of text; hidden text is not part of the printed script, so it yields nothing. */
function textSegment(run: XmlElement): Segment[] {
  const styles = styleNames(attribute(run, "Style"));
  if (styles.has("hiddentext")) return [];
  const text = textContent(run);
  const segment: Segment = { text: styles.has("allcaps") ? text.toUpperCase() : text };
  if (styles.has("bold")) segment.bold = true;
  if (styles.has("italic")) segment.italic = true;
  if (styles.has("underline")) segment.underline = true;
  return [segment];
}

/** The first speaker's paragraphs go on the left, the second's (from its cue on) on the right. */
function dualDialogue(dual: XmlElement, allCaps: Set<string>): FdxElement[] {
  let cues = 0;
  return childElements(dual, "Paragraph").map((paragraph) => {
    const element = paragraphElement(paragraph, allCaps);
    if (element.type === "character" && plainText(element)) cues += 1;
    return { ...element, dual: cues >= 2 ? "right" : "left" };
  });
}

function plainText(element: RawElement): string {
  const text =
    typeof element.segments === "string"
      ? element.segments
      : element.segments.map((segment) => segment.text).join("");
  return visibleText(text).replace(/\s+/g, " ").trim();
}

/**
 * The least share of the estimated page count that a file's own scene pages may come to: Final
 * Draft paginates a little tighter than the estimate (up to 7 % in real scripts), but scene pages
 * are the writer's to type, and a file whose scenes all claim page 1 must not price a feature as
 * one page.
 */
const SCENE_PAGES_LEAST_SHARE = 0.9;

/**
 * Pages from SceneProperties, used only when every scene heading has one, they never go back
 * and they hold the script's text (stale, partial or shrunk values would be worse than an
 * estimate). An element goes on its scene's page plus the pages its scene has filled so far at
 * 55 lines a page, never past the next scene's page, so long scenes and the last scene still
 * count their length.
 */
function placeOnScenePages(elements: FdxElement[]): RawElement[] {
  const withoutPages = elements.map(({ scenePage: _page, ...element }) => element);
  const starts = elements
    .filter((element) => element.type === "scene_heading")
    .map((heading) => heading.scenePage);
  const known = starts.filter((page): page is number => page !== undefined);
  const usable =
    known.length > 0 &&
    known.length === starts.length &&
    known.every((page, i) => i === 0 || page >= known[i - 1]!);
  if (!usable) return withoutPages;

  let scene = -1;
  let lines = 0;
  const placed = withoutPages.map((element) => {
    if (element.type === "scene_heading") {
      scene += 1;
      lines = 0;
    }
    const start = scene < 0 ? 1 : known[scene]!;
    const next = known[scene + 1] ?? Number.POSITIVE_INFINITY;
    const page = Math.min(start + Math.floor(lines / LINES_PER_PAGE), next);
    lines += linesFor(element.type, plainText(element));
    return { ...element, page };
  });
  const estimated = estimatePages(
    withoutPages.map((element) => ({ type: element.type, text: plainText(element) })),
  ).pageCount;
  const claimed = placed.at(-1)?.page ?? 0;
  return claimed >= estimated * SCENE_PAGES_LEAST_SHARE ? placed : withoutPages;
}

/** Title page fields from `<TitlePage><Content>`; the header, footer and settings are skipped. */
function readTitlePage(root: XmlElement): Record<string, string> {
  const titlePage = firstChild(root, "TitlePage");
  const content = titlePage && firstChild(titlePage, "Content");
  if (!content) return {};
  return titlePageFields(
    childElements(content, "Paragraph").map((paragraph) => ({
      text: childElements(paragraph, "Text")
        .flatMap(textSegment)
        .map((segment) => segment.text)
        .join("")
        .replace(/\s+/g, " ")
        .trim(),
      centred: /^cent(er|re)$/i.test(attribute(paragraph, "Alignment") ?? ""),
    })),
  );
}
