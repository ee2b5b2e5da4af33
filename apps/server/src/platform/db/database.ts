import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as tables from '../../db/tables';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

// Both drivers expose the same query builder; the PGlite type stands for both.
export type Database = ReturnType<typeof drizzlePglite<typeof tables>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir?: string } // undefined dataDir = in memory (tests)
  | { kind: 'postgres'; url: string };

/** Opens the database and applies every pending migration. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: location.url, max: 10 });
    const db = drizzlePg(pool, { schema: tables, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (location.dataDir) {
    dataDir = path.resolve(location.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // relaxedDurability stays off (the default): a commit returns only after PGlite has flushed it.
  const client = await PGlite.create({ dataDir, relaxedDurability: false });
  const db = drizzlePglite(client, { schema: tables, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
