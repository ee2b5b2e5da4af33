// `npm test` of the e2e workspace: every *.e2e.ts file in turn (each starts its own platform and browser), each
// under node's test runner. A file that fails runs once more: a test that fails and then passes unchanged is
// reported as FLAKY by name (a browser test on a loaded 2-core machine has lost a double click and a popover click
// that way), and only a file that fails twice fails the run.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const files = readdirSync('.')
  .filter((name) => name.endsWith('.e2e.ts'))
  .sort();
const only = process.argv.slice(2);
const chosen = only.length > 0 ? files.filter((file) => only.includes(file)) : files;

const runFile = (file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--test', file], { stdio: 'inherit' }).status === 0;

const flaky: string[] = [];
const failed: string[] = [];
for (const file of chosen) {
  if (runFile(file)) continue;
  console.log(`# e2e: ${file} failed; running it once more`);
  if (runFile(file)) flaky.push(file);
  else failed.push(file);
}

const passed = chosen.length - flaky.length - failed.length;
console.log(`e2e: ${passed} files passed, ${flaky.length} flaky, ${failed.length} failed (of ${chosen.length})`);
for (const file of flaky) console.log(`e2e: FLAKY ${file}: failed once, then passed`);
for (const file of failed) console.log(`e2e: FAILED ${file}: failed twice`);
process.exit(failed.length > 0 || chosen.length === 0 ? 1 : 0);
