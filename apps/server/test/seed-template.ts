// Migrates and seeds one template database for a test run, in a process of its own (run with `node --import tsx`):
// vitest's main process would otherwise transform and import the whole server graph only for this, which took ~12
// minutes on the loaded CI machine where tsx took under one.
//   seed-template.ts postgres <database url>   seeds that (empty) PostgreSQL database
//   seed-template.ts pglite <file>             seeds an in-memory PGlite and dumps its data folder to <file>
import { writeFileSync } from 'node:fs';
import { seedDemoDataOnFirstStart } from '../src/db/seed';
import { openDatabase } from '../src/platform/db/database';

const [kind, target] = process.argv.slice(2);
if ((kind !== 'postgres' && kind !== 'pglite') || !target) {
  console.error('usage: seed-template.ts postgres <database url> | pglite <file>');
  process.exit(2);
}

if (kind === 'postgres') {
  const database = await openDatabase({ kind: 'postgres', url: target });
  await seedDemoDataOnFirstStart(database.db);
  await database.close();
} else {
  const database = await openDatabase({ kind: 'pglite' });
  await seedDemoDataOnFirstStart(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  writeFileSync(target, Buffer.from(await dump.arrayBuffer()));
}
