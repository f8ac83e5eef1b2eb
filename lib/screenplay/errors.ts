/**
 * Why a file cannot be read as a screenplay, worded for the person who uploaded it: what is
 * wrong and what to do. Parsers throw only this; anything else is a bug.
 */
export const SCREENPLAY_PROBLEMS = {
  empty: "The file is empty. Choose the screenplay file again.",
  unsupported:
    "This file is not a screenplay format we read. Upload a PDF, Final Draft (.fdx), Fountain (.fountain, .spmd, .txt) or Word (.docx) file.",
  pdfEncrypted:
    "This PDF is password-protected. Export it again from your screenwriting app without a password and upload that file.",
  pdfNoPages: "This PDF has no pages. Export the screenplay again and upload the new file.",
  pdfImageOnly:
    "This PDF has no text layer — it looks scanned. Upload the PDF exported from your screenwriting app.",
  pdfCorrupt:
    "This PDF is damaged and cannot be read. Export it again from your screenwriting app.",
  fdxInvalid:
    "This Final Draft file is damaged or not a screenplay. Save it again from Final Draft and upload the new file.",
  docxInvalid:
    "This Word file is damaged or not a document. Save it again as .docx and upload the new file.",
  docxTooLarge:
    "This Word file unpacks to more than we accept. Save it without embedded media and try again.",
  noScript:
    "We found no screenplay text in this file. Check that it is the script and upload it again.",
  notScreenplay:
    "This file does not look like a screenplay: we found no scene headings (such as “INT. KITCHEN - NIGHT”) and no characters’ names above their lines of dialogue. Upload the script itself, exported from your screenwriting app.",
} as const;

export type ScreenplayProblem = keyof typeof SCREENPLAY_PROBLEMS;

export class ScreenplayError extends Error {
  constructor(readonly problem: ScreenplayProblem) {
    super(SCREENPLAY_PROBLEMS[problem]);
    this.name = "ScreenplayError";
  }
}
