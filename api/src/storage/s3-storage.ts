import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertKey, type Storage } from './storage';

export type S3Location = { bucket: string; prefix: string; client: S3ClientConfig };

/**
 * Reads `s3://bucket[/prefix]?endpoint=…&region=…[&forcePathStyle=false]`. Credentials come from the SDK's usual
 * sources (`AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, a profile, an instance role), never from the URL.
 */
export function parseS3Url(storageUrl: string): S3Location {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error('STORAGE_URL must look like s3://bucket?region=…');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  return {
    bucket: url.hostname,
    prefix: prefix ? `${prefix}/` : '',
    client: {
      region: url.searchParams.get('region') ?? 'us-east-1',
      endpoint,
      // Self-hosted stores (MinIO, Ceph, Garage) answer on one host name: address buckets by path there.
      forcePathStyle: (url.searchParams.get('forcePathStyle') ?? String(Boolean(endpoint))) === 'true',
    },
  };
}

/** Keeps each key as an object of the bucket: logos, banners and CVs; the bucket stays private (the API serves them). */
export function createS3Storage(storageUrl: string): Storage {
  const location = parseS3Url(storageUrl);
  const s3 = new S3Client(location.client);
  const objectKey = (key: string) => {
    assertKey(key);
    return `${location.prefix}${key}`;
  };
  return {
    async put(key, bytes) {
      // A known length: the upload goes as one signed body, which every S3-compatible store accepts.
      await s3.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: objectKey(key),
          Body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
  };
}

/** Whether the bucket (under the URL's prefix) holds any object: moving an installation refuses one that does. */
export async function bucketHoldsObjects(storageUrl: string): Promise<boolean> {
  const location = parseS3Url(storageUrl);
  const s3 = new S3Client(location.client);
  const answer = await s3.send(
    new ListObjectsV2Command({ Bucket: location.bucket, Prefix: location.prefix || undefined, MaxKeys: 1 }),
  );
  return (answer.KeyCount ?? 0) > 0;
}
