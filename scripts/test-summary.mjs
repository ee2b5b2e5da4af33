// Prints vitest's result as the plain closing line 'N passed, N failed' that CI reads: of the JSON reports named
// as arguments (one per vitest process), or of .tmp/vitest-results.json.
import { readFileSync } from 'node:fs';

const files = process.argv.length > 2 ? process.argv.slice(2) : ['.tmp/vitest-results.json'];
const total = { passed: 0, failed: 0, skipped: 0, all: 0 };
for (const file of files) {
  const result = JSON.parse(readFileSync(file, 'utf8'));
  total.passed += result.numPassedTests;
  total.failed += result.numFailedTests;
  total.skipped += result.numPendingTests + result.numTodoTests;
  total.all += result.numTotalTests;
}
console.log(`vitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.all === 0 ? 1 : 0);
