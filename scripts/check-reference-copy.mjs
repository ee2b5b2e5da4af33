// Compares the repository's copy of the reference data (reference/) with the workplace's original, file for file:
//   npm run check:reference -- <the original's directory>
// The original lies outside the repository, so no test reads it: a clone alone passes `npm test`, and whoever
// refreshes the copy runs this check against the original they copied from.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const COPY = fileURLToPath(new URL('../reference', import.meta.url));
/** Files of the copy that are the repository's own: the note on where the copy comes from. */
const OWN_FILES = new Set(['README.md']);

const original = process.argv[2];
if (!original || !statSync(original, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('usage: npm run check:reference -- <directory of the original reference data>');
  process.exit(2);
}

function filesUnder(root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [relative(root, join(dir, entry.name))],
    );
  return walk(root).sort();
}

const source = resolve(original);
const expected = filesUnder(source);
const copied = new Set(filesUnder(COPY).filter((file) => !OWN_FILES.has(file)));
const missing = expected.filter((file) => !copied.has(file));
const extra = [...copied].filter((file) => !expected.includes(file));
const differing = expected.filter(
  (file) => copied.has(file) && !readFileSync(join(source, file)).equals(readFileSync(join(COPY, file))),
);
for (const [what, files] of [
  ['missing from the copy', missing],
  ['only in the copy', extra],
  ['differing', differing],
]) {
  for (const file of files) console.error(`reference: ${what}: ${file}`);
}
if (missing.length + extra.length + differing.length > 0) process.exit(1);
console.log(`reference: the copy equals ${source} (${expected.length} files)`);
