/**
 * The pages of the annotated script that we draw ourselves (product.md §13, "Annotated script"):
 * the notes appendix and the legend that close it, and, for a draft that was not a PDF (Final
 * Draft, Fountain, Word, text), the script itself set from its text a page per page of the draft,
 * so its page numbers are the report's. Marks are drawn over both kinds of script alike
 * (annotated-script.ts).
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";

import { CLEARANCE_CATEGORIES } from "@/config/submissions";
import { VERDICT_CODES } from "@/config/verdict-codes";
import { PDF_FONT, PDF_MONO_FONT, registerPdfFonts } from "@/lib/pdf/fonts";
import type { ElementType, ScriptElement, Screenplay } from "@/lib/screenplay/model";

import type { ScriptNote } from "./annotation-layout";
import { codeOf, pagesOf } from "./layout";
import type { ReportCover } from "./snapshot";

const INK = "#1b1f24";
const MUTED = "#5f6b76";
const RULE = "#d5dae0";

/** US Letter's height, as the report's, less the script page's top and bottom margins. */
const SCRIPT_BODY_HEIGHT = 792 - 72 - 54;

/** What each mark means, printed above the legend. */
export const MARKS_EXPLAINED =
  "Each place a reported item stands in the script is highlighted in its code's color. The small number after it is the item's note (Notes, before this legend), with the researcher's finding; the codes of a line's items stand in the right margin beside it.";

const styles = StyleSheet.create({
  // The report's type (pdf.tsx), on a page with one margin all round.
  page: { padding: 54, fontFamily: PDF_FONT, fontSize: 9.5, lineHeight: 1.35, color: INK },
  header: { position: "absolute", top: 24, left: 54, right: 54, fontSize: 8, color: MUTED },
  h1: { fontSize: 15, fontWeight: "bold", marginBottom: 6 },
  intro: { color: MUTED, marginBottom: 10 },
  note: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.5, borderColor: RULE },
  number: { width: 28, fontWeight: "bold" },
  body: { flex: 1 },
  name: { fontWeight: "bold" },
  facts: { color: MUTED, fontSize: 8.5, marginBottom: 2 },
  label: { fontWeight: "bold" },
  chip: {
    width: 34,
    alignSelf: "flex-start",
    paddingVertical: 1.5,
    marginRight: 8,
    borderRadius: 2,
    color: "#ffffff",
    fontWeight: "bold",
    fontSize: 7.5,
    textAlign: "center",
  },
  legendRow: { flexDirection: "row", paddingVertical: 4 },
  legendLabel: { width: 140, fontWeight: "bold" },
  legendMeaning: { flex: 1 },
  // The script set from its text: Courier's measure, a page per page of the draft.
  scriptPage: {
    paddingTop: 72,
    paddingBottom: 54,
    paddingLeft: 108,
    paddingRight: 72,
    fontFamily: PDF_MONO_FONT,
    fontSize: 10,
    lineHeight: 1.15,
    color: INK,
  },
  pageNumber: { position: "absolute", top: 36, right: 72, fontFamily: PDF_MONO_FONT, fontSize: 10 },
  // A page of the draft never runs over: what does not fit is cut, and the next page is the next.
  scriptBody: { height: SCRIPT_BODY_HEIGHT, overflow: "hidden" },
  element: { marginBottom: 11.5 },
  titlePage: { marginBottom: 11.5, color: MUTED },
});

/** Where each kind of element starts and how wide it runs, as a screenplay sets it (points). */
const INDENTS: Partial<Record<ElementType, { marginLeft?: number; width?: number }>> = {
  character: { marginLeft: 158 },
  parenthetical: { marginLeft: 115, width: 180 },
  dialogue: { marginLeft: 72, width: 252 },
  lyrics: { marginLeft: 72, width: 252 },
};

function Header({ cover }: { cover: ReportCover }) {
  return (
    <Text style={styles.header} fixed>
      {annotatedStamp(cover)}
    </Text>
  );
}

/** The line at the top of every page: whose script, which report version, for whom. */
export const annotatedStamp = (cover: ReportCover) =>
  `${cover.orderNumber} · Annotated script, report version ${cover.version} · ${cover.title} · Prepared for ${cover.deliveredTo}`;

/** The named destination of a note, which the marks on the script link to. */
export const noteAnchor = (number: number) => `note-${number}`;
const NOTE_ANCHOR = /^note-(\d+)$/;

/** Which note a named destination is, or undefined for any other. */
export const noteOfAnchor = (name: string) => {
  const match = NOTE_ANCHOR.exec(name);
  return match ? Number(match[1]) : undefined;
};

