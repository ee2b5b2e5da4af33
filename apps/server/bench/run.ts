// npm run bench: starts the platform as a child process on a fresh data folder and loads three routes with
// autocannon: a bare route returning a constant (this machine's ceiling), a static asset of the web app, and
// an authenticated API GET. Prints requests/s, p50/p99 latency, the server's RSS and the ratio to the ceiling.
// Then runs bench/workflow.ts (the workflow and realtime targets), bench/users.ts (user list and import) and
// bench/fmea.ts (the FMEA form sheet, rating edits and export), bench/fmea-dashboard.ts (the FMEA dashboard), each
// as a child process of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { login, startServer } from './harness';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const webAssets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

async function load(title: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed,
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-bench-'));
const server = await startServer(dataDir).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});
const base = server.base;
try {
  await new Promise((r) => setTimeout(r, 2000));
  const idleRss = server.rssMb();
  const accessToken = await login(base, 'admin', 'Admin@123');
  const asset = readdirSync(webAssets).find((f) => f.endsWith('.css') || f.endsWith('.js'));
  if (!asset) throw new Error('web app is not built: npm run build -w apps/web');

  const rows = [
    await load('bare constant route (ceiling)', `${base}/healthz`),
    await load(`static asset /assets/${asset}`, `${base}/assets/${asset}`),
    await load(
      'GET /qis/api/app/role/currentUserPermissions (authenticated)',
      `${base}/qis/api/app/role/currentUserPermissions`,
      {
        authorization: `Bearer ${accessToken}`,
      },
    ),
  ];
  const loadedRss = server.rssMb();
  const ceiling = rows[0]?.rps ?? 1;
  console.log(`\nQIS bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, embedded PGlite\n`);
  console.log('route | requests/s | p50 ms | p99 ms | failed | ratio to ceiling');
  console.log('--- | ---: | ---: | ---: | ---: | ---:');
  for (const r of rows) {
    console.log(`${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} | ${(r.rps / ceiling).toFixed(2)}`);
  }
  console.log(`\nserver RSS: idle ${idleRss} MB, after load ${loadedRss} MB`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// The workflow targets need 1,000 sockets at once: the child gets a raised descriptor limit when it is low (the
// server it starts inherits it). Where the hard limit forbids raising it, the child reports the limit it has.
const workflowBench = fileURLToPath(new URL('./workflow.ts', import.meta.url));
const raiseLimit =
  'n=$(ulimit -n); if [ "$n" != unlimited ] && [ "$n" -lt 4096 ]; then ' +
  'ulimit -n 4096 2>/dev/null || ulimit -n "$(ulimit -Hn)" 2>/dev/null; fi; exec "$@"';
const child = spawn(
  'bash',
  ['-c', raiseLimit, 'bench-workflow', process.execPath, ...process.execArgv, workflowBench],
  {
    stdio: 'inherit',
  },
);
const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
if (code !== 0) process.exitCode = code ?? 1;

// The user-administration targets (user list over 20,000 users, import of 5,000), in a child process of their own.
const usersBench = fileURLToPath(new URL('./users.ts', import.meta.url));
const usersChild = spawn(process.execPath, [...process.execArgv, usersBench], { stdio: 'inherit' });
const usersCode = await new Promise<number | null>((resolve) => usersChild.once('exit', resolve));
if (usersCode !== 0) process.exitCode = usersCode ?? 1;

// The FMEA targets (a DFMEA of 2,000 elements and 10,000 chains: form-sheet data, a rating edit, the export).
const fmeaBench = fileURLToPath(new URL('./fmea.ts', import.meta.url));
const fmeaChild = spawn(process.execPath, [...process.execArgv, fmeaBench], { stdio: 'inherit' });
const fmeaCode = await new Promise<number | null>((resolve) => fmeaChild.once('exit', resolve));
if (fmeaCode !== 0) process.exitCode = fmeaCode ?? 1;

// The PFMEA control plan target (300 process steps, 10,000 chains: generation ≤ 500 ms).
const controlPlanBench = fileURLToPath(new URL('./fmea-control-plan.ts', import.meta.url));
const controlPlanChild = spawn(process.execPath, [...process.execArgv, controlPlanBench], { stdio: 'inherit' });
const controlPlanCode = await new Promise<number | null>((resolve) => controlPlanChild.once('exit', resolve));
if (controlPlanCode !== 0) process.exitCode = controlPlanCode ?? 1;

// The FMEA dashboard target (20,000 node tasks: the dashboard's calls together ≤ 300 ms).
const dashboardBench = fileURLToPath(new URL('./fmea-dashboard.ts', import.meta.url));
const dashboardChild = spawn(process.execPath, [...process.execArgv, dashboardBench], { stdio: 'inherit' });
const dashboardCode = await new Promise<number | null>((resolve) => dashboardChild.once('exit', resolve));
if (dashboardCode !== 0) process.exitCode = dashboardCode ?? 1;
