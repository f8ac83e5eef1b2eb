import { readBody } from "./body";
import { Problem } from "./problems";

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
  const body = await readBody(request, limit + 64 * 1024, tooLarge);
  let form: FormData;
  try {
    const type = request.headers.get("content-type") ?? "";
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw new Problem(400, `Send ${what} as a form upload with the file in the field “file”.`);
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new Problem(400, missing);
  if (file.size > limit) throw tooLarge();
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