const categoryLabel = (value: string) =>
  CLEARANCE_CATEGORIES.find((category) => category.value === value)?.label ?? value;

/** "page 4", "pages 1–2, 9". */
const pagesLabel = (item: ScriptNote["item"]) => {
  const pages = pagesOf(item);
  return `${/[,–]/.test(pages) ? "pages" : "page"} ${pages}`;
};

function Note({ number, item }: ScriptNote) {
  const code = codeOf(item.code);
  return (
    <View style={styles.note} wrap={false} id={noteAnchor(number)}>
      <Text style={styles.number}>{number}</Text>
      <Text style={[styles.chip, { backgroundColor: code.color }]}>{code.code}</Text>
      <View style={styles.body}>
        <Text style={styles.name}>{item.text}</Text>
        <Text style={styles.facts}>
          {`${categoryLabel(item.category)} · ${code.label} · ${pagesLabel(item)}`}
        </Text>
        <Text>
          <Text style={styles.label}>Finding: </Text>
          {item.finding.trim() || "No finding recorded."}
        </Text>
        {item.recommendation.trim() ? (
          <Text>
            <Text style={styles.label}>Recommendation: </Text>
            {item.recommendation}
          </Text>
        ) : null}
        {item.alternatives.length ? (
          <Text>
            <Text style={styles.label}>Alternatives: </Text>
            {item.alternatives.join("; ")}
          </Text>
        ) : null}
      </View>
    </View>
  );
}

/** The appendix of notes, then the legend of codes and colors: the annotated script's last pages. */
export async function renderScriptNotes(
  cover: ReportCover,
  notes: readonly ScriptNote[],
): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(
    <Document title={`${cover.title} — annotated script, notes`} author="No Conflict Script">
      <Page size="LETTER" style={styles.page}>
        <Header cover={cover} />
        <Text style={styles.h1}>Notes</Text>
        <Text style={styles.intro}>
          {notes.length
            ? "Every item of the report that stands in the script, numbered as the script reads, with the researcher's finding."
            : "No item of the report stands in the script."}
        </Text>
        {notes.map((note) => (
          <Note key={note.item.id} {...note} />
        ))}
      </Page>
      <Page size="LETTER" style={styles.page}>
        <Header cover={cover} />
        <Text style={styles.h1}>Legend</Text>
        <Text style={styles.intro}>{MARKS_EXPLAINED}</Text>
        {VERDICT_CODES.map((code) => (
          <View key={code.code} style={styles.legendRow} wrap={false}>
            <Text style={[styles.chip, { backgroundColor: code.color }]}>{code.code}</Text>
            <Text style={styles.legendLabel}>{code.label}</Text>
            <Text style={styles.legendMeaning}>{code.meaning}</Text>
          </View>
        ))}
      </Page>
    </Document>,
  );
}

function ScriptText({ element }: { element: ScriptElement }) {
  const indent = INDENTS[element.type];
  const text =
    element.type === "character" && element.extension
      ? `${element.text} (${element.extension})`
      : element.text;
  return (
    <Text
      style={[
        element.index < 0 ? styles.titlePage : styles.element,
        indent ?? {},
        element.type === "transition" ? { textAlign: "right" } : {},
      ]}
    >
      {text}
    </Text>
  );
}

/**
 * A draft that was not a PDF, set as pages from its text: each page of the draft one page here
 * (cut rather than run over, so page numbers stay the report's), the title page's lines atop the
 * first. `titlePage` are its elements (negative indexes).
 */
export async function renderScriptPages(
  screenplay: Screenplay,
  titlePage: readonly ScriptElement[],
): Promise<Buffer> {
  registerPdfFonts();
  const elements = [...titlePage, ...screenplay.elements];
  const pageCount = Math.max(screenplay.pageCount, ...elements.map((element) => element.page), 1);
  const byPage = Map.groupBy(elements, (element) => element.page);
  return renderToBuffer(
    <Document title={screenplay.titlePage.title ?? "Script"}>
      {Array.from({ length: pageCount }, (_, index) => (
        <Page key={index} size="LETTER" style={styles.scriptPage}>
          <Text style={styles.pageNumber}>{`${index + 1}.`}</Text>
          <View style={styles.scriptBody} wrap={false}>
            {(byPage.get(index + 1) ?? []).map((element) => (
              <ScriptText key={element.index} element={element} />
            ))}
          </View>
        </Page>
      ))}
    </Document>,
  );
}
