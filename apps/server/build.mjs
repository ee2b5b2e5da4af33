// Bundles the server's own code (and the workspace packages it imports) into dist/main.js; npm packages stay
// external. Running the bundle with plain node starts faster and holds less memory than transpiling on the fly.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@qis/'),
);
await build({
  // Worker entries run beside dist/main.js: the sheet reader (platform/excel/read-sheets-off-thread.ts) and the form
  // sheet's PDF renderer (modules/fmea/form-sheet/form-sheet-pdf-off-thread.ts).
  entryPoints: [
    'src/main.ts',
    'src/platform/excel/sheet-worker.ts',
    'src/modules/fmea/form-sheet/form-sheet-pdf-worker.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // The statistics engine's stdlib functions are CommonJS packages: loaded by node, not bundled.
  external: [...external, 'zod', '@stdlib/*'],
  logLevel: 'warning',
});
