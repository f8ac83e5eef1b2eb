import { Inflate } from "fflate";

import { buildScreenplay, type RawElement, type Segment } from "./build";
import { ScreenplayError } from "./errors";
import type { ElementType, Screenplay } from "./model";
import {
  attribute,
  childElements,
  firstChild,
  parseXml,
  textContent,
  titlePageFields,
  type XmlElement,
} from "./xml";

/* ------------------------------------------------------------------------------------------ */
/* Zip: only the two parts we read are inflated, and never past a cap.                        */
/* ------------------------------------------------------------------------------------------ */

/** Declared uncompressed size of the whole archive (text, styles, media…) we accept. */
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024;
/** Uncompressed size of `word/document.xml` (and of `word/styles.xml`) we accept. */
export const MAX_PART_BYTES = 20 * 1024 * 1024;
/** Compressed bytes fed to the inflater at a time: one push can add at most ~1,000× this. */
const INFLATE_CHUNK = 16 * 1024;

const DOCUMENT_PART = "word/document.xml";
const STYLES_PART = "word/styles.xml";

type ZipEntry = {
  name: string;
  compression: number;
  compressedSize: number;
  originalSize: number;
  headerOffset: number;
};

const SIGNATURE = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
} as const;

/**
 * The parts we need, as text. Sizes declared in the central directory are checked before
 * anything is inflated, and inflation itself stops as soon as a part grows past its cap, so
 * an archive that lies about its sizes cannot use more memory or time than the cap allows.
 */
function readDocxParts(bytes: Uint8Array): { document: string; styles?: string } {
  try {
    const entries = readCentralDirectory(bytes);
    const declared = entries.reduce((total, entry) => total + entry.originalSize, 0);
    if (declared > MAX_ARCHIVE_BYTES) throw new ScreenplayError("docxTooLarge");
    const documentEntry = findEntry(entries, DOCUMENT_PART);
    if (!documentEntry) throw new ScreenplayError("docxInvalid");
    const stylesEntry = findEntry(entries, STYLES_PART);
    return {
      document: decodeText(extractEntry(bytes, documentEntry)),
      ...(stylesEntry ? { styles: decodeText(extractEntry(bytes, stylesEntry)) } : {}),
    };
  } catch (error) {
    if (error instanceof ScreenplayError) throw error;
    // Out-of-range reads, bad signatures and corrupt deflate data all mean a damaged file.
    throw new ScreenplayError("docxInvalid");
  }
}

function findEntry(entries: ZipEntry[], name: string): ZipEntry | undefined {
  // Part names in an Office package are case-insensitive.
  return entries.find((entry) => entry.name.replace(/^\//, "").toLowerCase() === name);
}

function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  let count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = end - 20;
    if (view.getUint32(locator, true) !== SIGNATURE.zip64Locator) throw new RangeError();
    const zip64End = Number(view.getBigUint64(locator + 8, true));
    if (view.getUint32(zip64End, true) !== SIGNATURE.zip64End) throw new RangeError();
    count = Number(view.getBigUint64(zip64End + 32, true));
    offset = Number(view.getBigUint64(zip64End + 48, true));
  }
  // Each central record takes at least 46 bytes: a larger count is a lie, not a big file.
  if (count > bytes.length / 46) throw new RangeError();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    const { entry, next } = readCentralRecord(view, bytes, offset);
    entries.push(entry);
    offset = next;
  }
  return entries;
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === SIGNATURE.end) return at;
  }
  throw new RangeError();
}

function readCentralRecord(
  view: DataView,
  bytes: Uint8Array,
  at: number,
): { entry: ZipEntry; next: number } {
  if (view.getUint32(at, true) !== SIGNATURE.centralHeader) throw new RangeError();
  const nameLength = view.getUint16(at + 28, true);
  const extraLength = view.getUint16(at + 30, true);
  const commentLength = view.getUint16(at + 32, true);
  const nameStart = at + 46;
  if (nameStart + nameLength + extraLength > bytes.length) throw new RangeError();
  const entry: ZipEntry = {
    name: new TextDecoder().decode(bytes.subarray(nameStart, nameStart + nameLength)),
    compression: view.getUint16(at + 10, true),
    compressedSize: view.getUint32(at + 20, true),
    originalSize: view.getUint32(at + 24, true),
    headerOffset: view.getUint32(at + 42, true),
  };
  applyZip64Sizes(view, entry, nameStart + nameLength, extraLength);
  return { entry, next: nameStart + nameLength + extraLength + commentLength };
}

