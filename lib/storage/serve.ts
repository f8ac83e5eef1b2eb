import { storageEnv } from "./env";
import { contentDisposition } from "./file-store";
import { fileStore } from "./index";
import { verifyGrant } from "./signed-token";

/**
 * `GET /api/files/<token>`: the file a signed, unexpired link grants — nothing else. The
 * answer can never run as part of our site (sandbox CSP, no sniffing) and is not cached.
 */
export async function serveSignedFile(token: string): Promise<Response> {
  const grant = verifyGrant(token, storageEnv().FILES_SIGNING_SECRET);
  if (!grant) {
    return Response.json(
      { message: "This link has expired or is not valid. Open the file again from the app." },
      { status: 404 },
    );
  }
  let bytes: Buffer;
  try {
    bytes = await fileStore().get(grant.key);
  } catch {
    return Response.json({ message: "This file is no longer available." }, { status: 404 });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": grant.type,
      "content-length": String(bytes.length),
      "content-disposition": contentDisposition(grant.name, grant.inline),
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'; frame-ancestors 'self'",
    },
  });
}
