import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as tables from '../../db/tables';
import { migrationsFolder } from '../paths';

// Both drivers expose the same query builder; the PGlite type stands for both.
export type Database = ReturnType<typeof drizzlePglite<typeof tables>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The connection string of a PostgreSQL database (kind 'postgres'), for components that need their own pool. */
  url?: string;
  /** Calls `onNotify` for every notification on `channel` (LISTEN); resolves once listening. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * Reports a connection the server ended while it was idle or listening (PostgreSQL restarted, the database
   * dropped). The pool opens a new connection for the next query; without a listener the error goes to stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      kind: 'pglite';
      /** Undefined = in memory (tests). */
      dataDir?: string;
      sharedBuffers?: string;
      /** A data folder dumped by PGlite (`dumpDataDir`) to start from instead of a new cluster: tests' seeded template. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string };

const pgliteFolder = (dataDir: string) => path.resolve(dataDir, 'pglite');

/** True when the embedded database of DATA_DIR has not been created yet. */
export function isFreshPgliteDataDir(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const errorListeners: ((error: Error) => void)[] = [];
    // An 'error' event without a handler would end the process.
    const reportConnectionError = (error: Error) => {
      if (errorListeners.length === 0) console.error('database connection lost:', error.message);
      for (const listener of errorListeners) listener(error);
    };
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    pool.on('error', reportConnectionError);
    const db = drizzlePg(pool, { schema: tables, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    const listeners: pg.Client[] = [];
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      url: location.url,
      async listen(channel, onNotify) {
        // A dedicated connection: pooled ones are handed around and would drop the LISTEN.
        const client = new pg.Client({ connectionString: location.url });
        client.on('error', reportConnectionError);
        await client.connect();
        client.on('notification', (n) => n.channel === channel && onNotify(n.payload ?? ''));
        await client.query(`LISTEN ${channel}`);
        listeners.push(client);
      },
      onConnectionError(listener) {
        errorListeners.push(listener);
      },
      async close() {
        await Promise.all(listeners.map((c) => c.end()));
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (location.dataDir) {
    dataDir = pgliteFolder(location.dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  // relaxedDurability stays off (the default): a commit returns only after PGlite has written it to the data
  // folder. Small shared buffers keep the embedded server's memory low; the OS page cache does the rest.
  const client = await PGlite.create({
    dataDir,
    loadDataDir: location.loadDataDir,
    relaxedDurability: false,
    postgresqlconf: [`shared_buffers = ${location.sharedBuffers ?? '16MB'}`],
  });
  const db = drizzlePglite(client, { schema: tables, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onNotify) {
      await client.listen(channel, onNotify);
    },
    // The embedded database runs in this process: it has no connection to lose.
    onConnectionError() {},
    close: () => client.close(),
  };
}
