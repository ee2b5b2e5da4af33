// What both parts of npm run bench share: the built server started as a child process, as npm start runs it (the
// root bench script builds first), on a data folder of the caller's.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const startScript: string = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')).scripts.start;
/** The node flags and entry point of apps/server's start script. */
export const serverArgs = startScript.split(/\s+/).slice(1);

/**
 * Creates the embedded database in `dataDir` (or migrates the database `databaseUrl` names) and seeds the demo data
 * with the server's own `--init-data`, as a first start does. Answers the environment the server runs with.
 */
export function initBenchData(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const init = spawnSync(process.execPath, [...serverArgs, '--init-data'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (init.status !== 0) throw new Error(`--init-data failed with code ${init.status}`);
  return env;
}

export interface BenchServer {
  base: string;
  child: ChildProcess;
  /** The server's resident memory now, in MB. */
  rssMb(): number;
  /** SIGTERM (the server's own graceful shutdown), SIGKILL if it has not exited within 20 s. */
  stop(): Promise<void>;
}

async function waitUntilUp(base: string, child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const res = await fetch(`${base}/healthz`).catch(() => undefined);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/**
 * A port nothing listens on now (the system's pick): a random one may be another process's on a shared machine,
 * whose /healthz would then pass for this server's.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts dist/main.js on `dataDir` and a free port; resolves once /healthz answers. */
export async function startServer(dataDir: string, nodeFlags: string[] = []): Promise<BenchServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, ...serverArgs], {
    cwd: serverRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: BenchServer = {
    base,
    child,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await waitUntilUp(base, child);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** POST /identity/api/Account/LocalLogin; the access token. */
export async function login(base: string, userName: string, password: string): Promise<string> {
  const res = await fetch(`${base}/identity/api/Account/LocalLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const body = (await res.json()) as { code: number; message: string; data?: { accessToken: string } };
  if (!body.data?.accessToken) throw new Error(`login of ${userName} failed: ${body.code} ${body.message}`);
  return body.data.accessToken;
}
