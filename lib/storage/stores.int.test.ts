import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import S3rver from "s3rver";

import { pickPort } from "@/lib/net/ports";

import type { FileStore } from "./file-store";
import { localFileStore } from "./local-store";
import { s3FileStore } from "./s3-store";
import { verifyGrant } from "./signed-token";

const SECRET = "test-signing-secret-at-least-32-characters";
const bytes = new TextEncoder().encode("%PDF-1.7 a script");

async function roundTrip(store: FileStore) {
  await store.put("scripts/s1/v1.pdf", bytes, "application/pdf");
  expect(new Uint8Array(await store.get("scripts/s1/v1.pdf"))).toEqual(bytes);
  await store.delete("scripts/s1/v1.pdf");
  await expect(store.get("scripts/s1/v1.pdf")).rejects.toThrow();
  await expect(store.put("../escape", bytes, "text/plain")).rejects.toThrow(/unsafe storage key/);
}

describe("local file store", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ncs-files-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const store = localFileStore({ dir, secret: SECRET, baseUrl: "http://localhost:3000" });

  it("stores, reads and deletes files under safe keys", () => roundTrip(store));

  it("signs links that name the file and expire", async () => {
    const url = new URL(
      await store.signedUrl("scripts/s1/v1.pdf", {
        downloadName: "Night Shift.pdf",
        contentType: "application/pdf",
        inline: true,
        expiresInSeconds: 300,
      }),
    );
    expect(url.origin).toBe("http://localhost:3000");
    const grant = verifyGrant(url.pathname.replace("/api/files/", ""), SECRET);
    expect(grant).toMatchObject({
      key: "scripts/s1/v1.pdf",
      name: "Night Shift.pdf",
      inline: true,
    });
    expect(grant!.exp * 1000 - Date.now()).toBeLessThanOrEqual(300_000);
  });
});

describe("S3-compatible file store", () => {
  let server: S3rver;
  let store: FileStore;
  const dir = mkdtempSync(path.join(os.tmpdir(), "ncs-s3-"));

  beforeAll(async () => {
    const port = await pickPort(0);
    server = new S3rver({
      port,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: "scripts" }],
    });
    await server.run();
    store = s3FileStore({
      bucket: "scripts",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("stores, reads and deletes files", () => roundTrip(store));

  it("presigns links that fetch the file under its download name", async () => {
    await store.put("scripts/s2/v1.pdf", bytes, "application/pdf");
    const url = await store.signedUrl("scripts/s2/v1.pdf", {
      downloadName: "Pápa's draft.pdf",
      contentType: "application/pdf",
      inline: false,
      expiresInSeconds: 60,
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("content-disposition")).toContain("attachment;");
  });
});
