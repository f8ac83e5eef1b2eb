import type { Screenplay } from "./model";

/** What a script's title page says about it, each on one line; null where it says nothing. */
export type TitlePageCredits = {
  title: string | null;
  writer: string | null;
  draftDate: string | null;
};

const oneLine = (value: string | undefined) => value?.replace(/\s+/g, " ").trim() || null;

/** From the title page's fields, as every reader names them (title, author, draft date). */
export function titlePageCredits(titlePage: Screenplay["titlePage"]): TitlePageCredits {
  return {
    title: oneLine(titlePage.title),
    writer: oneLine(titlePage.author),
    draftDate: oneLine(titlePage["draft date"]),
  };
}