/** Sizes and offsets too big for 32 bits live in the zip64 extra field (id 1), in this order. */
function applyZip64Sizes(view: DataView, entry: ZipEntry, extraStart: number, length: number) {
  const fields = (["originalSize", "compressedSize", "headerOffset"] as const).filter(
    (field) => entry[field] === 0xffffffff,
  );
  if (fields.length === 0) return;
  for (let at = extraStart; at + 4 <= extraStart + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 1) {
      fields.forEach((field, i) => {
        entry[field] = Number(view.getBigUint64(at + 4 + i * 8, true));
      });
      return;
    }
    at += 4 + size;
  }
  throw new RangeError();
}

function extractEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  if (entry.originalSize > MAX_PART_BYTES) throw new ScreenplayError("docxTooLarge");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.headerOffset;
  if (view.getUint32(at, true) !== SIGNATURE.localHeader) throw new RangeError();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new RangeError();
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.compression === 0) {
    if (data.length > MAX_PART_BYTES) throw new ScreenplayError("docxTooLarge");
    return data;
  }
  if (entry.compression !== 8) throw new ScreenplayError("docxInvalid");
  return inflateCapped(data, MAX_PART_BYTES);
}

/** Inflates in small steps, counting what comes out, and gives up once past `cap`. */
function inflateCapped(data: Uint8Array, cap: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > cap) throw new ScreenplayError("docxTooLarge");
    chunks.push(chunk);
  });
  for (let at = 0; at < data.length || at === 0; at += INFLATE_CHUNK) {
    inflater.push(data.subarray(at, at + INFLATE_CHUNK), at + INFLATE_CHUNK >= data.length);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  return new TextDecoder("utf-8").decode(bytes);
}

/* ------------------------------------------------------------------------------------------ */
/* Styles: names, the style each is based on, and the formatting a paragraph inherits.        */
/* ------------------------------------------------------------------------------------------ */

type DocxStyle = {
  id: string;
  name: string;
  basedOn?: string;
  paragraphProperties?: XmlElement;
  runProperties?: XmlElement;
};

type Styles = { byId: Map<string, DocxStyle>; defaultParagraph?: string };

function readStyles(xml: string | undefined): Styles {
  const styles: Styles = { byId: new Map() };
  if (!xml) return styles;
  let root: XmlElement;
  try {
    root = parseXml(xml, "docxInvalid", { stripNamespaces: true });
  } catch {
    // Styles only refine the reading; a damaged styles part still leaves the text readable.
    return styles;
  }
  for (const style of childElements(root, "style")) {
    const id = attribute(style, "styleId");
    if (!id) continue;
    const basedOn = childValue(style, "basedOn");
    styles.byId.set(id, {
      id,
      name: childValue(style, "name") ?? id,
      ...(basedOn ? { basedOn } : {}),
      ...optionalProperty("paragraphProperties", firstChild(style, "pPr")),
      ...optionalProperty("runProperties", firstChild(style, "rPr")),
    });
    const isDefault = /^(1|true|on)$/i.test(attribute(style, "default") ?? "");
    if (isDefault && attribute(style, "type") === "paragraph") styles.defaultParagraph = id;
  }
  return styles;
}

function optionalProperty<K extends string>(key: K, value: XmlElement | undefined) {
  return (value ? { [key]: value } : {}) as Partial<Record<K, XmlElement>>;
}

/** `<w:x w:val="…"/>` under `element`: its value. */
function childValue(element: XmlElement | undefined, name: string): string | undefined {
  const child = element && firstChild(element, name);
  return child && attribute(child, "val");
}

/** The style and the styles it is based on, nearest first; cycles and depth are cut short. */
function styleChain(styles: Styles, id: string | undefined): DocxStyle[] {
  const chain: DocxStyle[] = [];
  let style = id === undefined ? undefined : styles.byId.get(id);
  while (style && chain.length < 20 && !chain.includes(style)) {
    chain.push(style);
    style = style.basedOn === undefined ? undefined : styles.byId.get(style.basedOn);
  }
  return chain;
}

