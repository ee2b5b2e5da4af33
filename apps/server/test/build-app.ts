import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database';
import { type SmtpSink, startSmtpSink } from '../src/platform/mail/demo-smtp-sink';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  smtp: SmtpSink;
  /** Signs in by password and returns the access token. */
  login(userName: string, password: string, tenantName?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh platform for one test file: in-memory PGlite, or a new database on the PostgreSQL server named by
 * QIS_TEST_DATABASE_URL (CI runs the suite both ways), with the demo seed and a local SMTP sink. The database is a
 * copy of the run's migrated and seeded template (test/template-database.ts).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { listen?: boolean } = {},
): Promise<TestApp & { baseUrl: string }> {
  const { database, drop } = await openTestDatabase();
  const smtp = await startSmtpSink(0);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-test-'));
  // A listening app must know its own origin (the OpenID Connect issuer), so take a free port first.
  const port = options.listen ? await freePort() : 8080;
  const baseUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    PUBLIC_URL: baseUrl,
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  else await app.ready();
  return {
    app,
    baseUrl,
    database,
    smtp,
    async login(userName, password, tenantName) {
      const res = await app.inject({
        method: 'POST',
        url: '/identity/api/Account/LocalLogin',
        payload: { userName, password, tenantName },
      });
      const body = res.json();
      if (body.code !== 0) throw new Error(`login of ${userName} failed: ${res.body}`);
      return body.data.accessToken as string;
    },
    async close() {
      await app.close();
      await smtp.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.QIS_TEST_DATABASE_URL;
  if (!adminUrl) {
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    return { database: await openDatabase({ kind: 'pglite', loadDataDir }), drop: async () => {} };
  }
  const name = `qis_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateName')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ kind: 'postgres', url: url.toString() }),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
