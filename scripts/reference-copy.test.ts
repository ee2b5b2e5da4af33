import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository carries the reference data its tests use (reference/), so a clone alone passes `npm test`. That the
// copy equals the original it was taken from is checked by `npm run check:reference -- <original>`
// (scripts/check-reference-copy.mjs), never by a test: the original lies outside the repository.
const COPY = fileURLToPath(new URL('../reference', import.meta.url));

function filesUnder(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
    );
  return walk(root).sort();
}

describe('the repository copy of the reference data', () => {
  it('holds the statistics fixtures and the FMEA tables the tests read', () => {
    const files = filesUnder(COPY);
    expect(files).toContain('stats/README.md');
    expect(files).toContain('fmea/ap-dfmea-pfmea.json');
    expect(files.filter((file) => file.startsWith('stats/') && file.endsWith('.json')).length).toBeGreaterThan(30);
  });
});
