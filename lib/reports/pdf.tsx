/**
 * A report version as the PDF the production's lawyer reads (clearance-domain.md
 * §2.1–2.5, docs/product.md §13): cover, the items to act on, from v2 on "Changes since vN",
 * disclaimer, legend of codes and figures, one section per category, the title clearance when the
 * customer ordered one (§2.7), the appendix of items in script order, and the sources the
 * researchers recorded. Every page carries the report number (the same in every version), the
 * version, its page number and
 * the customer's e-mail as a watermark. Drawn in DejaVu Sans (lib/pdf/fonts.ts), as the proforma is,
 * on the seller's paper: Letter in the US and Canada, A4 elsewhere (lib/pdf/paper.ts).
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";

import { site } from "@/config/site";
import { VERDICT_CODES, type VerdictCodeEntry } from "@/config/verdict-codes";
import { documentPaperSize } from "@/lib/billing/seller";
import { PDF_FONT, registerPdfFonts } from "@/lib/pdf/fonts";
import { formatLongDay } from "@/lib/site/format-date";

import {
  categoryLabel,
  changesHeading,
  changesSummary,
  decisionLine,
  recodedLine,
  removedPlaces,
  versionOrdersLine,
} from "./changes-layout";
import { contactLine, contactsExpected } from "./contacts";
import {
  codeOf,
  countsOf,
  coverFacts,
  pagesOf,
  scenesOf,
  sectionsOf,
  type Counts,
  type NumberedItem,
  type Section,
} from "./layout";
import { reportNumberOf } from "./report-number";
import {
  type ReportChanges,
  type ReportCover,
  type ReportSnapshot,
  type ReportTitleClearance,
} from "./snapshot";
import { consultedLine, sourceLine, sourcesConsulted, type ConsultedSource } from "./sources";
import { actionItemsOf, scriptOrderOf, type LabelledItem, type ScriptOrderItem } from "./summary";
import { titleClearanceFacts, titleDetails, whySimilar } from "./title-layout";

const INK = "#1b1f24";
const MUTED = "#5f6b76";
const RULE = "#d5dae0";
const SHADE = "#f1f3f5";
const ACCENT = "#1d4888";

/** US Letter, the size American productions and their lawyers print. */
const PAGE_HEIGHT = 792;

/** Past this many characters a row may break across pages rather than leave a page blank. */
const UNBREAKABLE_ROW_CHARS = 1_800;
/** Page lists longer than this are cut in the PDF; the XLSX has them all. */
const PLACES_CHARS = 100;

/** Printed across every page of a preview (lib/reports/preview.ts), which is not a version. */
export const DRAFT_MARK = "DRAFT — not published";

/**
 * The covers of previews being rendered. Every page gets the snapshot's one cover object, so the
 * furniture knows a preview by it without a prop through every page (React context is not
 * available where route handlers render).
 */
const DRAFT_COVERS = new WeakSet<ReportCover>();

