// `npm test`: lint, then the suite in two lanes side by side (scripts/run-parallel.mjs), then the closing
// 'N passed, N failed' line (scripts/test-summary.mjs).
//
// QIS_TEST_TIER picks how much of the suite runs:
// - `full` (the default): every vitest project and the type check in one lane, the end-to-end tests in the other.
// - `core`: every pure project (packages, repository, web) in one lane; without the type check, the server's
//   integration files (tenant isolation and stale edits in `npm run test:vitest:server-core`, the contract test of
//   every endpoint, the per-module files) and the end-to-end tests. CI uses it: on its shared 2-core machine, at
//   times a hundred times slower than a developer's, the full suite takes hours, the type check alone (TypeScript 7's
//   native tsc) took 41 minutes and importing the server's module graph into vitest 13 minutes.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const LANES = {
  full: ['test:e2e', 'test:vitest:then-typecheck'],
  core: ['test:vitest:pure'],
};

const tier = process.env.QIS_TEST_TIER ?? 'full';
const lanes = LANES[tier];
if (!lanes) {
  console.error(`QIS_TEST_TIER must be one of ${Object.keys(LANES).join(', ')}; got "${tier}"`);
  process.exit(2);
}
console.log(`npm test: tier ${tier}`);

const step = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

// A report left by an earlier run must not stand in for one this run failed to write.
rmSync('.tmp/vitest-results.json', { force: true });
step('npm', ['run', '--silent', 'lint']);
step('node', ['scripts/run-parallel.mjs', ...lanes]);
step('node', ['scripts/test-summary.mjs']);
