// Runs npm scripts side by side (`node scripts/run-parallel.mjs typecheck:then-e2e test:vitest`), each line of output
// prefixed with its script's name; exits non-zero when any of them fails. `npm test` uses it so the end-to-end tests
// and vitest share the two cores instead of waiting for each other: both spend much of their time waiting (on the
// database, the browser, timers).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script>...');
  process.exit(2);
}

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
    }
    child.on('close', (code, signal) => {
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      console.log(`[${script}] ${code === 0 ? 'done' : `FAILED (${signal ?? `exit ${code}`})`} after ${minutes} min`);
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
