import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { ALL_ENDPOINTS } from '@qis/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../services';
import { registerApiDocs } from './api-docs';
import { registerEndpoint } from './register-endpoint';

// The document made exactly as the platform makes it (every declared endpoint through registerEndpoint), without a
// database: registration reads nothing but the identity prefix.
const app = Fastify({ logger: false });
let document = '';
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('services', { config: { identity: { prefix: '/identity' } } } as unknown as AppServices);
  await registerApiDocs(app);
  for (const endpoint of ALL_ENDPOINTS) registerEndpoint(app, endpoint, async () => null);
  await app.ready();
  const res = await app.inject({ url: '/qis/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.body;
});
afterAll(() => app.close());

const tscBin = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');

/** Type-checks `files` (name → source) in a scratch folder with the project's tsc; returns what tsc printed. */
async function typeErrors(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'qis-openapi-client-'));
  try {
    for (const [name, source] of Object.entries(files)) await writeFile(join(dir, name), source);
    const compilerOptions = { strict: true, noEmit: true, target: 'es2022', lib: ['es2022'], types: [] };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: Object.keys(files) }));
    try {
      await promisify(execFile)(process.execPath, [tscBin, '-p', dir]);
      return '';
    } catch (error) {
      return String((error as { stdout?: string }).stdout || error);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('/qis/openapi.json', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: document, absoluteRef: '/qis/openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('describes every declared endpoint, public ones with an explicit empty security list', () => {
    const paths = JSON.parse(document).paths as Record<string, Record<string, { security?: unknown[] }>>;
    const operations = Object.values(paths).flatMap((item) => Object.values(item));
    expect(operations).toHaveLength(ALL_ENDPOINTS.length);
    expect(paths['/identity/api/Account/LocalLogin']?.post?.security).toEqual([]);
    expect(paths['/qis/api/app/user/currentUserInfo']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('yields a typed client that type-checks, recursive trees included', async () => {
    const client = await openapiTS(JSON.parse(document));
    const usage = `
      import type { components, paths } from './client';
      type Login = paths['/identity/api/Account/LocalLogin']['post']['requestBody'];
      export const login: NonNullable<Login>['content']['application/json'] = { userName: 'admin', password: 'x' };
      // A tree node's children are nodes again.
      type Node = components['schemas']['OrganizationNode'];
      export const grandchild = (node: Node): Node | undefined => node.children[0]?.children[0];
      // @ts-expect-error the password is required
      export const incomplete: NonNullable<Login>['content']['application/json'] = { userName: 'admin' };
    `;
    expect(await typeErrors({ 'client.ts': client, 'usage.ts': usage })).toBe('');
  });
});