const styles = StyleSheet.create({
  page: {
    paddingTop: 62,
    paddingBottom: 58,
    paddingHorizontal: 48,
    fontSize: 9.5,
    fontFamily: PDF_FONT,
    color: INK,
    lineHeight: 1.35,
  },
  header: {
    position: "absolute",
    top: 26,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingBottom: 6,
    borderBottomWidth: 0.75,
    borderColor: RULE,
    fontSize: 8,
    color: MUTED,
  },
  footer: {
    position: "absolute",
    // From the top: anchored to the bottom, react-pdf drops it from pages with a line height.
    top: PAGE_HEIGHT - 42,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    paddingTop: 6,
    borderTopWidth: 0.75,
    borderColor: RULE,
    fontSize: 8,
    color: MUTED,
  },
  watermark: {
    position: "absolute",
    top: 380,
    left: -40,
    right: -40,
    textAlign: "center",
    fontSize: 30,
    color: "#adb5bd",
    opacity: 0.18,
    transform: "rotate(-38deg)",
  },
  // Over the customer's mark, larger and red: a preview must never pass for the report.
  draftMark: { top: 250, fontSize: 44, fontWeight: "bold", color: "#c92a2a", opacity: 0.25 },
  strong: { fontWeight: "bold" },
  muted: { color: MUTED },
  note: { color: MUTED, fontStyle: "italic" },
  h1: { fontSize: 15, fontWeight: "bold", color: ACCENT, marginBottom: 8 },
  h2: { fontSize: 11, fontWeight: "bold", marginTop: 16, marginBottom: 6 },
  paragraph: { marginBottom: 6, textAlign: "justify" },
  // Cover
  brand: { fontSize: 13, fontWeight: "bold", color: ACCENT },
  product: { fontSize: 11, color: MUTED, marginTop: 90, textTransform: "uppercase" },
  title: { fontSize: 26, fontWeight: "bold", marginTop: 8, marginBottom: 28 },
  fact: { flexDirection: "row", paddingVertical: 4, borderBottomWidth: 0.5, borderColor: RULE },
  factLabel: { width: 130, color: MUTED },
  factValue: { flex: 1 },
  notice: { marginTop: 28, padding: 10, backgroundColor: SHADE, fontSize: 8.5 },
  // Tables
  table: { fontSize: 8.5 },
  headRow: {
    flexDirection: "row",
    paddingVertical: 5,
    borderBottomWidth: 1.25,
    borderColor: INK,
    fontWeight: "bold",
  },
  row: { flexDirection: "row", paddingVertical: 5, borderBottomWidth: 0.5, borderColor: RULE },
  compactRow: {
    flexDirection: "row",
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderColor: RULE,
  },
  fill: { flex: 1 },
  grid: { flexDirection: "row", flexWrap: "wrap", justifyContent: "space-between" },
  gridCell: {
    width: "48%",
    flexDirection: "row",
    paddingVertical: 3,
    borderBottomWidth: 0.5,
    borderColor: RULE,
  },
  count: { width: 40, textAlign: "right" },
  codeCount: { width: 32, textAlign: "right" },
  codeLabel: { width: 110 },
  spaced: { marginTop: 14 },
  signOff: { marginTop: 28, paddingTop: 10, borderTopWidth: 0.75, borderColor: RULE },
  totalRow: {
    flexDirection: "row",
    paddingVertical: 5,
    borderTopWidth: 1.25,
    borderColor: INK,
    fontWeight: "bold",
  },
  chip: {
    paddingVertical: 1.5,
    paddingHorizontal: 3,
    borderRadius: 2,
    color: "#ffffff",
    fontWeight: "bold",
    fontSize: 7.5,
    textAlign: "center",
  },
  figures: { flexDirection: "row", marginVertical: 10 },
  figure: { flex: 1, padding: 8, marginRight: 8, backgroundColor: SHADE },
  figureValue: { fontSize: 18, lineHeight: 1.2, fontWeight: "bold" },
  figureLabel: { fontSize: 8, color: MUTED },
  // Items table columns
  number: { width: 24, paddingRight: 4, color: MUTED },
  item: { width: 128, paddingRight: 8 },
  code: { width: 42, paddingRight: 8 },
  details: { flex: 1, paddingRight: 8 },
  places: { width: 54, paddingRight: 6 },
  scenes: { width: 44 },
  category: { width: 130, paddingRight: 8 },
  titleFacts: { width: 150, paddingRight: 8 },
  label: { fontWeight: "bold", fontSize: 7, color: MUTED, textTransform: "uppercase" },
  detail: { marginBottom: 3 },
  // Placed absolutely, from the top: react-pdf draws a `render` text in the flow nowhere.
  sectionCount: { position: "absolute", right: 0, top: 5, color: MUTED },
});

function Chip({ code }: { code: VerdictCodeEntry }) {
  return <Text style={[styles.chip, { backgroundColor: code.color }]}>{code.code}</Text>;
}

