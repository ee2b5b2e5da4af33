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

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_PATTERN = new RegExp(`^(${UUID})/([a-z]+)/${UUID}\\.([a-z0-9]{1,5})$`);

/** URL prefix under which stored files are served: `/qis/files/<key>`. */
export const FILES_URL_PREFIX = '/qis/files/';

export interface FileKey {
  key: string;
  tenantId: string;
  category: string;
  extension: string;
}

/** Splits a storage key into its parts; undefined for anything that is not exactly a key the storage made. */
export function parseFileKey(key: string): FileKey | undefined {
  const match = KEY_PATTERN.exec(key);
  if (!match) return undefined;
  const [, tenantId = '', category = '', extension = ''] = match;
  return { key, tenantId, category, extension };
}

/** The key named by a file URL (`/qis/files/<key>`), or undefined. */
export function fileKeyOfUrl(url: string): FileKey | undefined {
  return url.startsWith(FILES_URL_PREFIX) ? parseFileKey(url.slice(FILES_URL_PREFIX.length)) : undefined;
}

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
      if (!parseFileKey(key)) return undefined;
      return readFile(path.join(root, key)).catch(() => undefined);
    },
  };
}
