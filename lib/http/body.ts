import { Problem } from "./problems";

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`;

export const bodyTooLarge = (limit: number) =>
  new Problem(413, `The request is larger than ${sizeText(limit)}. Send less data and try again.`);

/**
 * The request's body, read as it streams and given up as soon as it passes `limit` bytes, so a
 * body without a Content-Length (chunked) costs no more memory than one within the limit.
 * `tooLarge` is the 413 to answer; a declared length over the limit is refused unread.
 */
export async function readBody(
  request: Request,
  limit: number,
  tooLarge: () => Problem = () => bodyTooLarge(limit),
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
