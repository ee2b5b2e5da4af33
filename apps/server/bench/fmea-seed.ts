// The large DFMEA of the FMEA benches (issue 15): 2,000 structure elements and 10,000 FM–FC chains
// (packages/shared/bench/fmea-net.ts) written straight into a database the server's `--init-data` seeded, as a
// project of zhangwei's. bench/fmea.ts imports it; run as a script (`tsx bench/fmea-seed.ts`, with DATA_DIR or
// DATABASE_URL as the server has them) it writes the project and prints `{"projectId":…}`, which the Chromium bench
// of the form sheet (e2e/bench/form-sheet.ts) does before it starts the platform.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { AP_TABLE_VERSION } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { largeDfmeaNet } from '../../../packages/shared/bench/fmea-net';
import { DEFAULT_TENANT_NAME } from '../src/db/seed/default-tenant';
import { fmeaProjects, tenants, users } from '../src/db/tables';
import { insertNet } from '../src/modules/fmea/net-insert';
import type { Transaction } from '../src/platform/db/database';
import { openDatabase } from '../src/platform/db/database';

/** Writes the large net into a new project of zhangwei's; answers the project, its chains and the write's ms. */
export async function writeLargeDfmea(databaseUrl: string | undefined, dataDir: string) {
  const database = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
  );
  try {
    const { db } = database;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, DEFAULT_TENANT_NAME));
    if (!tenant) throw new Error('the seeded database has no default tenant');
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.userName, 'zhangwei')));
    if (!owner) throw new Error('the seeded database has no zhangwei');
    const projectId = randomUUID();
    const net = largeDfmeaNet();
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.insert(fmeaProjects).values({
        id: projectId,
        tenantId: tenant.id,
        kind: 0,
        category: 2,
        projectNo: 'BENCH-10000',
        projectName: '压测 DFMEA（2,000 结构元素，10,000 条失效链）',
        startTime: '2026-11-01',
        overTime: '2027-06-30',
        ownerId: owner.id,
        apTableVersion: AP_TABLE_VERSION,
      });
      await insertNet(tx as unknown as Transaction, { tenantId: tenant.id, projectId, userId: owner.id }, net);
    });
    return { projectId, risks: net.risks, writeMs: performance.now() - started };
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set');
  const { projectId } = await writeLargeDfmea(process.env.DATABASE_URL, dataDir);
  console.log(JSON.stringify({ projectId }));
}
