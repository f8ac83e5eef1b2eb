import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

import { assertSafeKey, contentDisposition, type FileStore } from "./file-store";

export type S3Options = {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); unset for AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Files in an S3-compatible bucket, opened through presigned GET links. */
export function s3FileStore(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;
  return {
    async put(key, bytes, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async signedUrl(key, file) {
      assertSafeKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: file.contentType,
        ResponseContentDisposition: contentDisposition(file.downloadName, file.inline),
      });
      return getSignedUrl(client, command, { expiresIn: file.expiresInSeconds });
    },
  };
}
