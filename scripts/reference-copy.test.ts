import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository carries the reference data its tests use (reference/), so a clone alone passes `npm test`.
// Where the workplace's shared/reference lies beside the repository, the copy must equal it file for file.
const COPY = fileURLToPath(new URL('../reference', import.meta.url));
const SHARED = fileURLToPath(new URL('../../shared/reference', import.meta.url));
/** Files of the copy that are the repository's own: the note on where the copy comes from. */
const OWN_FILES = new Set(['README.md']);

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

  it.skipIf(!existsSync(SHARED))('equals shared/reference file for file', () => {
    const shared = filesUnder(SHARED);
    const copy = filesUnder(COPY).filter((file) => !OWN_FILES.has(file));
    expect(copy).toEqual(shared);
    const differing = shared.filter((file) => !readFileSync(join(SHARED, file)).equals(readFileSync(join(COPY, file))));
    expect(differing).toEqual([]);
  });
});
