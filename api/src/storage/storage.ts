import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Keys are `/`-separated relative names (`companies/12/image-3`): files under
 * `DATA_DIR/storage` by default, objects of an S3-compatible bucket with `STORAGE_URL` (s3-storage.ts).
 */
export type Storage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Uint8Array | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete: (key: string) => Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our code, never from a request; refusing anything path-like still keeps a bug from escaping the root. */
export function assertKey(key: string) {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}

/** Stores each key as a file under `root` (the app uses `DATA_DIR/storage`). */
export function createFileStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
  };
}

/** The file system storage of a data folder. */
export const storageForDataDir = (dataDir: string) => createFileStorage(path.join(dataDir, 'storage'));

/** The storage the configuration names: `STORAGE_URL`'s bucket, or files under `DATA_DIR/storage`. */
export async function storageFor(config: { storageUrl?: string; dataDir: string }): Promise<Storage> {
  if (!config.storageUrl) return storageForDataDir(config.dataDir);
  // Loaded only when used: the AWS SDK is large, and the embedded default has no use for it.
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storageUrl);
}
