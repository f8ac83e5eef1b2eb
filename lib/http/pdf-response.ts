import { contentDisposition } from "@/lib/storage/file-store";

/** An answer with a private PDF to download, or to open in the browser when `inline`. */
export function pdfResponse(
  { bytes, name }: { bytes: Buffer; name: string },
  { inline = false } = {},
): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": contentDisposition(name, inline),
      "Cache-Control": "private, no-store",
    },
  });
}
