import { XMLParser, XMLValidator } from "fast-xml-parser";

import { ScreenplayError, type ScreenplayProblem } from "./errors";

/** An XML element with its attributes and its children (elements and text) in document order. */
export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
};
export type XmlNode = XmlElement | string;

/** fast-xml-parser's `preserveOrder` output: one key naming the tag, plus `:@` for attributes. */
type OrderedNode = Record<string, unknown>;

const TEXT = "#text";
const CDATA = "#cdata";
const ATTRIBUTES = ":@";

/**
 * Parses a whole XML document into a tree, or throws `ScreenplayError(invalid)`.
 *
 * Entity defence: documents with a DOCTYPE are refused outright (neither Final Draft nor Word
 * writes one, and it is the only place custom entities can be declared), and the parser runs
 * with entity processing off; only the five predefined entities and character references are
 * decoded, by `decodeEntities`, so nothing can expand beyond the size of the reference itself.
 */
export function parseXml(
  text: string,
  invalid: ScreenplayProblem,
  options: { stripNamespaces?: boolean } = {},
): XmlElement {
  const xml = text.replace(/^\uFEFF/, "");
  if (/<!DOCTYPE/i.test(xml)) throw new ScreenplayError(invalid);
  let ordered: OrderedNode[];
  try {
    // The parser is lenient (unclosed tags, stray end tags); the validator is not.
    if (XMLValidator.validate(xml) !== true) throw new ScreenplayError(invalid);
    ordered = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: "",
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      processEntities: false,
      ignoreDeclaration: true,
      ignorePiTags: true,
      cdataPropName: CDATA,
      removeNSPrefix: options.stripNamespaces ?? false,
    }).parse(xml) as OrderedNode[];
  } catch {
    // Besides invalid XML, the parser refuses nesting deeper than 100 elements.
    throw new ScreenplayError(invalid);
  }
  const roots = ordered.map(toNode).filter((node) => typeof node !== "string");
  if (roots.length !== 1) throw new ScreenplayError(invalid);
  return roots[0]!;
}

function toNode(node: OrderedNode): XmlNode {
  if (TEXT in node) return decodeEntities(String(node[TEXT]));
  if (CDATA in node) return cdataText(node[CDATA]);
  const name = Object.keys(node).find((key) => key !== ATTRIBUTES) ?? "";
  const rawAttributes = (node[ATTRIBUTES] ?? {}) as Record<string, unknown>;
  // No prototype, so an attribute called __proto__ or constructor is just an attribute.
  const attributes = Object.create(null) as Record<string, string>;
  for (const [key, value] of Object.entries(rawAttributes)) {
    attributes[key] = decodeEntities(String(value));
  }
  const rawChildren = Array.isArray(node[name]) ? (node[name] as OrderedNode[]) : [];
  return { name, attributes, children: rawChildren.map(toNode) };
}

/** CDATA is literal: its text is not entity-decoded. */
function cdataText(value: unknown): string {
  if (!Array.isArray(value)) return "";
  return (value as OrderedNode[]).map((part) => String(part[TEXT] ?? "")).join("");
}

const ENTITY = /&(?:#x([0-9a-f]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Decodes XML's predefined entities and character references; anything else stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(ENTITY, (match, hex?: string, decimal?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? match;
    const code = hex ? parseInt(hex, 16) : parseInt(decimal!, 10);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : match;
  });
}

export function isElement(node: XmlNode | undefined): node is XmlElement {
  return typeof node === "object";
}

/** Child elements, optionally only those with `name` (case-insensitive). */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  const wanted = name?.toLowerCase();
  return element.children.filter(
    (child): child is XmlElement =>
      isElement(child) && (wanted === undefined || child.name.toLowerCase() === wanted),
  );
}

export function firstChild(element: XmlElement, name: string): XmlElement | undefined {
  return childElements(element, name)[0];
}

/** All the text inside an element, in order, whatever elements it sits in. */
export function textContent(element: XmlElement): string {
  return element.children
    .map((child) => (typeof child === "string" ? child : textContent(child)))
    .join("");
}

/** An attribute's value, matching its name case-insensitively. */
export function attribute(element: XmlElement, name: string): string | undefined {
  if (name in element.attributes) return element.attributes[name];
  const wanted = name.toLowerCase();
  const key = Object.keys(element.attributes).find(
    (candidate) => candidate.toLowerCase() === wanted,
  );
  return key === undefined ? undefined : element.attributes[key];
}

/* Title pages, read the same way from Final Draft and Word paragraphs. */

/** A title page paragraph as the XML formats give it: its text and whether it is centred. */
export type TitleLine = { text: string; centred: boolean };

const CREDIT_ALONE =
  /^(?:(?:an?\s+)?(?:original\s+)?(?:written|screenplay|teleplay|story|script|screen\s*story|adapted)(?:\s+(?:and|&)\s+\w+)?\s+)?by\s*:?$/i;
const CREDIT_WITH_NAME = /^((?:written|screenplay|teleplay|script)\s+by|by)\s*:?\s+(\S.*)$/i;
const SOURCE =
  /^(?:based\s+(?:on|upon)|adapted\s+from|inspired\s+by|suggested\s+by|from\s+the\s+(?:novel|book|play|story|short\s+story|article|comic))\b/i;
const COPYRIGHT = /^(?:copyright\b|©|\(c\)\s)/i;
const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?";
const DRAFT_DATE = new RegExp(
  [
    "\\b(?:draft|revision|revised|rev\\.)\\b",
    "^\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}$",
    `^(?:\\d{1,2}\\s+)?${MONTH}\\s+(?:\\d{1,2},?\\s+)?\\d{4}$`,
  ].join("|"),
  "i",
);

/**
 * Title page fields from its paragraphs, by the conventions of screenplay title pages: centred
 * title, then a credit line ("Written by") and the author, "Based on …" for the source, a date
 * or "… Draft" line, and contact details set flush left or right at the foot. Values are kept
 * as written; several lines of one field are joined with line breaks.
 */
export function titlePageFields(lines: TitleLine[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (key: string, value: string, separator = "\n") => {
    fields[key] = fields[key] ? `${fields[key]}${separator}${value}` : value;
  };
  const titleParts: string[] = [];
  let credited = false;
  let expectingAuthor = false;
  for (const { text, centred } of lines) {
    const started = titleParts.length > 0;
    if (!text) continue;
    if (started && COPYRIGHT.test(text)) add("copyright", text);
    else if (started && SOURCE.test(text)) add("source", text);
    else if (started && text.length <= 60 && DRAFT_DATE.test(text)) add("draft date", text);
    else if (!centred) add("contact", text);
    else if (started && !credited && CREDIT_ALONE.test(text)) {
      fields.credit = text;
      credited = expectingAuthor = true;
    } else if (started && !credited && CREDIT_WITH_NAME.test(text)) {
      const [, credit, author] = CREDIT_WITH_NAME.exec(text)!;
      fields.credit = credit!;
      fields.author = author!;
      credited = true;
    } else if (expectingAuthor || (fields.author && /^(?:&|and\s)/i.test(text))) {
      add("author", text, " ");
      expectingAuthor = false;
    } else if (!credited) titleParts.push(text);
    else add("notes", text);
  }
  // Without a credit line only the first centred line is surely the title.
  const [first, ...rest] = titleParts;
  if (!credited && rest.length > 0) fields.notes = rest.join("\n");
  if (first === undefined) return fields;
  return { title: credited ? titleParts.join(" ") : first, ...fields };
}
