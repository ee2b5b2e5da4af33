// The large FMEAs of the FMEA benches, written straight into a database the server's `--init-data` seeded, as
// projects of zhangwei's: the DFMEA of issue 15 (2,000 structure elements and 10,000 FM–FC chains,
// packages/shared/bench/fmea-net.ts) and the PFMEA of issue 16 (300 process steps and 10,000 chains,
// bench/control-plan-net.ts). bench/fmea.ts and bench/fmea-control-plan.ts import it; run as a script
// (`tsx bench/fmea-seed.ts [dfmea|pfmea]`, with DATA_DIR or DATABASE_URL as the server has them) it writes the project
// and prints `{"projectId":…}`, which the Chromium bench of the form sheet (e2e/bench/form-sheet.ts) does before it
// starts the platform.
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
import { largePfmeaNet } from './control-plan-net';

export type LargeFmeaKind = 'dfmea' | 'pfmea';

const LARGE = {
  dfmea: { kind: 0, projectNo: 'BENCH-10000', projectName: '压测 DFMEA（2,000 结构元素，10,000 条失效链）' },
  pfmea: { kind: 1, projectNo: 'BENCH-PF-300', projectName: '压测 PFMEA（300 过程步骤，10,000 条失效链）' },
} as const;

/**
 * Writes the kind's large net into a new project of zhangwei's; answers the project, its net and the write's ms.
 * `space` makes the ids of a second net of the same shape differ.
 */
export async function writeLargeFmea(
  kindName: LargeFmeaKind,
  databaseUrl: string | undefined,
  dataDir: string,
  space = 0,
) {
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
    const large = LARGE[kindName];
    const net = kindName === 'dfmea' ? largeDfmeaNet() : largePfmeaNet(300, 10_000, space);
    const started = performance.now();
    await db.transaction(async (tx) => {
      await tx.insert(fmeaProjects).values({
        id: projectId,
        tenantId: tenant.id,
        kind: large.kind,
        category: 2,
        projectNo: space === 0 ? large.projectNo : `${large.projectNo}-${space}`,
        projectName: large.projectName,
        startTime: '2026-11-01',
        overTime: '2027-06-30',
        ownerId: owner.id,
        apTableVersion: AP_TABLE_VERSION,
      });
      await insertNet(tx as unknown as Transaction, { tenantId: tenant.id, projectId, userId: owner.id }, net);
    });
    return { projectId, net, writeMs: performance.now() - started };
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR is not set');
  const kindName = process.argv[2] === 'pfmea' ? 'pfmea' : 'dfmea';
  const { projectId } = await writeLargeFmea(kindName, process.env.DATABASE_URL, dataDir);
  console.log(JSON.stringify({ projectId }));
}
