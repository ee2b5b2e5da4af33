// Prints vitest's result as the plain closing line 'N passed, N failed' that CI reads.
import { readFileSync } from 'node:fs';

const result = JSON.parse(readFileSync('.tmp/vitest-results.json', 'utf8'));
const skipped = result.numPendingTests + result.numTodoTests;
console.log(`vitest: ${result.numPassedTests} passed, ${result.numFailedTests} failed, ${skipped} skipped`);
process.exit(result.numFailedTests > 0 || result.numTotalTests === 0 ? 1 : 0);