/** Header, footer and watermark, repeated on every page. */
function Furniture({ cover }: { cover: ReportCover }) {
  const draft = DRAFT_COVERS.has(cover);
  return (
    <>
      <Text style={styles.watermark} fixed>
        {`Prepared for ${cover.deliveredTo}`}
      </Text>
      {draft ? (
        <Text style={[styles.watermark, styles.draftMark]} fixed>
          {DRAFT_MARK}
        </Text>
      ) : null}
      <View style={styles.header} fixed>
        <Text>{`${site.name} · ${cover.product} · ${cover.title}`}</Text>
        <Text>{`Report ${reportNumberOf(cover)} · Version ${cover.version}`}</Text>
      </View>
      <View style={styles.footer} fixed>
        <Text>{`Confidential: prepared for ${cover.deliveredTo} · ${formatLongDay(cover.publishedAt)}`}</Text>
        <Text
          render={({ pageNumber, totalPages }) =>
            `${reportNumberOf(cover)} · Page ${pageNumber} of ${totalPages}`
          }
        />
      </View>
    </>
  );
}

/** A page on the seller's paper (lib/pdf/paper.ts), as every document we print. */
function ReportPage({ children }: { children: ReactNode }) {
  return (
    <Page size={documentPaperSize()} style={styles.page}>
      {children}
    </Page>
  );
}

function CoverPage({ cover }: { cover: ReportCover }) {
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.brand}>{site.name}</Text>
      <Text style={styles.muted}>Script clearance for film and TV</Text>
      <Text style={styles.product}>{cover.product}</Text>
      <Text style={styles.title}>{cover.title}</Text>
      {coverFacts(cover).map(([label, value]) => (
        <View key={label} style={styles.fact}>
          <Text style={styles.factLabel}>{label}</Text>
          <Text style={styles.factValue}>{value}</Text>
        </View>
      ))}
      <Text style={styles.notice}>
        This report applies only to the draft identified above. It is research, not legal advice;
        the disclaimer that follows forms part of it.
      </Text>
    </ReportPage>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <View style={styles.figure}>
      <Text style={styles.figureValue}>{value}</Text>
      <Text style={styles.figureLabel}>{label}</Text>
    </View>
  );
}

/** The disclaimer, how the report reads, and what its codes mean. */
function IntroductionPage({ cover }: { cover: ReportCover }) {
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.h1}>Disclaimer</Text>
      <Text style={styles.paragraph}>{cover.disclaimer}</Text>
      <Text style={[styles.h1, styles.spaced]}>How to read this report</Text>
      <Text style={styles.paragraph}>
        The first page lists the items to act on. Then items are grouped by category and numbered
        through the report. Each is listed once, as written in the script, with every page and scene
        where it appears, what the research found, a code and, where needed, a recommendation,
        cleared alternatives and the rights holders to ask. Items coded C, RC or PR ask the
        production to change something or to seek permission. The appendix lists every item again in
        script order, page by page.
        {cover.version > 1
          ? " Items marked “carried forward” did not change since the previous version and keep its verdict."
          : ""}{" "}
        The spreadsheet delivered with this report holds the same items with every occurrence.
      </Text>
      <Text style={[styles.h1, styles.spaced]}>Codes</Text>
      <View style={styles.table}>
        {VERDICT_CODES.map((code) => (
          <View key={code.code} style={styles.row} wrap={false}>
            <View style={styles.code}>
              <Chip code={code} />
            </View>
            <Text style={[styles.codeLabel, styles.strong]}>{code.label}</Text>
            <Text style={styles.fill}>{code.meaning}</Text>
          </View>
        ))}
      </View>
    </ReportPage>
  );
}

/**
 * The first page after the cover (docs/product.md §13): every item not clear, needing
 * permission or clear with caution, most pressing first, with its pages, finding,
 * recommendation and rights holders, so a lawyer can act on this page alone.
 */
