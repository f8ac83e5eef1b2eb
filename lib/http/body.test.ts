import { readBody } from "./body";
import { Problem } from "./problems";

/** A request whose body arrives in `chunks` of `size` bytes, without a Content-Length. */
function chunked(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  const request = new Request("http://localhost/", {
    method: "POST",
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("readBody", () => {
  it("returns a body within the limit whole", async () => {
    const { request } = chunked(3, 1000);
    expect((await readBody(request, 3000)).byteLength).toBe(3000);
  });

  it("stops reading a chunked body as soon as it passes the limit", async () => {
    const { request, pulled } = chunked(10_000, 1024);
    await expect(readBody(request, 10 * 1024)).rejects.toMatchObject({ status: 413 });
    // 11 chunks read of 10,000: the rest is never pulled.
    expect(pulled()).toBeLessThan(20);
  });

  it("refuses a declared length over the limit unread", async () => {
    const request = new Request("http://localhost/", {
      method: "POST",
      body: "x".repeat(10),
      headers: { "content-length": "999999" },
    });
    const refusal = await readBody(request, 2048).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Problem);
    expect((refusal as Problem).message).toBe(
      "The request is larger than 2 KB. Send less data and try again.",
    );
  });
});
