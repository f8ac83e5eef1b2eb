import type { SourceFormat } from "@/lib/screenplay";

/** How each script format is stored and served. */
export const SCRIPT_CONTENT_TYPES: Record<SourceFormat, string> = {
  pdf: "application/pdf",
  fdx: "application/xml",
  fountain: "text/plain; charset=utf-8",
  text: "text/plain; charset=utf-8",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const EXTENSIONS: Record<SourceFormat, string> = {
  pdf: "pdf",
  fdx: "fdx",
  fountain: "fountain",
  text: "txt",
  docx: "docx",
};

/** Our own key for an upload: never derived from the name the customer sent. */
export const scriptStorageKey = (submissionId: string, fileId: string, format: SourceFormat) =>
  `scripts/${submissionId}/${fileId}.${EXTENSIONS[format]}`;