function ActionSummaryPage({ cover, items }: { cover: ReportCover; items: LabelledItem[] }) {
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.h1}>Items to act on</Text>
      <Text style={styles.paragraph}>
        {items.length
          ? `${items.length} item${items.length === 1 ? " is" : "s are"} coded not clear (C, RC), permission required (PR) or clear with caution (CC). Each is numbered as in its category's section, where its sources and alternatives are listed.`
          : "No item is coded not clear (C, RC), permission required (PR) or clear with caution (CC): nothing asks the production to act."}
      </Text>
      {items.length ? (
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={styles.number}>#</Text>
            <Text style={styles.item}>Item</Text>
            <Text style={styles.code}>Code</Text>
            <Text style={styles.details}>Finding, recommendation, rights holder</Text>
            <Text style={styles.places}>Pages</Text>
          </View>
          {items.map((item) => (
            <View key={item.id} style={styles.row} wrap={detailChars(item) > UNBREAKABLE_ROW_CHARS}>
              <Text style={styles.number}>{item.number}</Text>
              <View style={styles.item}>
                <Text style={styles.strong}>{item.text}</Text>
                <Text style={styles.muted}>{item.categoryLabel}</Text>
              </View>
              <View style={styles.code}>
                <Chip code={codeOf(item.code)} />
              </View>
              <View style={styles.details}>
                <Finding item={item} />
                <Detail label="Recommendation" text={item.recommendation} />
                <RightsHolders item={item} />
              </View>
              <Text style={styles.places}>{cut(pagesOf(item))}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </ReportPage>
  );
}

/** Key figures, counts by code, and a grid of categories against the codes this report uses. */
function SummaryPage({ cover, counts }: { cover: ReportCover; counts: Counts }) {
  const used = counts.byCode.filter(({ count }) => count > 0);
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.h1}>Summary</Text>
      <View style={styles.figures}>
        <Figure value={counts.total} label="items researched" />
        <Figure value={counts.attention} label="to change or seek permission for (C, RC, PR)" />
        {cover.version > 1 ? (
          <Figure value={counts.carriedForward} label="carried forward unchanged" />
        ) : null}
      </View>

      <View style={styles.table}>
        <Text style={styles.h2}>Items by code</Text>
        <View style={styles.grid}>
          {used.map(({ code, count }) => (
            <View key={code.code} style={styles.gridCell} wrap={false}>
              <View style={styles.code}>
                <Chip code={code} />
              </View>
              <Text style={styles.fill}>{code.label}</Text>
              <Text style={styles.count}>{count}</Text>
              <Text style={[styles.count, styles.muted]}>
                {`${Math.round((100 * count) / counts.total)} %`}
              </Text>
            </View>
          ))}
        </View>

        <View wrap={false}>
          <Text style={styles.h2}>Items by category</Text>
          <View style={styles.headRow}>
            <Text style={styles.fill}>Category</Text>
            {used.map(({ code }) => (
              <Text key={code.code} style={styles.codeCount}>
                {code.code}
              </Text>
            ))}
            <Text style={styles.count}>Total</Text>
          </View>
          {counts.byCategory.map((category) => (
            <View key={category.label} style={styles.compactRow}>
              <Text style={styles.fill}>{category.label}</Text>
              {used.map(({ code }) => (
                <Text key={code.code} style={[styles.codeCount, styles.muted]}>
                  {category.byCode.get(code.code) ?? "·"}
                </Text>
              ))}
              <Text style={[styles.count, styles.strong]}>{category.total}</Text>
            </View>
          ))}
          <View style={styles.totalRow}>
            <Text style={styles.fill}>All categories</Text>
            {used.map(({ code, count }) => (
              <Text key={code.code} style={styles.codeCount}>
                {count}
              </Text>
            ))}
            <Text style={styles.count}>{counts.total}</Text>
          </View>
        </View>
      </View>
    </ReportPage>
  );
}

/** One changed item's row: its number in this version (none once removed), name and category. */
function ChangedItemCells({
  item,
  number,
}: {
  item: { text: string; category: string };
  number: number | undefined;
}) {
  return (
    <>
      <Text style={styles.number}>{number ?? "–"}</Text>
      <View style={styles.item}>
        <Text style={styles.strong}>{item.text}</Text>
        <Text style={styles.muted}>{categoryLabel(item.category)}</Text>
      </View>
    </>
  );
}

/**
 * "Changes since vN" (from version 2 on): items removed since the previous version, where they
 * were and what the revision did there, with the customer's decision on them; items re-coded
 * (old code → new); items added; how many were carried forward unchanged.
 */
function ChangesSincePage({
  cover,
  changes,
  sections,
}: {
  cover: ReportCover;
  changes: ReportChanges;
  sections: Section[];
}) {
  const numbers = new Map(
    sections.flatMap((section) => section.items.map((item) => [item.id, item.number] as const)),
  );
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.h1}>{changesHeading(changes)}</Text>
      <Text style={styles.paragraph}>
        {`Against version ${changes.since} of this report: ${changesSummary(changes)}.`}
      </Text>
      <View style={styles.table}>
        <Text style={styles.h2}>{`Removed (${changes.removed.length})`}</Text>
        {changes.removed.length ? null : <Text style={styles.muted}>None.</Text>}
        {changes.removed.map((item) => (
          <View key={item.id} style={styles.row} wrap={false}>
            <ChangedItemCells item={item} number={undefined} />
            <View style={styles.code}>
              <Chip code={codeOf(item.code)} />
            </View>
            <View style={styles.details}>
              <Text style={styles.detail}>
                <Text style={styles.label}>Was at </Text>
                {removedPlaces(item)}
              </Text>
              <Text style={styles.detail}>
                <Text style={styles.label}>{"Customer's decision "}</Text>
                {item.decision ? decisionLine(item.decision) : "None recorded"}
              </Text>
            </View>
          </View>
        ))}
        <Text style={styles.h2}>{`Re-coded (${changes.recoded.length})`}</Text>
        {changes.recoded.length ? null : <Text style={styles.muted}>None.</Text>}
        {changes.recoded.map((item) => (
          <View key={item.id} style={styles.row} wrap={false}>
            <ChangedItemCells item={item} number={numbers.get(item.id)} />
            <Text style={styles.details}>{recodedLine(item)}</Text>
          </View>
        ))}
        <Text style={styles.h2}>{`Added (${changes.added.length})`}</Text>
        {changes.added.length ? null : <Text style={styles.muted}>None.</Text>}
        {changes.added.map((item) => (
          <View key={item.id} style={styles.row} wrap={false}>
            <ChangedItemCells item={item} number={numbers.get(item.id)} />
            <View style={styles.code}>
              <Chip code={codeOf(item.code)} />
            </View>
          </View>
        ))}
      </View>
    </ReportPage>
  );
}

