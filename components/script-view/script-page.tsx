"use client";

import { memo, type KeyboardEvent, type MouseEvent } from "react";

import { categoryColor, categoryLabel } from "@/components/items/categories";
import type { ScriptViewModel, ViewElement, ViewPage } from "@/lib/scripts/view-model";

import classes from "./script-view.module.css";
import {
  anchorId,
  dualBlocks,
  pageAnchorId,
  segmentText,
  styledPieces,
  type HighlightItem,
  type Mark,
  type StyledPiece,
} from "./segments";

/** Opens the items under a highlight; the highlight is the popover's anchor. */
export type OpenMarks = (itemIds: string[], anchor: HTMLElement) => void;

type Shared = {
  marks: Map<number, Mark[]>;
  items: Map<string, HighlightItem>;
  onOpen: OpenMarks;
  /** Whether each highlight shows its items' codes (a published report's, for the customer). */
  showCodes?: boolean;
};

function openOn(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, onOpen: OpenMarks) {
  const target = event.currentTarget;
  onOpen((target.dataset.items ?? "").split(" ").filter(Boolean), target);
}

/** An element's text with its highlights: each a button that names its item and category. */
export function ElementText({
  element,
  marks,
  items,
  onOpen,
  showCodes = false,
}: { element: ViewElement } & Shared) {
  const own = marks.get(element.index) ?? [];
  return segmentText(element.text, own).map((segment) => {
    const pieces = styledPieces(element.text, segment, element.styleRuns);
    const content =
      pieces.length === 1 && pieces[0]!.text === segment.text && !isStyled(pieces[0]!)
        ? segment.text
        : pieces.map((piece) => <Styled key={piece.start} piece={piece} />);
    if (segment.marks.length === 0) return <span key={segment.start}>{content}</span>;
    const [first] = segment.marks;
    const color = categoryColor(first!.category);
    const ids = [...new Set(segment.marks.map((mark) => mark.itemId))];
    const under = ids.map((id) => items.get(id)).filter((item) => item !== undefined);
    const label = under
      .map((item) => `${categoryLabel(item.category)}: ${item.canonical}`)
      .join("; ");
    const codes = showCodes ? [...new Set(under.map((item) => item.suggested_status))] : [];
    return (
      <mark
        key={segment.start}
        role="button"
        tabIndex={0}
        className={classes.mark}
        data-items={ids.join(" ")}
        data-category={first!.category}
        {...(ids.length > 1 ? { "data-overlap": "" } : {})}
        aria-label={`${segment.text}${codes.length > 0 ? `, code ${codes.join(" / ")}` : ""} (${label})`}
        style={{
          backgroundColor: `var(--mantine-color-${color}-2)`,
          boxShadow: `inset 0 -2px 0 var(--mantine-color-${color}-7)`,
        }}
        onClick={(event) => openOn(event, onOpen)}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            openOn(event, onOpen);
          }
        }}
      >
        {content}
        {codes.length > 0 ? (
          <sup className={classes.code} aria-hidden>
            {codes.join("/")}
          </sup>
        ) : null}
      </mark>
    );
  });
}

const isStyled = (piece: StyledPiece) => piece.bold || piece.italic || piece.underline;

/** A piece of text in the script's own emphasis. */
function Styled({ piece }: { piece: StyledPiece }) {
  if (!isStyled(piece)) return piece.text;
  return (
    <span
      style={{
        fontWeight: piece.bold ? 700 : undefined,
        fontStyle: piece.italic ? "italic" : undefined,
        textDecoration: piece.underline ? "underline" : undefined,
      }}
    >
      {piece.text}
    </span>
  );
}

function Element({ page, element, ...shared }: { page: number; element: ViewElement } & Shared) {
  return (
    <div
      id={anchorId(page, element.index)}
      className={`${classes.element} ${classes[element.type] ?? ""}`}
      data-element={element.index}
      data-type={element.type}
    >
      {element.type === "scene_heading" && element.sceneNumber ? (
        <span className={classes.sceneNumber} aria-label={`Scene ${element.sceneNumber}`}>
          {element.sceneNumber}
        </span>
      ) : null}
      <ElementText element={element} {...shared} />
      {element.extension ? ` (${element.extension})` : null}
    </div>
  );
}

/** One page of the script: its elements when `shown`, else a placeholder of a page's height. */
export const ScriptPage = memo(function ScriptPage({
  page,
  shown,
  ...shared
}: { page: ViewPage; shown: boolean } & Shared) {
  return (
    <section
      id={pageAnchorId(page.page)}
      className={classes.page}
      aria-label={`Page ${page.page}`}
      data-page={page.page}
      data-shown={shown ? "" : undefined}
    >
      <span className={classes.pageNumber}>{page.page}.</span>
      {shown ? (
        dualBlocks(page.elements).map((block) =>
          "element" in block ? (
            <Element
              key={block.element.index}
              page={page.page}
              element={block.element}
              {...shared}
            />
          ) : (
            <div key={`dual-${(block.left[0] ?? block.right[0])!.index}`} className={classes.dual}>
              {[block.left, block.right].map((side, at) => (
                <div key={at}>
                  {side.map((element) => (
                    <Element key={element.index} page={page.page} element={element} {...shared} />
                  ))}
                </div>
              ))}
            </div>
          ),
        )
      ) : (
        <p className={classes.placeholder}>Page {page.page}</p>
      )}
    </section>
  );
});

/** The title page: its own fields centred, its contact and notes lines below with highlights. */
export function TitlePage({
  titlePage,
  ...shared
}: { titlePage: NonNullable<ScriptViewModel["titlePage"]> } & Shared) {
  return (
    <section
      id="title-page"
      className={`${classes.page} ${classes.titlePage}`}
      aria-label="Title page"
    >
      {titlePage.fields.map(({ label, value }) => (
        <div key={label} className={classes.titleField} data-field={label}>
          {value.split("\n").map((line, at) => (
            <div key={at}>{line}</div>
          ))}
        </div>
      ))}
      {titlePage.lines.length > 0 ? (
        <div className={classes.titleLines}>
          {titlePage.lines.map((element) => (
            <div
              key={element.index}
              id={anchorId(1, element.index)}
              className={classes.element}
              data-element={element.index}
            >
              <ElementText element={element} {...shared} />
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
