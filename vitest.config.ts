import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
const ISOLATED_SERVER_TESTS = ['apps/server/test/contract.test.ts'];
// One migrated and seeded database per run; each file starts from a copy.
const SERVER_GLOBAL_SETUP = ['apps/server/test/template-database.ts'];

export default defineConfig({
  test: {
    // Generous: these guard against hangs, not speed, and the shared 2-core machine is at times many times slower.
    testTimeout: 60_000,
    hookTimeout: 180_000,
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
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: ISOLATED_SERVER_TESTS,
          // Each file builds its own app on its own database, so files can share a worker's module cache: importing
          // the server once per worker instead of once per file saves minutes per run.
          isolate: false,
          globalSetup: SERVER_GLOBAL_SETUP,
        },
      },
      {
        extends: true,
        // Files that mock a module (contract.test.ts wraps fastify to list the routes) need their own module graph.
        test: { name: 'server-isolated', include: ISOLATED_SERVER_TESTS, globalSetup: SERVER_GLOBAL_SETUP },
      },
    ],
  },
});
