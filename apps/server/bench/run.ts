// npm run bench: starts the platform as a child process on a fresh data folder and loads three routes with
// autocannon: a bare route returning a constant (this machine's ceiling), a static asset of the web app, and
// an authenticated API GET. Prints requests/s, p50/p99 latency, the server's RSS and the ratio to the ceiling.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const port = 18000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
// The built server with the node flags of apps/server's start script, as npm start runs it (the root bench
// script builds first).
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const startScript: string = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')).scripts.start;
const [, ...serverArgs] = startScript.split(/\s+/);
const webAssets = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

function rssMb(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitUntilUp() {
  for (let i = 0; i < 300; i++) {
    const res = await fetch(`${base}/healthz`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

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
const server = spawn(process.execPath, serverArgs, {
  cwd: serverRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitUntilUp();
  await new Promise((r) => setTimeout(r, 2000));
  const idleRss = rssMb(server);
  const login = await (
    await fetch(`${base}/identity/api/Account/LocalLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: 'Admin@123' }),
    })
  ).json();
  const asset = readdirSync(webAssets).find((f) => f.endsWith('.css') || f.endsWith('.js'));
  if (!asset) throw new Error('web app is not built: npm run build -w apps/web');

  const rows = [
    await load('bare constant route (ceiling)', `${base}/healthz`),
    await load(`static asset /assets/${asset}`, `${base}/assets/${asset}`),
    await load(
      'GET /qis/api/app/role/currentUserPermissions (authenticated)',
      `${base}/qis/api/app/role/currentUserPermissions`,
      {
        authorization: `Bearer ${login.data.accessToken}`,
      },
    ),
  ];
  const loadedRss = rssMb(server);
  const ceiling = rows[0]?.rps ?? 1;
  console.log(`\nQIS bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route, embedded PGlite\n`);
  console.log('route | requests/s | p50 ms | p99 ms | failed | ratio to ceiling');
  console.log('--- | ---: | ---: | ---: | ---: | ---:');
  for (const r of rows) {
    console.log(`${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} | ${(r.rps / ceiling).toFixed(2)}`);
  }
  console.log(`\nserver RSS: idle ${idleRss} MB, after load ${loadedRss} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