/** "1, 3–5, 12…" cut at a comma once it gets long. */
function cut(places: string): string {
  if (places.length <= PLACES_CHARS) return places;
  return `${places.slice(0, places.lastIndexOf(",", PLACES_CHARS))} … (all in the XLSX)`;
}

/** A labelled paragraph of an item's details; nothing when there is no text. */
function Detail({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Text style={styles.detail}>
      <Text style={styles.label}>{`${label} `}</Text>
      {text}
    </Text>
  );
}

/** The researcher's finding, or that there is none: never a code's definition in its place. */
function Finding({ item }: { item: NumberedItem }) {
  if (item.finding) return <Detail label="Finding" text={item.finding} />;
  return <Text style={[styles.detail, styles.note]}>No finding recorded.</Text>;
}

/** Whom to ask for permission; for an item that needs it, that nobody was recorded. */
function RightsHolders({ item }: { item: NumberedItem }) {
  const contacts = item.rightsContacts.map(contactLine);
  if (contacts.length) return <Detail label="Rights holder" text={contacts.join("; ")} />;
  if (!contactsExpected(item)) return null;
  return <Text style={[styles.detail, styles.note]}>No rights-holder contact recorded.</Text>;
}

/** How much an item's details hold, to let a long one break across pages. */
const detailChars = (item: NumberedItem) =>
  item.finding.length +
  item.recommendation.length +
  item.alternatives.join().length +
  item.sources.map(sourceLine).join().length +
  item.rightsContacts.map(contactLine).join().length;

