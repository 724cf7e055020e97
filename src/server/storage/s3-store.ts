import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config.ts';
import { inReusedChunks, limited } from './byte-streams.ts';
import { FileTooLarge, type FileStore } from './file-store.ts';

/** S3's smallest part but the last: a file is sent in parts of this size, one in memory at a time (one buffer, used again). */
const PART_BYTES = 5 * 1024 * 1024;

/** How long a download link works: long enough to start the download, too short to share. */
const SIGNED_URL_SECONDS = 60;

/** Where the app's files live in the bucket, so it can share one. */
const PREFIX = 'files/';

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands them: S3-compatible stores (MinIO, older Ceph, s3rver) do not
    // all read the SDK's default CRC trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Streams `body` into the object `Key`: one PutObject for a body of one part, else a multipart
 * upload, aborted when the body fails or passes `maxBytes`, so nothing half-written is left.
 * Answers the size in bytes.
 */
export async function uploadObject(
  client: S3Client,
  Bucket: string,
  Key: string,
  body: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<number> {
  const parts = inReusedChunks(
    limited(body, maxBytes, () => new FileTooLarge(maxBytes)),
    PART_BYTES,
  )[Symbol.asyncIterator]();
  const first = await parts.next();
  const firstPart = first.done ? Buffer.alloc(0) : first.value;
  if (firstPart.length < PART_BYTES) {
    await client.send(
      new PutObjectCommand({ Bucket, Key, Body: firstPart, ContentLength: firstPart.length }),
    );
    return firstPart.length;
  }
  const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
  try {
    const uploaded: { ETag: string | undefined; PartNumber: number }[] = [];
    let size = 0;
    for (let part = first; !part.done; part = await parts.next()) {
      const PartNumber = uploaded.length + 1;
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket,
          Key,
          UploadId,
          PartNumber,
          Body: part.value,
          ContentLength: part.value.length,
        }),
      );
      uploaded.push({ ETag, PartNumber });
      size += part.value.length;
    }
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: uploaded } }),
    );
    return size;
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
    throw error;
  }
}

/** Files in an S3-compatible object store, shared by every instance, each written by `uploadObject`. */
export function s3FileStore(settings: S3Settings, client: S3Client = s3Client(settings)): FileStore {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(body, maxBytes, key = randomUUID()) {
      return { key, size: await uploadObject(client, Bucket, PREFIX + key, body, maxBytes) };
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + key }));
        if (!(object.Body instanceof Readable)) throw new Error('The S3 client answered no stream');
        return { size: object.ContentLength ?? 0, body: object.Body };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    signedUrl: (key, headers) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: PREFIX + key,
          ResponseContentType: headers.contentType,
          ResponseContentDisposition: headers.contentDisposition,
        }),
        { expiresIn: SIGNED_URL_SECONDS },
      ),
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + key }));
    },
  };
}
