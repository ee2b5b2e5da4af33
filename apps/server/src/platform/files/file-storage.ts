import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { DatabaseHandle, DbExecutor } from '../db/database';
import { storedFiles } from './files.tables';

export interface StoredFile {
  /** Storage key, also the path part of the file's URL: `<tenant>/<category>/<uuid>.<ext>`. */
  key: string;
}

/** Bytes of stored uploads held by one user and by their tenant. */
export interface StorageUsage {
  user: number;
  tenant: number;
}

/**
 * One storage interface for uploads. Every file has a row in `stored_files` (owner, size, time); its bytes live in
 * that row (FILE_STORAGE=database, the default on PostgreSQL: every instance reads what another stored) or in
 * DATA_DIR/files (filesystem, the default with the embedded database). Names never become paths. A request passes its
 * tenant transaction (`tx`; the embedded database has one connection, and row-level security keeps it to its tenant);
 * without one the storage uses the database directly.
 */
export interface FileStorage {
  save(input: {
    tenantId: string;
    userId: string | null;
    category: string;
    extension: string;
    bytes: Buffer;
    tx?: DbExecutor;
  }): Promise<StoredFile>;
  read(key: string, tx?: DbExecutor): Promise<Buffer | undefined>;
  /** Deletes a file (its row and its bytes); outside any request transaction, e.g. after one committed. */
  remove(key: string): Promise<void>;
  usage(tenantId: string, userId: string, tx?: DbExecutor): Promise<StorageUsage>;
  /** Deletes the files of `category` stored before `before`; answers how many. */
  removeOlderThan(category: string, before: Date): Promise<number>;
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

/** Bytes of a file read from the database per query. */
const READ_SLICE_BYTES = 1024 * 1024;
/** Deleting many rows at once: keys per statement. */
const REMOVE_BATCH = 500;

export function createFileStorage(config: AppConfig, database: Pick<DatabaseHandle, 'db' | 'kind'>): FileStorage {
  const { db } = database;
  const root = path.resolve(config.dataDir, 'files');
  const inDatabase =
    (config.uploads.storage ?? (database.kind === 'postgres' ? 'database' : 'filesystem')) === 'database';
  const onDisk = (key: string) => path.join(root, key);
  // Files stored on disk before the table existed have no row: still read from disk, whatever the backend.
  const readDisk = (key: string) => readFile(onDisk(key)).catch(() => undefined);
  const removeKeys = async (keys: string[]) => {
    if (keys.length === 0) return;
    await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
    await Promise.all(keys.map((key) => rm(onDisk(key), { force: true })));
  };
  return {
    async save({ tenantId, userId, category, extension, bytes, tx = db }) {
      const key = `${tenantId}/${category}/${randomUUID()}.${extension}`;
      if (!inDatabase) {
        await mkdir(path.dirname(onDisk(key)), { recursive: true });
        await writeFile(onDisk(key), bytes);
      }
      await tx
        .insert(storedFiles)
        .values({ key, tenantId, userId, category, size: bytes.length, content: inDatabase ? bytes : null });
      return { key };
    },
    async read(key, tx = db) {
      if (!parseFileKey(key)) return undefined;
      const where = eq(storedFiles.key, key);
      const [row] = await tx
        .select({ size: sql<number | null>`octet_length(${storedFiles.content})` })
        .from(storedFiles)
        .where(where);
      // Bytes stored on disk (FILE_STORAGE=filesystem, or before the table existed).
      if (row?.size == null) return readDisk(key);
      // In slices: the driver decodes a bytea on the event loop, about 25 ms per MiB.
      const parts: Buffer[] = [];
      for (let offset = 0; offset < row.size; offset += READ_SLICE_BYTES) {
        const [slice] = await tx
          .select({
            bytes: sql<Uint8Array>`substring(${storedFiles.content} from ${offset + 1} for ${READ_SLICE_BYTES})`,
          })
          .from(storedFiles)
          .where(where);
        if (!slice) return undefined;
        parts.push(Buffer.from(slice.bytes));
      }
      return Buffer.concat(parts);
    },
    async remove(key) {
      if (parseFileKey(key)) await removeKeys([key]);
    },
    async usage(tenantId, userId, tx = db) {
      const [row] = await tx
        .select({
          tenant: sql<string>`coalesce(sum(${storedFiles.size}), 0)`,
          user: sql<string>`coalesce(sum(${storedFiles.size}) filter (where ${storedFiles.userId} = ${userId}), 0)`,
        })
        .from(storedFiles)
        .where(eq(storedFiles.tenantId, tenantId));
      return { user: Number(row?.user ?? 0), tenant: Number(row?.tenant ?? 0) };
    },
    async removeOlderThan(category, before) {
      let removed = 0;
      for (;;) {
        const rows = await db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(and(eq(storedFiles.category, category), lt(storedFiles.createdAt, before)))
          .limit(REMOVE_BATCH);
        await removeKeys(rows.map((r) => r.key));
        removed += rows.length;
        if (rows.length < REMOVE_BATCH) return removed;
      }
    },
  };
}
