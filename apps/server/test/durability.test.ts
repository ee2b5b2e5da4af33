import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database';

const STARTUP_TIMEOUT_MS = 120_000;
const serverMain = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-durability-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A first start creates, migrates and seeds the database: on a loaded 2-core machine that takes a while.
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/qis/api/app/systemInfo/systemInfo`).catch(() => undefined);
    if (up?.ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

// PGlite writes each commit's WAL into the data folder before the commit returns (synchronous_commit on);
// a process killed with SIGKILL therefore loses nothing it acknowledged. Real PostgreSQL needs no such proof.
describe.skipIf(Boolean(process.env.QIS_TEST_DATABASE_URL))('durability of the embedded database', () => {
  it(
    'keeps every acknowledged write after kill -9 of the server in the middle of writing',
    async () => {
      const port = 20000 + Math.floor(Math.random() * 20000);
      const base = `http://127.0.0.1:${port}`;
      server = await startServer(port);
      const login = await (
        await fetch(`${base}/identity/api/Account/LocalLogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userName: 'admin', password: 'Admin@123' }),
        })
      ).json();
      const headers = { authorization: `Bearer ${login.data.accessToken}`, 'content-type': 'application/json' };
      const list = await (await fetch(`${base}/qis/api/app/user/userListPage?MaxResultCount=10`, { headers })).json();
      const people: Array<{ id: string; version: number; name: string }> = list.data.items;

      const acknowledged: string[] = [];
      let killed = false;
      // One writer per user, so the edits never conflict; each success is an acknowledged write.
      const writers = people.map(async (user) => {
        let version = user.version;
        for (let i = 0; !killed; i++) {
          const res = await fetch(`${base}/qis/api/app/user/changeUser`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              id: user.id,
              name: `${user.name}${i % 10}`,
              emailAddress: null,
              phoneNumber: null,
              organizationId: null,
              version,
            }),
          }).catch(() => undefined);
          if (!res?.ok) break;
          const body = await res.json();
          if (body.code !== 0) throw new Error(JSON.stringify(body));
          version = body.data.version;
          acknowledged.push(res.headers.get('x-request-id') as string);
        }
      });
      await new Promise((r) => setTimeout(r, 2500));
      killed = true;
      const exited = new Promise((r) =>
        server?.exitCode === null && !server.signalCode ? server.once('exit', r) : r(0),
      );
      server.kill('SIGKILL');
      await Promise.all(writers);
      await exited;
      expect(acknowledged.length).toBeGreaterThan(20);

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const settings = await database.db.execute<{ synchronous_commit: string }>(sql`show synchronous_commit`);
        expect(settings.rows[0]?.synchronous_commit).toBe('on');
        const logged = await database.db.execute<{ request_id: string }>(
          sql`select request_id from operation_logs where endpoint = 'changeUser'`,
        );
        const stored = new Set(logged.rows.map((r) => r.request_id));
        const lost = acknowledged.filter((id) => !stored.has(id));
        console.log(`durability: ${acknowledged.length} writes acknowledged before kill -9, ${lost.length} lost`);
        expect(lost).toEqual([]);
      } finally {
        await database.close();
      }
    },
    STARTUP_TIMEOUT_MS + 120_000,
  );
});
