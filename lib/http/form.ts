import { SUBMISSION_LIMITS } from "@/config/submissions";

import { readBody } from "./body";
import { Problem } from "./problems";

/**
 * The multipart body, read up to `limit` bytes as it streams (`tooLarge` past it); `malformed`
 * is the sentence for a body that is no form.
 */
export async function readForm(
  request: Request,
  { limit, tooLarge, malformed }: { limit: number; tooLarge: () => Problem; malformed: string },
): Promise<FormData> {
  const body = await readBody(request, limit, tooLarge);
  try {
    const type = request.headers.get("content-type") ?? "";
    return await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new Problem(400, malformed);
  }
}

/** Room for the multipart framing around a form's files. */
export const FORM_FRAMING_BYTES = 64 * 1024;

/**
 * The multipart body's `file` field, read up to `limit` bytes as it streams (`tooLarge` past it:
 * multipart framing gets 64 KiB on top), then checked to be a file of at most `limit` bytes.
 * `what` names the file in a refusal ("the script"); `missing` is the sentence for a form without one.
 */
export async function readFormFile(
  request: Request,
  {
    what,
    limit,
    tooLarge,
    missing,
  }: { what: string; limit: number; tooLarge: () => Problem; missing: string },
): Promise<{ name: string; bytes: Uint8Array }> {
  const form = await readForm(request, {
    limit: limit + FORM_FRAMING_BYTES,
    tooLarge,
    malformed: `Send ${what} as a form upload with the file in the field “file”.`,
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw new Problem(400, missing);
  if (file.size > limit) throw tooLarge();
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** A plain file name: no folders, no control characters, not absurdly long. */
export function checkedFileName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new Problem(400, "The file has no name. Rename it and upload it again.");
  if (/[/\\]/.test(trimmed) || trimmed === "." || trimmed === "..") {
    throw new Problem(
      400,
      "The file name must be a plain name without folders (no “/” or “\\”). Rename the file and upload it again.",
    );
  }
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new Problem(
      400,
      "The file name contains control characters. Rename the file and upload it again.",
    );
  }
  if (trimmed.length > SUBMISSION_LIMITS.fileNameLength) {
    throw new Problem(
      400,
      `The file name is longer than ${SUBMISSION_LIMITS.fileNameLength} characters. Rename the file and upload it again.`,
    );
  }
  return trimmed.toWellFormed();
}
