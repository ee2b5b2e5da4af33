/**
 * Starts the whole platform (API + identity server + built web app, one port) for end-to-end tests:
 * a free port, a fresh data folder per run, demo data seeded on first start; stopped and cleaned up afterwards.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url));
const WEB_DIR = join(REPO_ROOT, 'apps/web');
const SERVER_DIR = join(REPO_ROOT, 'apps/server');
const SERVER_MAIN = join(SERVER_DIR, 'dist/main.js');

interface Build {
  workspace: string;
  output: string;
  /** What the build is made from: a change to any of these makes the output stale. */
  sources: string[];
}

const WEB_BUILD: Build = {
  workspace: 'apps/web',
  output: join(WEB_DIR, 'dist/index.html'),
  sources: [
    join(WEB_DIR, 'src'),
    join(WEB_DIR, 'index.html'),
    join(WEB_DIR, 'silent-renew-oidc.html'),
    join(WEB_DIR, 'vite.config.ts'),
    join(WEB_DIR, 'package.json'),
    join(REPO_ROOT, 'packages/shared/src'),
  ],
};
// The platform runs the server's bundle, as `npm start` does: on a slow machine node starts it in about half the
// time it takes to transpile the sources on the fly.
const SERVER_BUILD: Build = {
  workspace: 'apps/server',
  output: SERVER_MAIN,
  sources: [
    join(SERVER_DIR, 'src'),
    join(SERVER_DIR, 'build.mjs'),
    join(SERVER_DIR, 'package.json'),
    join(REPO_ROOT, 'packages/shared/src'),
    join(REPO_ROOT, 'packages/stats/src'),
  ],
};

/** Generous limits: the tests must pass on a slow 2-core machine. */
const STARTUP_TIMEOUT_MS = 600_000;
const STOP_TIMEOUT_MS = 15_000;
// A build beside the vitest lane on the loaded CI machine ran past 10 min.
const BUILD_TIMEOUT_MS = 1_800_000;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the workspace must be (re)built, or null when its output is there and newer than its sources. */
function buildReason({ workspace, output, sources }: Build): string | null {
  if (!existsSync(output)) return `${workspace}/dist is missing`;
  const built = statSync(output).mtimeMs;
  const stale = sources.find((source) => newestMtime(source) > built);
  return stale ? `${workspace}/dist is older than ${stale.slice(REPO_ROOT.length)}` : null;
}

/** Builds the web app and the server (npm run build -w …) where dist is missing or older than its sources. */
export function ensureBuilt(): void {
  for (const build of [WEB_BUILD, SERVER_BUILD]) {
    const reason = buildReason(build);
    if (!reason) continue;
    console.log(`# ${reason}: building it (npm run build -w ${build.workspace})`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: BUILD_TIMEOUT_MS,
    });
    if (result.status !== 0 || !existsSync(build.output)) {
      throw new Error(
        `npm run build -w ${build.workspace} failed (exit ${result.status ?? result.signal ?? result.error})`,
      );
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Platform {
  /** Origin the browser uses, e.g. http://127.0.0.1:41234 (also PUBLIC_URL: the OIDC issuer and redirects). */
  baseUrl: string;
  dataDir: string;
  /** The server's recent output, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

class ServerProcess {
  readonly output: string[] = [];
  exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  private readonly exitedPromise: Promise<void>;

  constructor(readonly child: ChildProcess) {
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString('utf8'));
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exitedPromise = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exited = { code, signal };
        resolve();
      });
    });
  }

  log(): string {
    return this.output.join('');
  }

  /** Resolves true when the process has exited within `ms`. */
  async waitForExit(ms: number): Promise<boolean> {
    if (this.exited) return true;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    });
    const result = await Promise.race([this.exitedPromise.then(() => true as const), timedOut]);
    clearTimeout(timer);
    return result;
  }

  /** SIGTERM (graceful shutdown), then SIGKILL when it does not exit in time. */
  async stop(): Promise<void> {
    if (this.exited) return;
    this.child.kill('SIGTERM');
    if (await this.waitForExit(STOP_TIMEOUT_MS)) return;
    this.child.kill('SIGKILL');
    await this.waitForExit(STOP_TIMEOUT_MS);
  }
}

