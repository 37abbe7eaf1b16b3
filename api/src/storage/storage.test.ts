import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3Server, type TestS3 } from '../test/s3';
import { bucketHoldsObjects, createS3Storage, parseS3Url } from './s3-storage';
import { createFileStorage, type Storage } from './storage';

let s3: TestS3;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'benchlink-storage-'));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

// The same promises from both kinds of storage: the services cannot tell them apart.
describe.each([
  ['files under DATA_DIR/storage', () => createFileStorage(folder)],
  ['an S3-compatible bucket', () => createS3Storage(s3.storageUrl)],
  ['an S3-compatible bucket under a prefix', () => createS3Storage(s3.storageUrl.replace('?', '/install-2?'))],
])('storage in %s', (_, open: () => Storage) => {
  it('reads back what it stored, byte for byte, and overwrites a key', async () => {
    const storage = open();
    const binary = new Uint8Array(256).map((_, index) => index);
    await storage.put('companies/7/image-1', binary);
    expect(await storage.get('companies/7/image-1')).toEqual(binary);
    await storage.put('companies/7/image-1', bytes('second'));
    expect(await storage.get('companies/7/image-1')).toEqual(bytes('second'));
  });

  it('answers null for a key it does not hold, and deletes keys, missing ones included', async () => {
    const storage = open();
    expect(await storage.get('companies/7/never-stored')).toBeNull();
    await storage.put('talents/3/cv', bytes('%PDF-1.4'));
    await storage.delete('talents/3/cv');
    expect(await storage.get('talents/3/cv')).toBeNull();
    await expect(storage.delete('talents/3/cv')).resolves.toBeUndefined();
  });

  it('refuses a key that could escape its root', async () => {
    const storage = open();
    await expect(storage.put('../outside', bytes('x'))).rejects.toThrow('Invalid storage key');
    await expect(storage.get('companies/../../etc/passwd')).rejects.toThrow('Invalid storage key');
  });
});

describe('STORAGE_URL', () => {
  it('names the bucket, an optional prefix, the region and the endpoint; path-style addressing with an endpoint', () => {
    expect(parseS3Url('s3://files/benchlink/?endpoint=http://minio:9000&region=eu-west-3')).toEqual({
      bucket: 'files',
      prefix: 'benchlink/',
      client: { region: 'eu-west-3', endpoint: 'http://minio:9000', forcePathStyle: true },
    });
    expect(parseS3Url('s3://files')).toEqual({
      bucket: 'files',
      prefix: '',
      client: { region: 'us-east-1', endpoint: undefined, forcePathStyle: false },
    });
    expect(() => parseS3Url('https://files.example.com')).toThrow('STORAGE_URL must look like s3://bucket?region=…');
  });

  it('tells an empty bucket prefix from one that holds objects (db:copy refuses the latter)', async () => {
    const url = s3.storageUrl.replace('?', '/empty-prefix?');
    expect(await bucketHoldsObjects(url)).toBe(false);
    await createS3Storage(url).put('companies/1/image-1', bytes('logo'));
    expect(await bucketHoldsObjects(url)).toBe(true);
  });
});
