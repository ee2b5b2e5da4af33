import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';

export interface StoredFile {
  /** Storage key, also the path part of the file's URL: `<tenant>/<category>/<uuid>.<ext>`. */
  key: string;
}

/** One storage interface for uploads; a local folder under DATA_DIR. Names never become paths. */
export interface FileStorage {
  save(input: { tenantId: string; category: string; extension: string; bytes: Buffer }): Promise<StoredFile>;
  read(key: string): Promise<Buffer | undefined>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\/[a-z]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

export function createFileStorage(config: AppConfig): FileStorage {
  const root = path.resolve(config.dataDir, 'files');
  return {
    async save({ tenantId, category, extension, bytes }) {
      const key = `${tenantId}/${category}/${randomUUID()}.${extension}`;
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
      return { key };
    },
    async read(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      return readFile(path.join(root, key)).catch(() => undefined);
    },
  };
}