/** Style names Final Draft exports and Word screenplay templates use, reduced to letters. */
const STYLE_ROLES: Record<string, ElementType> = {
  sceneheading: "scene_heading",
  sceneheader: "scene_heading",
  slugline: "scene_heading",
  sluglines: "scene_heading",
  action: "action",
  character: "character",
  charactername: "character",
  charactercue: "character",
  dialogue: "dialogue",
  dialog: "dialogue",
  parenthetical: "parenthetical",
  parentheticals: "parenthetical",
  transition: "transition",
  transitions: "transition",
  shot: "shot",
  shots: "shot",
  lyrics: "lyrics",
  general: "general",
  castlist: "general",
  newact: "general",
  endofact: "general",
};

/** "Scene Heading 1", "SCENE_HEADING", "Screenplay - Slugline" → the element they format. */
export function roleOfStyleName(name: string): ElementType | undefined {
  const key = name
    .toLowerCase()
    .replace(/^(?:screenplay|script|fd)\b/, "")
    .replace(/[^a-z0-9]/g, "")
    .replace(/\d+$/, "");
  return Object.hasOwn(STYLE_ROLES, key) ? STYLE_ROLES[key] : undefined;
}

function styleRole(styles: Styles, id: string | undefined): ElementType | undefined {
  for (const style of styleChain(styles, id)) {
    const role = roleOfStyleName(style.name);
    if (role) return role;
  }
  return undefined;
}

/* ------------------------------------------------------------------------------------------ */
/* Paragraphs: text runs with their styles, and the layout that classifies them.              */
/* ------------------------------------------------------------------------------------------ */

type Alignment = "left" | "center" | "right";

type DocxParagraph = {
  segments: Segment[];
  /** Whitespace-normalised text, for the classifiers. */
  text: string;
  /** The element its (screenplay-named) style says it is. */
  styleRole?: ElementType;
  /** Where the first character sits, in inches from the left margin (indent + leading tabs). */
  indent: number;
  align: Alignment;
  /** A page break (or section break) comes just before it. */
  startsPage: boolean;
};

const TWIPS_PER_INCH = 1440;
/** Word's default tab stops; settings.xml may say otherwise, but almost never does. */
const DEFAULT_TAB_TWIPS = 720;
/** A typed space in 12-point Courier, the typeface scripts are set in. */
const SPACE_TWIPS = 144;

/** Elements that hold paragraphs (tables, content controls, tracked insertions…). */
const BLOCK_CONTAINERS = new Set(["tbl", "tr", "tc", "sdt", "sdtcontent", "customxml", "ins"]);
/** Elements inside a paragraph that hold runs; deletions and moved-away text are skipped. */
const RUN_CONTAINERS = new Set([
  "hyperlink",
  "ins",
  "moveto",
  "smarttag",
  "sdt",
  "sdtcontent",
  "fldsimple",
  "customxml",
  "dir",
  "bdo",
]);

function collectParagraphs(container: XmlElement, found: XmlElement[] = []): XmlElement[] {
  for (const child of childElements(container)) {
    const name = child.name.toLowerCase();
    if (name === "p") found.push(child);
    else if (BLOCK_CONTAINERS.has(name)) collectParagraphs(child, found);
  }
  return found;
}

/** A run's text and styles, or a page break, in reading order. */
type RunPiece = Segment | { pageBreak: true; rendered: boolean };

function readParagraphs(body: XmlElement, styles: Styles): DocxParagraph[] {
  const paragraphs: DocxParagraph[] = [];
  let breakPending = false;
  for (const element of collectParagraphs(body)) {
    for (const paragraph of readParagraph(element, styles)) {
      // Breaks often sit in empty paragraphs of their own; they belong to the next text.
      if (!paragraph.text) {
        breakPending ||= paragraph.startsPage;
        continue;
      }
      paragraphs.push({ ...paragraph, startsPage: paragraph.startsPage || breakPending });
      breakPending = false;
    }
    // A paragraph that ends a section ends the page too, unless the next section runs on.
    const properties = firstChild(element, "pPr");
    const sectionEnd = properties && firstChild(properties, "sectPr");
    if (sectionEnd && childValue(sectionEnd, "type") !== "continuous") breakPending = true;
  }
  return paragraphs;
}

