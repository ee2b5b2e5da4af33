import { ALL_ENDPOINTS } from '@qis/shared';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
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

/** Type-checks `files` (name → source) in memory, with the standard library only; returns the error messages. */
function typeErrors(files: Record<string, string>): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name in files || ts.sys.fileExists(name);
  host.readFile = (name) => files[name] ?? readFile(name);
  host.getSourceFile = (name, version) =>
    name in files ? ts.createSourceFile(name, files[name] as string, version) : getSourceFile(name, version);
  const program = ts.createProgram(Object.keys(files), options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
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
  });

  it('yields a typed client that type-checks, recursive trees included', async () => {
    const client = astToString(await openapiTS(JSON.parse(document)));
    const usage = `
      import type { components, paths } from './client';
      type Login = paths['/identity/api/Account/LocalLogin']['post']['requestBody'];
      export const login: NonNullable<Login>['content']['application/json'] = { userName: 'admin', password: 'x' };
      // A tree node's children are nodes again.
      type Node = components['schemas']['OrganizationNode'];
      export const child = (node: Node): Node | undefined => node.children[0]?.children[0];
      // @ts-expect-error the password is required
      export const incomplete: NonNullable<Login>['content']['application/json'] = { userName: 'admin' };
    `;
    expect(typeErrors({ '/virtual/client.ts': client, '/virtual/usage.ts': usage })).toEqual([]);
  });
});
