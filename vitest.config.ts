import { defineConfig } from 'vitest/config';

const SERVER_TESTS = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
// Files that mock a module or stub a global need a module graph of their own; every other file of a project shares
// its worker's module cache (`isolate: false`), which saves importing the same modules once per file: minutes per run
// on a loaded 2-core machine.
const ISOLATED_SERVER_TESTS = ['apps/server/test/contract.test.ts'];
// The server's cross-cutting guarantees (tenant isolation; a stale edit gets 409 and loses nothing): what
// `npm test`'s core tier (CI) runs of the server suite.
const CORE_SERVER_TESTS = ['apps/server/test/tenancy.test.ts', 'apps/server/test/concurrency.test.ts'];
const WEB_TESTS = ['apps/web/src/**/*.test.ts'];
const ISOLATED_WEB_TESTS = ['apps/web/src/shell/http.test.ts', 'apps/web/src/shell/auth/token.test.ts'];
// One migrated and seeded database per run; each file starts from a copy.
const SERVER_GLOBAL_SETUP = ['apps/server/test/template-database.ts'];

export default defineConfig({
  test: {
    // Generous: these guard against hangs, not speed, and the shared 2-core machine is at times many times slower
    // (a test that starts a process has taken 97 s there).
    testTimeout: 300_000,
    hookTimeout: 600_000,
    // PGlite instances are heavy on a 2-core machine: two files at a time.
    maxWorkers: 2,
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-results.json' }]],
    projects: [
      { extends: true, test: { name: 'packages', include: ['packages/*/src/**/*.test.ts'], isolate: false } },
      // Checks of the repository itself (its copy of the reference data).
      { extends: true, test: { name: 'repository', include: ['scripts/**/*.test.ts'], isolate: false } },
      // The web app's pure rules (guards, settings, upload checks): plain node, no DOM.
      { extends: true, test: { name: 'web', include: WEB_TESTS, exclude: ISOLATED_WEB_TESTS, isolate: false } },
      { extends: true, test: { name: 'web-isolated', include: ISOLATED_WEB_TESTS } },
      {
        extends: true,
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: [...ISOLATED_SERVER_TESTS, ...CORE_SERVER_TESTS],
          // Each file builds its own app on its own database, so files can share a worker's module cache.
          isolate: false,
          globalSetup: SERVER_GLOBAL_SETUP,
        },
      },
      {
        extends: true,
        test: { name: 'server-core', include: CORE_SERVER_TESTS, isolate: false, globalSetup: SERVER_GLOBAL_SETUP },
      },
      {
        extends: true,
        // contract.test.ts wraps fastify to list the routes.
        test: { name: 'server-isolated', include: ISOLATED_SERVER_TESTS, globalSetup: SERVER_GLOBAL_SETUP },
      },
    ],
  },
});