/** One paragraph, split where it has a page break so each part knows the page it starts. */
function readParagraph(paragraph: XmlElement, styles: Styles): DocxParagraph[] {
  const properties = firstChild(paragraph, "pPr");
  const styleId = childValue(properties, "pStyle") ?? styles.defaultParagraph;
  const layout = paragraphLayout(styles, styleId, properties);
  const role = styleRole(styles, styleId);
  const parts: DocxParagraph[] = [];
  let segments: Segment[] = [];
  let startsPage = layout.pageBreakBefore;
  const finish = () => {
    parts.push(paragraphPart(segments, layout, startsPage, role));
    segments = [];
  };
  for (const piece of runPieces(paragraph, styles, styleId)) {
    if (!("pageBreak" in piece)) segments.push(piece);
    else if (!piece.rendered) {
      finish();
      startsPage = true;
    } else if (!segments.some((segment) => segment.text.trim())) {
      // Word marks where it last broke the page; only a break before any text is reliable.
      startsPage = true;
    }
  }
  finish();
  return parts;
}

function paragraphPart(
  segments: Segment[],
  layout: ParagraphLayout,
  startsPage: boolean,
  role: ElementType | undefined,
): DocxParagraph {
  const raw = segments.map((segment) => segment.text).join("");
  return {
    segments,
    text: raw.replace(/\s+/g, " ").trim(),
    ...(role ? { styleRole: role } : {}),
    indent: (layout.firstLineTwips + leadingWhitespaceTwips(raw, layout)) / TWIPS_PER_INCH,
    align: layout.align,
    startsPage,
  };
}

type ParagraphLayout = {
  /** Where the first line starts: left indent plus first-line indent, less any hanging indent. */
  firstLineTwips: number;
  align: Alignment;
  tabStops: number[];
  pageBreakBefore: boolean;
};

/** Direct paragraph formatting first, then the style and the styles it is based on. */
function paragraphLayout(
  styles: Styles,
  styleId: string | undefined,
  direct: XmlElement | undefined,
): ParagraphLayout {
  const sources = [
    direct,
    ...styleChain(styles, styleId).map((style) => style.paragraphProperties),
  ].filter((properties): properties is XmlElement => properties !== undefined);
  const indentValue = (...names: string[]) => {
    for (const properties of sources) {
      const indent = firstChild(properties, "ind");
      for (const name of names) {
        const value = indent && Number(attribute(indent, name));
        if (value !== undefined && Number.isFinite(value)) return value;
      }
    }
    return 0;
  };
  const jc = sources.map((properties) => childValue(properties, "jc")).find(Boolean);
  const pageBreak = sources.map((properties) => firstChild(properties, "pageBreakBefore"));
  const breakElement = pageBreak.find((element) => element !== undefined);
  return {
    firstLineTwips:
      indentValue("left", "start") + indentValue("firstLine") - indentValue("hanging"),
    align: jc === "center" ? "center" : jc === "right" || jc === "end" ? "right" : "left",
    tabStops: tabStops(sources),
    pageBreakBefore: breakElement !== undefined && isOn(breakElement),
  };
}

/** Custom tab stops, the style's first and then the paragraph's own, less cleared ones. */
function tabStops(sources: XmlElement[]): number[] {
  const stops = new Set<number>();
  for (const properties of [...sources].reverse()) {
    const tabs = firstChild(properties, "tabs");
    for (const tab of tabs ? childElements(tabs, "tab") : []) {
      const position = Number(attribute(tab, "pos"));
      if (!Number.isFinite(position)) continue;
      if (attribute(tab, "val") === "clear") stops.delete(position);
      else stops.add(position);
    }
  }
  return [...stops].sort((a, b) => a - b);
}

/** How far leading tabs and spaces push the first character, as a typist would have used them. */
function leadingWhitespaceTwips(text: string, layout: ParagraphLayout): number {
  let position = layout.firstLineTwips;
  for (const char of text) {
    if (char === "\t") {
      const custom = layout.tabStops.find((stop) => stop > position);
      position = custom ?? (Math.floor(position / DEFAULT_TAB_TWIPS) + 1) * DEFAULT_TAB_TWIPS;
    } else if (char === " " || char === "\u00a0") {
      position += SPACE_TWIPS;
    } else break;
  }
  return position - layout.firstLineTwips;
}

