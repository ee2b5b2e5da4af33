import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data folder, migrated and seeded (in-memory runs). */
    pgliteTemplateFile: string;
    /** A migrated and seeded database on the server of QIS_TEST_DATABASE_URL to create each file's database from. */
    postgresTemplateName: string;
  }
}

interface Template {
  pgliteTemplateFile: string;
  postgresTemplateName: string;
  remove(): Promise<void>;
}

// Both server projects (isolated and not) run this setup in vitest's main process; they share one template.
const shared = globalThis as typeof globalThis & { qisTestTemplate?: { template: Promise<Template>; users: number } };

/**
 * Migrates and seeds the demo database once per run; every test file starts from a copy of it. Creating a PGlite
 * cluster (initdb) and running the migrations cost far more than loading a dumped one, many times over per run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.qisTestTemplate ??= { template: createTemplate(), users: 0 };
  const entry = shared.qisTestTemplate;
  entry.users += 1;
  const template = await entry.template;
  project.provide('pgliteTemplateFile', template.pgliteTemplateFile);
  project.provide('postgresTemplateName', template.postgresTemplateName);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.qisTestTemplate = undefined;
    await template.remove();
  };
}

function createTemplate(): Promise<Template> {
  const adminUrl = process.env.QIS_TEST_DATABASE_URL;
  return adminUrl ? createPostgresTemplate(adminUrl) : createPgliteTemplate();
}

const SEED_SCRIPT = fileURLToPath(new URL('./seed-template.ts', import.meta.url));

/** Runs seed-template.ts under tsx in a child process (see there why). */
async function seedTemplate(kind: 'postgres' | 'pglite', target: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', SEED_SCRIPT, kind, target], {
    maxBuffer: 16 * 1024 * 1024,
  });
}

async function createPgliteTemplate(): Promise<Template> {
  const folder = path.resolve('.tmp');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `pglite-template-${process.pid}.tar`);
  await seedTemplate('pglite', file);
  return { pgliteTemplateFile: file, postgresTemplateName: '', remove: async () => rmSync(file, { force: true }) };
}

async function createPostgresTemplate(adminUrl: string): Promise<Template> {
  const name = `qis_template_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await seedTemplate('postgres', url.toString());
  return {
    pgliteTemplateFile: '',
    postgresTemplateName: name,
    remove: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
