// npm run bench, the PFMEA control plan part (issue 16; `npx tsx bench/fmea-control-plan.ts` runs it alone after a
// build): a PFMEA of 300 process steps and 10,000 FM–FC chains (bench/control-plan-net.ts) written straight into a
// data folder the server's `--init-data` seeded, then through the running server: the control plan's first
// generation (every line inserted), a regeneration with nothing changed, one after a requirement changed, the plan
// read, and the .xlsx export. The domain's generation alone is timed too. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AP_TABLE_VERSION, controlPlanSources, planRegeneration } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TENANT_NAME } from '../src/db/seed/default-tenant';
import { fmeaProjects, tenants, users } from '../src/db/tables';
import { insertNet } from '../src/modules/fmea/net-insert';
import { openDatabase, type Transaction } from '../src/platform/db/database';
import { largePfmeaNet } from './control-plan-net';
import { login, serverArgs, serverRoot, startServer } from './harness';

const RUNS = 7;
const TARGET_MS = 500;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function writePfmea(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, DEFAULT_TENANT_NAME));
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant?.id as string), eq(users.userName, 'zhangwei')));
    if (!tenant || !owner) throw new Error('the seeded database has no default tenant or zhangwei');
    const projectId = randomUUID();
    const net = largePfmeaNet();
    await db.transaction(async (tx) => {
      await tx.insert(fmeaProjects).values({
        id: projectId,
        tenantId: tenant.id,
        kind: 1,
        category: 2,
        projectNo: 'BENCH-PF-300',
        projectName: '压测 PFMEA（300 过程步骤，10,000 条失效链）',
        startTime: '2026-11-01',
        overTime: '2027-06-30',
        ownerId: owner.id,
        apTableVersion: AP_TABLE_VERSION,
      });
      await insertNet(tx as unknown as Transaction, { tenantId: tenant.id, projectId, userId: owner.id }, net);
    });
    return { projectId, net };
  } finally {
    await database.close();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-bench-cp-'));
try {
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const init = spawnSync(process.execPath, [...serverArgs, '--init-data'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (init.status !== 0) throw new Error(`--init-data failed with code ${init.status}`);
  const { projectId, net } = await writePfmea(dataDir);

  // The domain alone: the sources from the net, and the plan of a regeneration against them.
  const domain: number[] = [];
  let lineCount = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const sources = controlPlanSources(net);
    planRegeneration([], sources);
    domain.push(performance.now() - start);
    lineCount = sources.length;
  }

  const server = await startServer(dataDir);
  try {
    const token = await login(server.base, 'zhangwei', 'Quality@123');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const api = `${server.base}/qis/api/app/pFControlPlan`;
    const timed = async (url: string, body?: unknown) => {
      const start = performance.now();
      const res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; message: string; data: unknown };
      if (json.code !== 0) throw new Error(`${url}: ${json.message}`);
      return { ms: performance.now() - start, data: json.data };
    };
    const generate = () => timed(`${api}/GenerateControlPlan`, { projectId });
    const first = await generate();
    const unchanged: number[] = [];
    for (let i = 0; i < RUNS; i++) unchanged.push((await generate()).ms);
    // One requirement changed in the PFMEA: the regeneration updates its line.
    const changedFn = net.functions.find((f) => f.specialCharacteristic === 'CC');
    if (!changedFn) throw new Error('the net has a CC characteristic');
    await timed(`${server.base}/qis/api/app/pFFunctionRelationAppServices/OrEditFunction`, {
      projectId,
      id: changedFn.id,
      elementId: changedFn.elementId,
      name: changedFn.name,
      requirement: `${changedFn.requirement}（修订）`,
      specialCharacteristic: 'CC',
      version: changedFn.version,
    });
    const afterChange = await generate();
    const reads: number[] = [];
    for (let i = 0; i < RUNS; i++) reads.push((await timed(`${api}/ControlPlan?projectId=${projectId}`)).ms);
    const exports: number[] = [];
    for (let i = 0; i < 3; i++) exports.push((await timed(`${api}/ExportControlPlan?projectId=${projectId}`)).ms);

    const rows: Array<[string, number, number | null]> = [
      [`domain: controlPlanSources + planRegeneration (${lineCount} lines), median of ${RUNS}`, median(domain), null],
      [`GenerateControlPlan, first generation (inserts ${lineCount} lines)`, first.ms, TARGET_MS],
      [`GenerateControlPlan, PFMEA unchanged, median of ${RUNS}`, median(unchanged), TARGET_MS],
      ['GenerateControlPlan after one requirement changed (updates 1 line)', afterChange.ms, TARGET_MS],
      [`ControlPlan (read the plan), median of ${RUNS}`, median(reads), null],
      ['ExportControlPlan (.xlsx), median of 3', median(exports), null],
    ];
    console.log('\nPFMEA control plan: 300 process steps, 10,000 chains (PGlite)');
    for (const [label, ms, target] of rows) {
      const mark = target === null ? '' : ms <= target ? `  ≤ ${target} ms ✓` : `  > ${target} ms ✗`;
      console.log(`  ${label}: ${ms.toFixed(0)} ms${mark}`);
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