function* runPieces(
  container: XmlElement,
  styles: Styles,
  paragraphStyle: string | undefined,
): Generator<RunPiece> {
  for (const child of childElements(container)) {
    const name = child.name.toLowerCase();
    if (name === "r") yield* runContent(child, runFormatting(child, styles, paragraphStyle));
    else if (RUN_CONTAINERS.has(name)) yield* runPieces(child, styles, paragraphStyle);
  }
}

type Formatting = { bold: boolean; italic: boolean; underline: boolean; caps: boolean };

function* runContent(run: XmlElement, formatting: Formatting): Generator<RunPiece> {
  const segment = (text: string): Segment => ({
    text: formatting.caps ? text.toUpperCase() : text,
    ...(formatting.bold ? { bold: true } : {}),
    ...(formatting.italic ? { italic: true } : {}),
    ...(formatting.underline ? { underline: true } : {}),
  });
  for (const child of childElements(run)) {
    switch (child.name.toLowerCase()) {
      case "t":
        yield segment(textContent(child));
        break;
      case "tab":
      case "ptab":
        yield segment("\t");
        break;
      case "br":
        if (attribute(child, "type") === "page") yield { pageBreak: true, rendered: false };
        else yield segment(" ");
        break;
      case "cr":
        yield segment(" ");
        break;
      case "nobreakhyphen":
        yield segment("-");
        break;
      case "lastrenderedpagebreak":
        yield { pageBreak: true, rendered: true };
        break;
    }
  }
}

/** Bold, italic, underline and capitals: the run's own, then its character style, then the paragraph's. */
function runFormatting(run: XmlElement, styles: Styles, paragraphStyle: string | undefined) {
  const direct = firstChild(run, "rPr");
  const sources = [
    direct,
    ...styleChain(styles, childValue(direct, "rStyle")).map((style) => style.runProperties),
    ...styleChain(styles, paragraphStyle).map((style) => style.runProperties),
  ].filter((properties): properties is XmlElement => properties !== undefined);
  const toggle = (name: string) => {
    for (const properties of sources) {
      const element = firstChild(properties, name);
      if (element) return isOn(element);
    }
    return false;
  };
  return { bold: toggle("b"), italic: toggle("i"), underline: toggle("u"), caps: toggle("caps") };
}

/** `<w:b/>` is on; `w:val="0"`, `"false"`, `"off"` (and `"none"` for underline) turn it off. */
function isOn(element: XmlElement): boolean {
  const value = attribute(element, "val")?.toLowerCase();
  return value === undefined || !["0", "false", "off", "none"].includes(value);
}

/* ------------------------------------------------------------------------------------------ */
/* Classification                                                                             */
/* ------------------------------------------------------------------------------------------ */

const SCENE_HEADING = /^(?:INT|EXT|EST|I\/E|E\/I|INT\.?\s*\/\s*EXT|EXT\.?\s*\/\s*INT)(\.|\s|\/)/i;
const SCENE_NUMBER = /^(\d+[A-Z]{0,2})\.?\s+(.*?)(?:\s+\1\.?)?$/;
const TRANSITION = /^(?:[A-Z'’ ]+ TO:|FADE IN:|FADE OUT[.:]?|(?:FADE|CUT) TO BLACK[.:]?)$/;

/** Mostly capitals, ignoring anything in parentheses: "McDONALD (cont'd)" counts. */
export function isAllCaps(text: string): boolean {
  const letters = text.replace(/\([^)]*\)/g, "").match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase());
  return letters.length > 0 && capitals.length / letters.length >= 0.8;
}

/** "INT. KITCHEN - DAY", "12 EXT. PIER - NIGHT 12", "Int. kitchen - day" (with the dot). */
export function isSceneHeadingText(text: string): boolean {
  const match = SCENE_NUMBER.exec(text);
  const heading = match && SCENE_HEADING.test(match[2]!) ? match[2]! : text;
  const prefix = SCENE_HEADING.exec(heading);
  return prefix !== null && (isAllCaps(heading) || prefix[1] === ".");
}

/** "CUT TO:", "FADE IN:", "FADE OUT." typed at the action margin. */
function isTransitionText(text: string): boolean {
  return text.length <= 40 && TRANSITION.test(text);
}

