import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { zhCN } from './zh-CN';

/**
 * The login route carries only the always-loaded texts (zh-CN.ts); the signed-in area's come with its route table.
 * A public page showing a signed-in text would show its key instead, so this walks the modules that load before sign-in
 * (every import from main.tsx, type-only ones aside, up to the two signed-in entries) and looks for text keys among
 * their string literals. Keys put together at run time (template strings) are not seen.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
/** Loaded only for the signed-in area: the route table app/router.tsx patches in, and the session route's layout. */
const SIGNED_IN_ENTRIES = new Set(['app/session-routes.tsx', 'shell/layouts/SessionApp.tsx']);

const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:[\w*\s{},$]*?\s*from\s*)?'([^']+)'/gm;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const KEY_LITERAL = /'([A-Za-z][\w-]*(?:\.[\w-]+)+)'/g;

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = join(dirname(from), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(isFile);
  return found ?? null;
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const statics = [...source.matchAll(STATIC_IMPORT)].filter((m) => !m[1]).map((m) => m[2] as string);
  const dynamics = [...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] as string);
  return [...statics, ...dynamics].flatMap((spec) => resolveImport(file, spec) ?? []);
}

/** The modules a signed-out visitor may load, as paths under src. */
function publicModules(): string[] {
  const seen = new Set<string>();
  const queue = [join(SRC, 'main.tsx')];
  for (let file = queue.pop(); file; file = queue.pop()) {
    const path = relative(SRC, file);
    if (seen.has(path) || SIGNED_IN_ENTRIES.has(path)) continue;
    seen.add(path);
    queue.push(...importsOf(file));
  }
  return [...seen].sort();
}

/** Every text key of every table in this folder. */
function allKeys(): Set<string> {
  const tables = readdirSync(join(SRC, 'locales')).filter((name) => /zh-CN\.ts$/.test(name));
  return new Set(
    tables.flatMap((name) =>
      [...readFileSync(join(SRC, 'locales', name), 'utf8').matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1] as string),
    ),
  );
}

describe('always-loaded texts', () => {
  const modules = publicModules();

  it('the walk reaches the public pages and stops at the signed-in area', () => {
    expect(modules).toContain('features/auth/pages/LoginPage.tsx');
    expect(modules).toContain('features/auth/pages/RetrievePasswordPage.tsx');
    expect(modules).toContain('shell/exception/RouteErrorPage.tsx');
    expect(modules).not.toContain('shell/layouts/BasicLayout.tsx');
    expect(modules).not.toContain('locales/signed-in.zh-CN.ts');
  });

  it('every text a module loaded before sign-in names is in the always-loaded table', () => {
    const keys = allKeys();
    const missing = modules
      .filter((path) => !path.startsWith('locales/'))
      .flatMap((path) =>
        [...readFileSync(join(SRC, path), 'utf8').matchAll(KEY_LITERAL)]
          .map((m) => m[1] as string)
          .filter((key) => keys.has(key) && !(key in zhCN))
          .map((key) => `${key} (${path})`),
      );
    expect(missing).toEqual([]);
  });
});