function ItemRow({ item }: { item: NumberedItem }) {
  const code = codeOf(item.code);
  const sources = item.sources.map(sourceLine);
  const size = detailChars(item);
  return (
    <View style={styles.row} wrap={size > UNBREAKABLE_ROW_CHARS}>
      <Text style={styles.number}>{item.number}</Text>
      <View style={styles.item}>
        <Text style={styles.strong}>{item.text}</Text>
        {item.variants.length ? (
          <Text style={styles.muted}>{`Also: ${item.variants.join(", ")}`}</Text>
        ) : null}
        {item.occurrences.length ? null : (
          <Text style={styles.note}>Not in the script; checked on request</Text>
        )}
        {item.carriedForward ? <Text style={styles.note}>Carried forward</Text> : null}
      </View>
      <View style={styles.code}>
        <Chip code={code} />
      </View>
      <View style={styles.details}>
        <Finding item={item} />
        <Detail label="Recommendation" text={item.recommendation} />
        <Detail label="Alternatives" text={item.alternatives.join("; ")} />
        <RightsHolders item={item} />
        <Detail label="Searched" text={sources.join("; ")} />
      </View>
      <Text style={styles.places}>{cut(pagesOf(item))}</Text>
      <Text style={styles.scenes}>{cut(scenesOf(item))}</Text>
    </View>
  );
}

function SectionPage({ cover, section }: { cover: ReportCover; section: Section }) {
  const count = `${section.items.length} item${section.items.length === 1 ? "" : "s"}`;
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <View fixed>
        <Text style={styles.h1}>{section.label}</Text>
        <Text
          style={styles.sectionCount}
          render={({ subPageNumber }) => (subPageNumber > 1 ? `${count}, continued` : count)}
        />
      </View>
      <View style={[styles.headRow, styles.table]} fixed>
        <Text style={styles.number}>#</Text>
        <Text style={styles.item}>Item</Text>
        <Text style={styles.code}>Code</Text>
        <Text style={styles.details}>Finding, recommendation, alternatives, sources</Text>
        <Text style={styles.places}>Pages</Text>
        <Text style={styles.scenes}>Scenes</Text>
      </View>
      <View style={styles.table}>
        {section.items.map((item) => (
          <ItemRow key={item.id} item={item} />
        ))}
      </View>
    </ReportPage>
  );
}

/**
 * The title clearance the customer ordered: the verdict and what was searched, the summary, and
 * every similar or conflicting title kept, with why it is listed.
 */
function TitleClearancePage({ cover, title }: { cover: ReportCover; title: ReportTitleClearance }) {
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.h1}>Title clearance</Text>
      {titleClearanceFacts(title).map(([label, value]) => (
        <View key={label} style={styles.fact} wrap={false}>
          <Text style={styles.factLabel}>{label}</Text>
          <Text style={[styles.factValue, label === "Verdict" ? styles.strong : {}]}>{value}</Text>
        </View>
      ))}
      <Text style={styles.h2}>Summary</Text>
      <Text style={styles.paragraph}>{title.summary || "No summary was written."}</Text>
      <Text
        style={styles.h2}
      >{`Similar or conflicting titles found (${title.titles.length})`}</Text>
      {title.titles.length ? (
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={styles.number}>#</Text>
            <Text style={styles.item}>Title</Text>
            <Text style={styles.titleFacts}>Medium, year, territory, owner</Text>
            <Text style={styles.details}>Why similar</Text>
          </View>
          {title.titles.map((found, index) => (
            <View key={`${found.medium}:${found.title}`} style={styles.row} wrap={false}>
              <Text style={styles.number}>{index + 1}</Text>
              <Text style={[styles.item, styles.strong]}>{found.title}</Text>
              <Text style={styles.titleFacts}>{titleDetails(found)}</Text>
              <Text style={styles.details}>{whySimilar(found)}</Text>
            </View>
          ))}
        </View>
      ) : (
        <Text style={styles.muted}>No similar title was found in the sources searched.</Text>
      )}
    </ReportPage>
  );
}

/**
 * The appendix (docs/product.md §13): every item once, where it first occurs, page by page in
 * reading order, as clearance houses deliver it; items checked on request last.
 */