type LayoutRole = "action" | "dialogue" | "parenthetical" | "character" | "transition";

/** Indents within this distance (inches) of each other are one column. */
const INDENT_TOLERANCE = 0.1;

/**
 * A typewritten script's columns: indents clustered across the document, the smallest common
 * one taken as action (headings share it), and the others named by their distance from it and
 * by what their lines look like: cues are capitals (about 2.2" in), parentheticals open with
 * "(" (about 1.6"), dialogue is the rest (about 1"), and capitals ending ":" or "." far right
 * are transitions.
 */
function layoutRoles(paragraphs: DocxParagraph[]): Map<DocxParagraph, LayoutRole> {
  const clusters = clusterByIndent(paragraphs.filter((paragraph) => paragraph.align === "left"));
  const common = clusters.filter(
    (cluster) => cluster.members.length >= Math.max(2, paragraphs.length * 0.05),
  );
  const action = (common[0] ?? clusters[0])?.centre ?? 0;
  const roles = new Map<DocxParagraph, LayoutRole>();
  for (const cluster of clusters) {
    const role = clusterRole(cluster, cluster.centre - action);
    for (const member of cluster.members) roles.set(member, role);
  }
  return roles;
}

type Cluster = { centre: number; members: DocxParagraph[] };

function clusterByIndent(paragraphs: DocxParagraph[]): Cluster[] {
  const sorted = [...paragraphs].sort((a, b) => a.indent - b.indent);
  const clusters: Cluster[] = [];
  for (const paragraph of sorted) {
    const last = clusters.at(-1);
    const lastIndent = last?.members.at(-1)?.indent;
    if (last && lastIndent !== undefined && paragraph.indent - lastIndent <= INDENT_TOLERANCE) {
      last.members.push(paragraph);
    } else {
      clusters.push({ centre: paragraph.indent, members: [paragraph] });
    }
  }
  for (const cluster of clusters) {
    cluster.centre = cluster.members[Math.floor(cluster.members.length / 2)]!.indent;
  }
  return clusters;
}

function clusterRole(cluster: Cluster, offset: number): LayoutRole {
  if (offset < 0.35) return "action";
  const share = (test: (text: string) => boolean) =>
    cluster.members.filter((member) => test(member.text)).length / cluster.members.length;
  const capitals = share(isAllCaps);
  // Cues and transitions are both capitals; transitions end "TO:" or "OUT." and sit further right.
  const closing = share((text) => isAllCaps(text) && /[:.]$/.test(text));
  if (offset >= 2.5 && closing >= 0.5) return "transition";
  if (share((text) => text.startsWith("(")) >= 0.5) return "parenthetical";
  if (offset >= 1.2 && capitals >= 0.6) return "character";
  return "dialogue";
}

/** The element a paragraph is: by its screenplay style if it has one, else by its layout. */
function classify(paragraph: DocxParagraph, layout: LayoutRole | undefined): ElementType {
  if (paragraph.styleRole) return paragraph.styleRole;
  const { text, align } = paragraph;
  const caps = isAllCaps(text);
  if (align === "center") return "general";
  if (align === "right") return caps ? "transition" : "general";
  switch (layout ?? "action") {
    case "action":
      if (isSceneHeadingText(text)) return "scene_heading";
      return isTransitionText(text) ? "transition" : "action";
    case "character":
      if (isTransitionText(text)) return "transition";
      if (caps) return "character";
      return text.startsWith("(") ? "parenthetical" : "dialogue";
    case "dialogue":
      return text.startsWith("(") && text.endsWith(")") ? "parenthetical" : "dialogue";
    case "parenthetical":
      return "parenthetical";
    case "transition":
      return caps ? "transition" : "general";
  }
}

function toRawElements(paragraphs: DocxParagraph[]): RawElement[] {
  const layout = layoutRoles(paragraphs);
  return paragraphs.map((paragraph) => {
    const type = classify(paragraph, layout.get(paragraph));
    const segments = trimSegments(paragraph.segments);
    if (type !== "scene_heading") return { type, segments };
    return sceneHeading(segments);
  });
}

