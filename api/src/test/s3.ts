import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './postgres-server';

export type TestS3 = { storageUrl: string; credentials: Record<string, string>; close: () => Promise<void> };

/**
 * A local S3-compatible server (s3rver) with an empty bucket. It checks the access key id only and verifies no
 * signature, so privacy is tested through the API, never through the bucket.
 */
export async function startS3Server(bucket = 'benchlink'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-s3-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    storageUrl: `s3://${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`,
    credentials: { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
