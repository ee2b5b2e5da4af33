import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-app';

// Issue 14 §2: the supervisor files under deploy/ restart a crashed server and tell a container runtime when it
// stops answering.

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const deploy = (name: string) => path.join(root, 'deploy', name);

/** The unit file's `Key=value` lines of one section. */
function unitSection(text: string, section: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) current = header[1] ?? '';
    else if (current === section) {
      const at = line.indexOf('=');
      const key = line.slice(0, at);
      entries.set(key, [...(entries.get(key) ?? []), line.slice(at + 1)]);
    }
  }
  return entries;
}

describe('deploy/qis.service', () => {
  const text = readFileSync(deploy('qis.service'), 'utf8');
  const unit = unitSection(text, 'Unit');
  const service = unitSection(text, 'Service');

  it('always restarts the server, never giving up', () => {
    expect(service.get('Restart')).toEqual(['always']);
    expect(unit.get('StartLimitIntervalSec')).toEqual(['0']);
  });

  it.skipIf(!existsSync('/usr/bin/systemd-analyze'))('passes systemd-analyze verify', async () => {
    const { stdout, stderr } = await run('/usr/bin/systemd-analyze', ['verify', deploy('qis.service')]);
    expect(`${stdout}${stderr}`).toBe('');
  });

  it('starts what `npm start -w apps/server` starts, in apps/server', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
    const [command, ...args] = (service.get('ExecStart')?.[0] ?? '').split(' ');
    expect(command).toBe('/usr/bin/node');
    expect(['node', ...args].join(' ')).toBe(manifest.scripts.start);
    expect(service.get('WorkingDirectory')?.[0]).toMatch(/\/apps\/server$/);
  });
});

describe('deploy/healthcheck.mjs (the Dockerfile HEALTHCHECK)', () => {
  let t: TestApp & { baseUrl: string };
  beforeAll(async () => {
    t = await buildTestApp({}, { listen: true });
  });
  afterAll(() => t?.close());

  it('is the Dockerfile’s HEALTHCHECK, beside the command `npm start -w apps/server` runs', () => {
    const dockerfile = readFileSync(deploy('Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^HEALTHCHECK .*CMD \["node", "[^"]*deploy\/healthcheck\.mjs"\]$/m);
    const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect((JSON.parse(command ?? '[]') as string[]).join(' ')).toBe(manifest.scripts.start);
  });

  it('exits 0 while the server answers /healthz', async () => {
    const { stderr } = await run(process.execPath, [deploy('healthcheck.mjs'), `${t.baseUrl}/healthz`]);
    expect(stderr).toBe('');
  });

  it('exits 1 where no server answers', async () => {
    // Port 1 of the loopback address: nothing listens there.
    const url = 'http://127.0.0.1:1/healthz';
    const failed = await run(process.execPath, [deploy('healthcheck.mjs'), url]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toMatch(/^unhealthy: /);
  });
});