/** Typed scene numbers ("12 INT. PIER - NIGHT 12") become the scene number, not the heading. */
function sceneHeading(segments: Segment[]): RawElement {
  const text = segments.map((segment) => segment.text).join("");
  const match = SCENE_NUMBER.exec(text);
  if (!match || !SCENE_HEADING.test(match[2]!)) return { type: "scene_heading", segments };
  const start = text.indexOf(match[2]!, match[1]!.length);
  return {
    type: "scene_heading",
    segments: sliceSegments(segments, start, start + match[2]!.length),
    sceneNumber: match[1]!,
  };
}

/** Leading and trailing whitespace off the run texts (the builder would only collapse it). */
function trimSegments(segments: Segment[]): Segment[] {
  const text = segments.map((segment) => segment.text).join("");
  const start = text.length - text.trimStart().length;
  return sliceSegments(segments, start, text.trimEnd().length);
}

function sliceSegments(segments: Segment[], start: number, end: number): Segment[] {
  const sliced: Segment[] = [];
  let offset = 0;
  for (const segment of segments) {
    const from = Math.max(start - offset, 0);
    const to = Math.min(end - offset, segment.text.length);
    if (to > from) sliced.push({ ...segment, text: segment.text.slice(from, to) });
    offset += segment.text.length;
  }
  return sliced;
}

/* ------------------------------------------------------------------------------------------ */
/* Title page and entry point                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** A title page is short and has no dialogue; more than this many lines is script. */
const MAX_TITLE_PAGE_LINES = 40;

/**
 * The paragraphs before the first scene heading that end at a page break, or else the centred
 * ones the document opens with, when they look like a title page.
 */
function splitTitlePage(paragraphs: DocxParagraph[]): {
  titlePage: Record<string, string>;
  script: DocxParagraph[];
} {
  const firstHeading = paragraphs.findIndex(
    (paragraph) =>
      paragraph.styleRole === "scene_heading" ||
      (!paragraph.styleRole && isSceneHeadingText(paragraph.text)),
  );
  const searchEnd = firstHeading === -1 ? paragraphs.length : firstHeading + 1;
  let end = paragraphs.slice(1, searchEnd).findIndex((paragraph) => paragraph.startsPage) + 1;
  if (end === 0) {
    end = paragraphs.findIndex((paragraph) => !isCentred(paragraph));
    if (end === -1) end = paragraphs.length;
  }
  const candidates = paragraphs.slice(0, end);
  if (!looksLikeTitlePage(candidates)) return { titlePage: {}, script: paragraphs };
  return {
    titlePage: titlePageFields(
      candidates.map((paragraph) => ({
        text: paragraph.text,
        centred: isCentred(paragraph),
      })),
    ),
    script: paragraphs.slice(end),
  };
}

/** Short, no script elements by style, and opening with a centred line or carrying a credit. */
function looksLikeTitlePage(candidates: DocxParagraph[]): boolean {
  const scriptRoles: (ElementType | undefined)[] = ["scene_heading", "character", "dialogue"];
  const credit = /^(?:(?:written|screenplay|teleplay|story|script)\s+)?by\b/i;
  return (
    candidates.length > 0 &&
    candidates.length <= MAX_TITLE_PAGE_LINES &&
    !candidates.some((paragraph) => scriptRoles.includes(paragraph.styleRole)) &&
    (isCentred(candidates[0]!) || candidates.some((paragraph) => credit.test(paragraph.text)))
  );
}

/** Centred by alignment, or pushed well in by indents or typed spaces as on a typewriter. */
function isCentred(paragraph: DocxParagraph): boolean {
  return paragraph.align === "center" || (paragraph.align === "left" && paragraph.indent >= 1.5);
}

/**
 * Reads a Word (.docx) screenplay: paragraphs in order with their runs' bold, italic and
 * underline, classified by screenplay style names where the document uses them and by
 * typewriter layout (indents, tabs, capitals) where it does not. Word keeps no reliable
 * pagination, so pages are estimated.
 */
export function parseDocx(bytes: Uint8Array): Screenplay {
  const parts = readDocxParts(bytes);
  const styles = readStyles(parts.styles);
  const document = parseXml(parts.document, "docxInvalid", { stripNamespaces: true });
  const body = document.name.toLowerCase() === "document" && firstChild(document, "body");
  if (!body) throw new ScreenplayError("docxInvalid");
  const { titlePage, script } = splitTitlePage(readParagraphs(body, styles));
  return buildScreenplay("docx", toRawElements(script), { titlePage });
}
