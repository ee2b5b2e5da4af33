import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy on a 2-core machine: two files at a time.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-results.json' }]],
    projects: [
      { extends: true, test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'] } },
      // Checks of the repository itself (its copy of the reference data).
      { extends: true, test: { name: 'repository', include: ['scripts/**/*.test.ts'] } },
      // The web app's pure rules (guards, settings, upload checks): plain node, no DOM.
      { extends: true, test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'server', include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'] },
      },
    ],
  },
});