function ScriptOrderPage({ cover, items }: { cover: ReportCover; items: ScriptOrderItem[] }) {
  return (
    <ReportPage>
      <Furniture cover={cover} />
      <Text style={styles.h1} fixed>
        Appendix: items in script order
      </Text>
      <View style={[styles.headRow, styles.table]} fixed>
        <Text style={styles.scenes}>First page</Text>
        <Text style={styles.number}>#</Text>
        <Text style={styles.item}>Item</Text>
        <Text style={styles.code}>Code</Text>
        <Text style={styles.category}>Category</Text>
        <Text style={styles.fill}>Pages</Text>
      </View>
      <View style={styles.table}>
        {items.map((item) => (
          <View key={item.id} style={styles.compactRow} wrap={false}>
            <Text style={styles.scenes}>{item.firstPage ?? "—"}</Text>
            <Text style={styles.number}>{item.number}</Text>
            <Text style={[styles.item, styles.strong]}>{item.text}</Text>
            <View style={styles.code}>
              <Chip code={codeOf(item.code)} />
            </View>
            <Text style={styles.category}>{item.categoryLabel}</Text>
            <Text style={styles.fill}>{cut(pagesOf(item))}</Text>
          </View>
        ))}
      </View>
    </ReportPage>
  );
}

/**
 * The sources the researchers recorded (each with the items searched in it and when), and who
 * answers for the report. Without any recorded, the heading is left out: nothing is claimed.
 */
function ClosingPage({ cover, sources }: { cover: ReportCover; sources: ConsultedSource[] }) {
  return (
    <ReportPage>
      <Furniture cover={cover} />
      {sources.length ? (
        <View>
          <Text style={styles.h1}>Sources consulted</Text>
          {sources.map((source) => (
            <Text key={source.source} style={styles.detail}>
              {`•  ${consultedLine(source)}`}
            </Text>
          ))}
        </View>
      ) : null}
      <View style={styles.signOff} wrap={false}>
        <Text>
          {`Researched by ${cover.researcher}`}
          {cover.reviewer ? `, reviewed by ${cover.reviewer}` : ""}
          {`; published ${formatLongDay(cover.publishedAt)} as version ${cover.version} of report ${reportNumberOf(cover)} (orders ${versionOrdersLine(cover)}).`}
        </Text>
        <Text style={[styles.muted, styles.spaced]}>End of report.</Text>
      </View>
    </ReportPage>
  );
}

export function ReportPdf({ snapshot }: { snapshot: ReportSnapshot }) {
  const { cover } = snapshot;
  const sections = sectionsOf(snapshot);
  const counts = countsOf(snapshot, sections);
  return (
    <Document
      title={`${cover.product}: ${cover.title} (${reportNumberOf(cover)}, version ${cover.version})`}
      author={site.name}
      subject={`Prepared for ${cover.deliveredTo}`}
      creator={site.name}
      producer={site.name}
    >
      <CoverPage cover={cover} />
      <ActionSummaryPage cover={cover} items={actionItemsOf(sections)} />
      <IntroductionPage cover={cover} />
      <SummaryPage cover={cover} counts={counts} />
      {snapshot.changes ? (
        <ChangesSincePage cover={cover} changes={snapshot.changes} sections={sections} />
      ) : null}
      {sections.map((section) => (
        <SectionPage key={section.category} cover={cover} section={section} />
      ))}
      {snapshot.titleClearance ? (
        <TitleClearancePage cover={cover} title={snapshot.titleClearance} />
      ) : null}
      {snapshot.items.length ? (
        <ScriptOrderPage cover={cover} items={scriptOrderOf(sections)} />
      ) : null}
      <ClosingPage cover={cover} sources={sourcesConsulted(snapshot.items)} />
    </Document>
  );
}

export type ReportPdfOptions = {
  /** A preview before publishing: every page marked {@link DRAFT_MARK}. */
  draft?: boolean;
};

export function renderReportPdf(
  snapshot: ReportSnapshot,
  { draft = false }: ReportPdfOptions = {},
): Promise<Buffer> {
  registerPdfFonts();
  const cover = { ...snapshot.cover };
  if (draft) DRAFT_COVERS.add(cover);
  return renderToBuffer(<ReportPdf snapshot={{ ...snapshot, cover }} />);
}