async function waitForHealthy(server: ServerProcess, baseUrl: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastError = '';
  while (Date.now() < deadline) {
    if (server.exited) {
      throw new Error(
        `the server exited during startup (code ${server.exited.code}, signal ${server.exited.signal}):\n${server.log()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastError = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastError = String((error as Error).cause ?? error);
    }
    await delay(250);
  }
  throw new Error(`the server was not healthy after ${STARTUP_TIMEOUT_MS} ms (${lastError}):\n${server.log()}`);
}

const running = new Set<ServerProcess>();
// Never leave a server behind, even when the test process ends abruptly.
process.once('exit', () => {
  for (const server of running) if (!server.exited) server.child.kill('SIGKILL');
});

async function adminQuery(adminUrl: string, sql: string): Promise<Record<string, unknown>[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return (await admin.query(sql)).rows;
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'qis_e2e_template_';

/** Templates of server builds older than this are dropped; younger ones may belong to another checkout's run. */
const TEMPLATE_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The name of a migrated and seeded database on the QIS_TEST_DATABASE_URL server, created when missing, that every
 * platform's database is copied from: migrating and seeding took 78 s on the loaded CI machine, a copy 2.4 s. The
 * name carries the server bundle's build time, so a rebuilt server seeds a new template; those of builds over a day
 * older are dropped.
 */
export async function ensureTemplateDatabase(adminUrl: string): Promise<string> {
  const built = Math.round(statSync(SERVER_MAIN).mtimeMs);
  const name = `${TEMPLATE_PREFIX}${built.toString(36)}`;
  const existing = (
    await adminQuery(adminUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%'`)
  ).map((row) => String(row.datname));
  if (existing.includes(name)) return name;
  for (const old of existing) {
    if (built - Number.parseInt(old.slice(TEMPLATE_PREFIX.length), 36) > TEMPLATE_KEPT_MS)
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${old} WITH (FORCE)`);
  }
  // Seeded under a name of its own and renamed when complete: an interrupted seed never passes for a template.
  const seeding = `qis_e2e_seeding_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${seeding}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'qis-e2e-template-'));
  try {
    const result = spawnSync(process.execPath, [SERVER_MAIN, '--init-data'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl(adminUrl, seeding), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: STARTUP_TIMEOUT_MS,
    });
    if (result.status !== 0)
      throw new Error(`seeding the e2e template failed (exit ${result.status ?? result.signal})`);
    await adminQuery(adminUrl, `ALTER DATABASE ${seeding} RENAME TO ${name}`);
  } catch (error) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${seeding} WITH (FORCE)`);
    // Another test process may have seeded the same template meanwhile.
    const now = await adminQuery(adminUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
    if (now.length === 0) throw error;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return name;
}

/**
 * The platform's database: embedded PGlite in DATA_DIR as `npm start` has it, or, when QIS_TEST_DATABASE_URL names
 * a PostgreSQL server (CI), a new database there copied from the seeded template, which spares each platform
 * PGlite's cluster creation and the seeding.
 */
async function createDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.QIS_TEST_DATABASE_URL;
  if (!adminUrl) return { env: {}, drop: async () => {} };
  const name = `qis_e2e_${randomUUID().replaceAll('-', '')}`;
  for (let attempt = 1; ; attempt++) {
    const template = await ensureTemplateDatabase(adminUrl);
    try {
      await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Another checkout's tests on the same server may have replaced the template in between.
      if (attempt === 3) throw error;
    }
  }
  return {
    env: { DATABASE_URL: databaseUrl(adminUrl, name) },
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface PlatformOptions {
  /**
   * Runs once the database is migrated and seeded (`--init-data` on PGlite; the template's copy on PostgreSQL) and
   * before the server starts, with the server's DATA_DIR and DATABASE_URL: for benches that write large data
   * straight into the database.
   */
  beforeStart?: (env: { DATA_DIR: string; DATABASE_URL?: string }) => void | Promise<void>;
}

/** `node apps/server/dist/main.js` on a free port with a fresh DATA_DIR; resolves once /healthz is 200. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'qis-e2e-'));
  const database = await createDatabase();
  try {
    if (options.beforeStart) {
      if (!database.env.DATABASE_URL) {
        const init = spawnSync(process.execPath, [SERVER_MAIN, '--init-data'], {
          cwd: REPO_ROOT,
          env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'inherit', 'inherit'],
          timeout: STARTUP_TIMEOUT_MS,
        });
        if (init.status !== 0) throw new Error(`--init-data failed (exit ${init.status ?? init.signal})`);
      }
      await options.beforeStart({ DATA_DIR: dataDir, DATABASE_URL: database.env.DATABASE_URL });
    }
    // The port is chosen before the server binds it; retry in the unlikely case another process takes it first.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          PUBLIC_URL: baseUrl,
          ...database.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const server = new ServerProcess(child);
      running.add(server);
      try {
        await waitForHealthy(server, baseUrl);
      } catch (error) {
        await server.stop();
        running.delete(server);
        if (attempt < 3 && /EADDRINUSE/.test(server.log())) continue;
        throw error;
      }
      return {
        baseUrl,
        dataDir,
        log: () => server.log(),
        async stop() {
          await server.stop();
          running.delete(server);
          mkdirSync(ARTIFACTS_DIR, { recursive: true });
          writeFileSync(join(ARTIFACTS_DIR, 'server.log'), server.log());
          rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
          await database.drop();
        },
      };
    }
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    await database.drop();
    throw error;
  }
}
